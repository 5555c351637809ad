import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Check, Copy, RefreshCw, Smartphone } from "lucide-react";
import { accountRoutes, PAIRING_MINUTES } from "@folio/contract";
import { AuthLayout } from "@/features/accounts";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { callApi, errorDetail } from "@/lib/api-client";
import { clearSessionToken, saveSessionToken } from "@/lib/session-token";
import { replaceCachedUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useDevicePairing } from "../use-device-pairing";
import { useServiceWorker } from "../register-service-worker";

/**
 * /link-device, opened on the phone: shows this device's ID to type into Settings > "Link a mobile
 * app" on a signed-in computer, waits for the link, then signs in as that user and opens the library.
 */
export function DevicePairingPage() {
  const { state, restart } = useDevicePairing();
  const [signInError, setSignInError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The phone is where the app gets installed: its offline shell and share target start here.
  useServiceWorker();
  const token = state.kind === "linked" ? state.token : null;

  useEffect(() => {
    if (!token) return;
    saveSessionToken(token);
    callApi(accountRoutes.me).then(
      (user) => {
        replaceCachedUser(queryClient, user);
        toast.success("This phone is linked", `Signed in as ${user.email ?? "your account"}.`);
        void navigate({ to: "/documents" });
      },
      (err: unknown) => {
        clearSessionToken();
        setSignInError(errorDetail(err));
      },
    );
  }, [token, queryClient, navigate]);

  return (
    <AuthLayout title="Link this phone" description="Show this ID on your phone, then link it from Folio on a computer where you are signed in.">
      {signInError ? (
        <div className="grid gap-4">
          <Alert tone="error">{signInError}</Alert>
          <Button onClick={restart}>Start again</Button>
        </div>
      ) : state.kind === "starting" || state.kind === "linked" ? (
        <div className="flex items-center justify-center gap-3 py-6 text-sm text-muted-foreground" role="status">
          <Spinner />
          {state.kind === "starting" ? "Getting a device ID…" : "Linked. Signing you in…"}
        </div>
      ) : state.kind === "error" ? (
        <div className="grid gap-4">
          <Alert tone="error">{state.message}</Alert>
          <Button onClick={restart}>
            <RefreshCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : state.kind === "expired" ? (
        <div className="grid gap-4">
          <Alert tone="error">This device ID has expired or is no longer linked. Get a new one to link this phone.</Alert>
          <Button onClick={restart}>
            <RefreshCw aria-hidden="true" /> Get a new device ID
          </Button>
        </div>
      ) : (
        <WaitingForLink deviceId={state.device.device_id} reconnecting={state.reconnecting} />
      )}
    </AuthLayout>
  );
}

function WaitingForLink({ deviceId, reconnecting }: { deviceId: string; reconnecting: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(deviceId).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => toast.error("Could not copy", "Select the ID and copy it yourself."),
    );
  };
  return (
    <div className="grid gap-5 text-center">
      <Smartphone aria-hidden="true" className="mx-auto size-8 text-primary" />
      <div className="grid gap-2">
        <p id="device-id-label" className="text-sm font-medium text-muted-foreground">
          Your device ID
        </p>
        <output
          aria-labelledby="device-id-label"
          data-testid="device-id"
          className="block font-mono text-3xl font-semibold tracking-wider break-all select-all sm:text-4xl"
        >
          {deviceId}
        </output>
      </div>
      <Button variant="outline" onClick={copy} aria-live="polite">
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied" : "Copy device ID"}
      </Button>
      <ol className="grid list-decimal gap-1 pl-5 text-left text-sm text-muted-foreground">
        <li>On a computer, sign in to Folio and open Settings.</li>
        <li>Under "Link a mobile app", type this ID and choose Link.</li>
        <li>This phone then opens your library by itself.</li>
      </ol>
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner />
        {reconnecting ? "Cannot reach Folio. Trying again…" : "Waiting for the link…"}
      </p>
      <p className="text-xs text-muted-foreground">The ID works for {PAIRING_MINUTES} minutes.</p>
    </div>
  );
}
