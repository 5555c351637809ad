import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { DocumentRow } from "../../platform/db/schema.ts";
import type { JobRecord } from "../../platform/queue/tracked-job.ts";

/** What an ingestion reports as it goes: the stage people see and the percentage. */
export interface IngestProgress {
  stage?: string | null;
  progress?: number;
}

/** A document's row, with the hash of its stored file (null when the file is gone). */
export type IngestRow = DocumentRow & { file_hash: string | null };

/**
 * A document's row as the record of its ingestion: processing with a stage and progress, failed with
 * the reason, or cancelled by its user (`cancelled_at`). A ready or cancelled document is left as it is.
 */
export function ingestRecord(deps: AppDeps, documentId: string): JobRecord<IngestRow, IngestProgress> {
  const update = async (values: IngestProgress & { status?: "processing" | "failed"; error?: string | null }) => {
    await deps.db
      .updateTable("documents")
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where("id", "=", documentId)
      .where("status", "!=", "ready")
      .where("cancelled_at", "is", null)
      .execute();
  };
  return {
    async load() {
      // The file's hash comes with the row: one statement less for every document.
      const doc = await deps.db
        .selectFrom("documents")
        .leftJoin("blob_refs", "blob_refs.id", "documents.file_ref_id")
        .selectAll("documents")
        .select("blob_refs.hash as file_hash")
        .where("documents.id", "=", documentId)
        .executeTakeFirst();
      return doc && doc.status !== "ready" && doc.cancelled_at === null ? doc : null;
    },
    start: () => update({ status: "processing", progress: 1, stage: "reading", error: null }),
    progress: update,
    async isCancelled() {
      const row = await deps.db.selectFrom("documents").select("cancelled_at").where("id", "=", documentId).executeTakeFirst();
      return !row || row.cancelled_at !== null;
    },
    fail: (_doc, message) => update({ status: "failed", stage: null, error: message }),
    retrying: () => update({ stage: "retrying" }),
  };
}
