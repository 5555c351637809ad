import { useState, type FormEvent } from "react";
import { Link2Off } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useLinkDevice, useLinkedDevice, useUnlinkDevice } from "../api";
import { deviceIdError, normaliseDeviceId } from "../device-id-input";

/**
 * Settings section 4, "Link a mobile app": the device ID field is editable until a device is
 * linked, then shows the linked ID locked with Link disabled, and offers Unlink after a confirmation.
 */
export function LinkMobileSection() {
  const linked = useLinkedDevice();
  const link = useLinkDevice();
  const unlink = useUnlinkDevice();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const linkedId = linked.data?.device_id ?? null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (linkedId) return;
    const deviceId = normaliseDeviceId(value);
    const invalid = deviceIdError(deviceId);
    setError(invalid);
    if (invalid) return;
    link.mutate(deviceId, {
      onSuccess: () => {
        setValue("");
        toast.success("Phone linked", "Your phone signs in to your account by itself in a few seconds.");
      },
      onError: (err) => setError(errorDetail(err)),
    });
  };

  const confirmUnlink = () => {
    unlink.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success("Phone unlinked", "It has been signed out of your account.");
      },
      onError: (err) => toast.error("Could not unlink the phone", errorDetail(err)),
    });
  };

  return (
    <Card aria-labelledby="link-mobile-title">
      <CardHeader>
        <CardTitle id="link-mobile-title">Link a mobile app</CardTitle>
        <CardDescription>
          Open Folio on your phone at <span className="font-medium break-all text-foreground">{window.location.host}/link-device</span> (or install it from the browser menu),
          then type the device ID it shows.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {linked.isPending ? (
          <Spinner label="Loading the linked device" />
        ) : linked.isError ? (
          <ErrorState message={errorDetail(linked.error)} onRetry={() => void linked.refetch()} retrying={linked.isFetching} />
        ) : (
          <form className="grid gap-4" onSubmit={submit} noValidate>
            <Field
              label="Mobile device ID"
              error={linkedId ? null : error}
              hint={linkedId ? "This phone is linked to your account. Unlink it to link another." : "Letters, digits and dashes, as shown on the phone."}
            >
              <Input
                name="device_id"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                value={linkedId ?? value}
                disabled={Boolean(linkedId) || link.isPending}
                onChange={(e) => {
                  setValue(e.target.value);
                  if (error) setError(null);
                }}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={Boolean(linkedId)} loading={link.isPending}>
                Link
              </Button>
              {linkedId && (
                <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                  <Link2Off aria-hidden="true" /> Unlink
                </Button>
              )}
            </div>
          </form>
        )}
        {confirming && (
          <ConfirmDialog
            title="Unlink this phone?"
            description={`The phone with ID ${linkedId ?? ""} is signed out of your account at once. You can link a phone again afterwards.`}
            confirmLabel="Unlink"
            pending={unlink.isPending}
            onConfirm={confirmUnlink}
            onClose={() => !unlink.isPending && setConfirming(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}
