import { useState } from "react";
import { FolderDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCollectionImport, useStartCollectionImport } from "../api";
import { WatchButton } from "./watch-button";

/** Import every item of the chosen collection (into the chosen folder), with the job's progress. */
export function CollectionImport({ library, collection, collectionName, folderId }: { library: string; collection: string; collectionName: string; folderId: string | undefined }) {
  const start = useStartCollectionImport();
  const [importId, setImportId] = useState<string | null>(null);
  const status = useCollectionImport(importId);
  const job = status.data;
  const running = start.isPending || (importId !== null && (!job || job.status === "queued" || job.status === "running"));

  const run = () =>
    start.mutate(
      { library, collection, knowledge_base_id: folderId },
      {
        onSuccess: (started) => setImportId(started.id),
        onError: (err) => toast.error("Import failed", errorDetail(err)),
      },
    );

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={run} loading={running} disabled={running}>
          <FolderDown aria-hidden="true" /> Import the collection “{collectionName}”
        </Button>
        <WatchButton library={library} collection={collection} collectionName={collectionName} folderId={folderId} />
      </div>
      {job && (
        <div className="grid gap-1" aria-live="polite">
          <div role="progressbar" aria-label={`Importing “${collectionName}”`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={job.progress} className="h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${job.progress}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">
            {job.status === "done"
              ? `Done: ${job.imported} imported, ${job.skipped} skipped (no file, or imported before).`
              : job.status === "failed"
                ? null
                : `Importing… ${job.imported} of ${job.total || "?"} imported so far.`}
          </p>
          {job.status === "failed" && <Alert tone="error">{job.error ?? "The import failed."}</Alert>}
        </div>
      )}
      {status.isError && <Alert tone="error">{errorDetail(status.error)}</Alert>}
    </div>
  );
}
