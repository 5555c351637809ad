import { useEffect, useMemo, useState } from "react";
import { FolioLogo } from "@/components/folio-logo";
import { Spinner } from "@/components/ui/spinner";
import { clientFor, loadConnection, onConnectionChange, type Connection } from "../connection.ts";
import { AskSection } from "./ask-section.tsx";
import { ConnectForm } from "./connect-form.tsx";
import { ConnectedHeader } from "./connected-header.tsx";
import { LibrarySection } from "./library-section.tsx";
import { SaveSection } from "./save-section.tsx";

/** The side panel: connect first; connected, ask about the page, save it, and see the library. */
export function App() {
  const [connection, setConnection] = useState<Connection | null | undefined>(undefined);
  useEffect(() => {
    void loadConnection().then(setConnection);
    return onConnectionChange(setConnection);
  }, []);
  const folio = useMemo(() => (connection ? clientFor(connection) : null), [connection]);
  const [savedCount, setSavedCount] = useState(0);

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-4 bg-background p-4 text-foreground">
      <div className="flex items-center gap-2">
        <FolioLogo />
      </div>
      {connection === undefined ? (
        <Spinner label="Loading" />
      ) : connection === null || folio === null ? (
        <ConnectForm />
      ) : (
        <>
          <ConnectedHeader connection={connection} folio={folio} />
          <AskSection connection={connection} folio={folio} />
          <SaveSection connection={connection} folio={folio} onSaved={() => setSavedCount((n) => n + 1)} />
          <LibrarySection folio={folio} refreshKey={savedCount} />
        </>
      )}
    </main>
  );
}
