import { useEffect, useState } from "react";
import type { FolioClient } from "@folio/client";
import type { Document, Folder } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "./error-text.ts";

const RECENT = 5;

/** The newest documents and folders, each opening in Folio. */
export function LibrarySection({ folio, refreshKey }: { folio: FolioClient; refreshKey: number }) {
  const [data, setData] = useState<{ documents: Document[]; folders: Folder[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([folio.documents.list({ page_size: RECENT }), folio.folders.list({ knowledge_base_type: "FOLDER", page_size: RECENT })]).then(
      ([d, f]) => live && (setData({ documents: d.documents, folders: f.knowledge_bases }), setError(null)),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [folio, refreshKey]);

  return (
    <section aria-labelledby="library-title" className="flex flex-col gap-2 text-sm">
      <h2 id="library-title" className="font-semibold">Recent in your library</h2>
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && <Spinner label="Loading your library" />}
      {data && data.documents.length === 0 && data.folders.length === 0 && <p className="text-muted-foreground">Nothing here yet: save a page to start.</p>}
      {data && data.documents.length > 0 && (
        <ul aria-label="Recent documents" className="flex flex-col gap-1">
          {data.documents.map((d) => (
            <li key={d.doc_id} className="flex justify-between gap-2">
              <span className="truncate">{d.custom_file_name ?? d.name}</span>
              <span className="shrink-0 text-muted-foreground">{d.status}</span>
            </li>
          ))}
        </ul>
      )}
      {data && data.folders.length > 0 && (
        <ul aria-label="Folders" className="flex flex-col gap-1">
          {data.folders.map((f) => (
            <li key={f.id} className="truncate">📁 {f.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
