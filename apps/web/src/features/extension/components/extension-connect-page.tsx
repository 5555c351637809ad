import { useEffect, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { inputStyles } from "@/components/ui/input-styles";
import { useCreateApiKey, useRevokeApiKey, useScopeFolders } from "@/features/developers";
import { currentUserQuery } from "@/lib/session";
import { EXTENSION_KEY_NAME, HANDOFF, isBridgeMessage, type KeyHandoff } from "../handoff";

/** How long the page waits for the extension to confirm it kept the key before revoking it. */
const CONFIRM_MS = 10_000;

type Phase = { kind: "choosing" } | { kind: "sending" } | { kind: "connected" } | { kind: "error"; message: string };

/** /extension/connect?state=…: the signed-in user approves the extension and chooses what its key may reach. */
export function ExtensionConnectPage({ state }: { state: string | undefined }) {
  const user = useQuery(currentUserQuery).data;
  const [bridgeReady, setBridgeReady] = useState(false);
  const [scope, setScope] = useState<"all" | "folder">("all");
  const [folderId, setFolderId] = useState("");
  const [readOnly, setReadOnly] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "choosing" });
  const folders = useScopeFolders(scope === "folder");
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();

  useEffect(() => {
    if (!state) return;
    const onMessage = (event: MessageEvent) => {
      if (isBridgeMessage(event, HANDOFF.ready, state, { origin: window.location.origin, window })) setBridgeReady(true);
    };
    window.addEventListener("message", onMessage);
    // The bridge may be in the page already: ask it to say so again.
    window.postMessage({ type: HANDOFF.hello, state }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, [state]);

  if (!state) {
    return <ConnectCard><Alert tone="error">This page is opened by the Folio browser extension: click Connect in its side panel.</Alert></ConnectCard>;
  }

  async function approve(handoffState: string) {
    if (scope === "folder" && !folderId) return setPhase({ kind: "error", message: "Choose the folder the extension may use." });
    setPhase({ kind: "sending" });
    let created: { id: string; key: string };
    try {
      created = await createKey.mutateAsync({
        name: EXTENSION_KEY_NAME,
        key_type: "DEVELOPMENT",
        scope: { knowledge_base_id: scope === "folder" ? folderId : null, read_only: readOnly },
      });
    } catch (e) {
      return setPhase({ kind: "error", message: e instanceof Error ? e.message : "The key could not be made." });
    }
    const confirmed = await handOver(handoffState, {
      type: HANDOFF.key,
      state: handoffState,
      key: created.key,
      id: created.id,
      account: user?.email ?? "your account",
      folder_id: scope === "folder" ? folderId : null,
      read_only: readOnly,
    });
    if (confirmed) return setPhase({ kind: "connected" });
    // A key nobody holds is revoked at once rather than left behind.
    revokeKey.mutate(created.id);
    setPhase({ kind: "error", message: "The extension did not confirm. Click Connect in its side panel again." });
  }

  return (
    <ConnectCard>
      {phase.kind === "connected" ? (
        <Alert tone="success">The extension is connected as {user?.email}. You can close this tab; the key is listed under API keys, where you can revoke it.</Alert>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void approve(state);
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">What may the extension reach?</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" checked={scope === "all"} onChange={() => setScope("all")} /> Everything in my library
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" checked={scope === "folder"} onChange={() => setScope("folder")} /> One folder
            </label>
          </fieldset>
          {scope === "folder" && (
            <div className="grid gap-1.5">
              <Label htmlFor="extension-folder">Folder</Label>
              <select id="extension-folder" value={folderId} onChange={(e) => setFolderId(e.target.value)} className={inputStyles}>
                <option value="">{folders.isLoading ? "Loading folders…" : "Choose a folder"}</option>
                {(folders.data ?? []).map((f) => (
                  <option key={f.id} value={f.id}>{f.name}</option>
                ))}
              </select>
              {folders.data?.length === 0 && <p className="text-sm text-muted-foreground">You have no folders yet.</p>}
            </div>
          )}
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} /> Read-only (it can ask, but not save pages)
          </label>
          {!bridgeReady && <p role="status" className="text-sm text-muted-foreground">Waiting for the extension… If nothing happens, click Connect in its side panel again.</p>}
          {phase.kind === "error" && <Alert tone="error">{phase.message}</Alert>}
          <Button type="submit" disabled={!bridgeReady} loading={phase.kind === "sending"} className="justify-self-start">
            Approve
          </Button>
        </form>
      )}
    </ConnectCard>
  );
}

function ConnectCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg p-4">
      <Card>
        <CardHeader>
          <CardTitle>Connect the Folio browser extension</CardTitle>
          <CardDescription>It gets its own API key, scoped as you choose here; Disconnect in the extension or API keys here revokes it.</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** Posts the key to the bridge (this origin only) and waits for its confirmation. */
function handOver(state: string, message: KeyHandoff): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => finish(false), CONFIRM_MS);
    function onMessage(event: MessageEvent) {
      if (isBridgeMessage(event, HANDOFF.done, state, { origin: window.location.origin, window })) finish((event.data as { ok?: unknown }).ok === true);
    }
    function finish(ok: boolean) {
      window.clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      resolve(ok);
    }
    window.addEventListener("message", onMessage);
    window.postMessage(message, window.location.origin);
  });
}
