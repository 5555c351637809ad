import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serverOrigin } from "../connection.ts";
import type { ExtensionMessage } from "../messages.ts";

const DEFAULT_SERVER = "http://localhost:3000";

/** Connect: opens the server's approval page in a tab; the key comes back from there, never typed. */
export function ConnectForm() {
  const [server, setServer] = useState(DEFAULT_SERVER);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);

  async function connect(event: FormEvent) {
    event.preventDefault();
    if (!serverOrigin(server)) return setError("Enter Folio's address, starting with http:// or https://");
    setError(null);
    const message: ExtensionMessage = { type: "folio-connect-start", server };
    const answer = (await chrome.runtime.sendMessage(message)) as { ok: boolean; error?: string } | undefined;
    if (!answer?.ok) return setError(answer?.error ?? "Could not open Folio.");
    setWaiting(true);
  }

  return (
    <form onSubmit={(e) => void connect(e)} className="flex flex-col gap-3" noValidate>
      <h1 className="text-lg font-semibold">Connect to Folio</h1>
      <p className="text-sm text-muted-foreground">Folio opens in a tab; sign in there and approve the extension. You never copy a key.</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="server">Folio address</Label>
        <Input id="server" type="url" value={server} onChange={(e) => setServer(e.target.value)} aria-invalid={error ? true : undefined} required />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {waiting && <p role="status" className="text-sm text-muted-foreground">Waiting for your approval in the Folio tab…</p>}
      <Button type="submit">Connect</Button>
    </form>
  );
}
