import { useState } from "react";
import { FolioError, type FolioClient } from "@folio/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { clearConnection, type Connection } from "../connection.ts";
import { errorText } from "./error-text.ts";

/** Which server and account the extension acts for, with what scope; Disconnect revokes the key. */
export function ConnectedHeader({ connection, folio }: { connection: Connection; folio: FolioClient }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function disconnect() {
    setBusy(true);
    try {
      await folio.apiKeys.revokeCurrent();
    } catch (e) {
      // A key already revoked in Folio answers 401: forgetting it is still right.
      if (!(e instanceof FolioError && e.status === 401)) {
        setBusy(false);
        return setError(errorText(e));
      }
    }
    await clearConnection();
  }

  return (
    <section aria-label="Connection" className="flex flex-col gap-2 rounded-lg border border-border p-3 text-sm">
      <p>
        Connected to <strong data-testid="server">{connection.server}</strong> as <strong data-testid="account">{connection.account}</strong>
      </p>
      <p className="text-muted-foreground">
        {connection.folderId ? "One folder" : "The whole library"}, {connection.readOnly ? "read-only" : "read and write"}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="outline" size="sm" loading={busy} onClick={() => void disconnect()} className="self-start">
        Disconnect
      </Button>
    </section>
  );
}
