import { useEffect, useState, type FormEvent } from "react";
import { Copy, Link2Off } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/error-state";
import { errorDetail, hasErrorCode } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { startZoteroOAuth, useConnectZoteroKey, useDisconnectZotero, useZoteroMe } from "../api";

/**
 * Settings section 5, the reference manager: Connect (Zotero's sign-in when the server has an OAuth
 * application, else the user ID and API key form), then Copy key and Disconnect after a confirmation.
 */
export function ZoteroSection() {
  const me = useZoteroMe();
  const disconnect = useDisconnectZotero();
  const [confirming, setConfirming] = useState(false);
  const [keyForm, setKeyForm] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  // Back from Zotero's authorize page: say how it went once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("zotero") === "connected") toast.success("Zotero connected", "Your Zotero library is ready to import from.");
    const failed = params.get("zotero_error");
    if (failed) toast.error("Zotero was not connected", failed);
  }, []);

  const connect = () => {
    setRedirecting(true);
    startZoteroOAuth().then(
      ({ url }) => window.location.assign(url),
      (err: unknown) => {
        setRedirecting(false);
        // No OAuth application on this server: the key form is the way to connect.
        if (hasErrorCode(err, "zotero_oauth_not_configured")) setKeyForm(true);
        else toast.error("Could not reach Zotero", errorDetail(err));
      },
    );
  };

  const copyKey = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success("Key copied", "Your Zotero access key is on the clipboard.");
    } catch {
      toast.error("Could not copy the key", "Your browser did not allow access to the clipboard.");
    }
  };

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success("Zotero disconnected", "Folio no longer keeps your Zotero key.");
      },
      onError: (err) => toast.error("Could not disconnect Zotero", errorDetail(err)),
    });

  const data = me.data;
  return (
    <Card aria-labelledby="zotero-title">
      <CardHeader>
        <CardTitle id="zotero-title">Reference manager (Zotero)</CardTitle>
        <CardDescription>Bring papers from your Zotero library and group libraries into Folio, keeping their title, authors, year and DOI.</CardDescription>
      </CardHeader>
      <CardContent>
        {me.isPending ? (
          <Spinner label="Loading your Zotero connection" />
        ) : me.isError ? (
          <ErrorState message={errorDetail(me.error)} onRetry={() => void me.refetch()} retrying={me.isFetching} />
        ) : data?.connected ? (
          <div className="grid gap-4">
            <p className="text-sm">
              Connected as <span className="font-medium">{data.username ?? `user ${data.user_id ?? ""}`}</span> (Zotero user ID {data.user_id}).{" "}
              <Link to="/zotero" className="font-medium text-primary underline-offset-4 hover:underline">
                Open your library
              </Link>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => data.access_key && void copyKey(data.access_key)}>
                <Copy aria-hidden="true" /> Copy key
              </Button>
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                <Link2Off aria-hidden="true" /> Disconnect
              </Button>
            </div>
          </div>
        ) : keyForm ? (
          <KeyForm />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={connect} loading={redirecting}>
              Connect
            </Button>
            <Button type="button" variant="ghost" onClick={() => setKeyForm(true)}>
              Use a Zotero API key instead
            </Button>
          </div>
        )}
        {confirming && (
          <ConfirmDialog
            title="Disconnect Zotero?"
            description="Folio forgets your Zotero key. Documents you imported stay in your library."
            confirmLabel="Disconnect"
            pending={disconnect.isPending}
            onConfirm={confirmDisconnect}
            onClose={() => !disconnect.isPending && setConfirming(false)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The user ID and API key from zotero.org/settings/keys; Zotero checks them before Folio keeps them. */
function KeyForm() {
  const connect = useConnectZoteroKey();
  const [userId, setUserId] = useState("");
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d+$/.test(userId.trim())) return setError("Your Zotero user ID is a number, shown on zotero.org/settings/keys.");
    if (!apiKey.trim()) return setError("Paste an API key made on zotero.org/settings/keys.");
    setError(null);
    connect.mutate(
      { user_id: userId.trim(), api_key: apiKey.trim() },
      {
        onSuccess: () => toast.success("Zotero connected", "Your Zotero library is ready to import from."),
        onError: (err) => setError(errorDetail(err)),
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Connect Zotero with an API key">
      <Field label="Zotero user ID" hint="The number shown on zotero.org/settings/keys as “Your userID for use in API calls”.">
        <Input name="zotero_user_id" inputMode="numeric" autoComplete="off" value={userId} onChange={(e) => setUserId(e.target.value)} disabled={connect.isPending} />
      </Field>
      <Field label="Zotero API key" error={error} hint="Make a key with read access to your library (and groups, if you want them).">
        <Input name="zotero_api_key" autoComplete="off" spellCheck={false} className="font-mono" value={apiKey} onChange={(e) => setApiKey(e.target.value)} disabled={connect.isPending} />
      </Field>
      <div>
        <Button type="submit" loading={connect.isPending}>
          Connect
        </Button>
      </div>
    </form>
  );
}
