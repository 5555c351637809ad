import { useEffect, useState } from "react";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { UploadPage } from "@/features/documents";
import { takeSharedItems, type SharedItems } from "@/features/mobile";

type Inbox = { kind: "reading" } | { kind: "ready"; items: SharedItems | null } | { kind: "error"; message: string };

/**
 * /share: what another app shared to the installed Folio lands in the upload flow. A file starts
 * uploading at once (sharing it was the user's choice); a link fills the URL import field.
 */
export function ShareTargetPage() {
  const [inbox, setInbox] = useState<Inbox>({ kind: "reading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    takeSharedItems().then(
      (items) => live && setInbox({ kind: "ready", items }),
      () => live && setInbox({ kind: "error", message: "The shared item could not be read. Share it again, or upload it here." }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (inbox.kind === "reading") return <PageSpinner label="Opening what you shared" />;
  if (inbox.kind === "error")
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-8">
        <ErrorState message={inbox.message} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  return <UploadPage shared={inbox.items ? { file: inbox.items.files[0], url: inbox.items.url ?? undefined } : undefined} />;
}
