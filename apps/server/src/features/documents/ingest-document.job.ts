import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { defineJob } from "../../platform/queue/job.ts";
import { addBlobRef, releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";
import { chunkUnits, IngestError, parseDocument, type FileType } from "../../ingest/index.ts";
import { buildLexicalIndex } from "../../retrieval/index.ts";
import { embedChunks } from "../retrieval/embeddings.ts";
import { CANCELLED_MESSAGE, INGEST_JOB } from "./ingest-constants.ts";
import { saveDocumentText } from "./save-document-text.ts";
import { watchIngestCancellation } from "./watch-cancellation.ts";

const RETRY_LIMIT = 2;

/**
 * Parse, OCR, chunk and index one document. Idempotent: a re-run (after a crash or restart)
 * starts over, and the document's text, chunks and index become visible together with its
 * `ready` status in one transaction, so nobody ever sees half a document.
 */
export function ingestDocumentJob(deps: AppDeps) {
  return defineJob({
    name: INGEST_JOB,
    payload: z.object({ documentId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 60 * 60,
    concurrency: 1,
    handler: async ({ documentId }, ctx) => {
      const doc = await deps.db.selectFrom("documents").selectAll().where("id", "=", documentId).executeTakeFirst();
      if (!doc || doc.status === "ready" || (doc.status === "failed" && doc.error === CANCELLED_MESSAGE)) return;
      const update = (values: { status?: "processing" | "failed"; progress?: number; stage?: string | null; error?: string | null }) =>
        deps.db.updateTable("documents").set({ ...values, updated_at: sql<Date>`now()` }).where("id", "=", documentId).where("status", "!=", "ready").execute();
      await update({ status: "processing", progress: 1, stage: "reading", error: null });

      const cancellation = watchIngestCancellation(deps, documentId, ctx.signal);
      let lastWrite = 0;
      try {
        const ref = await deps.db.selectFrom("blob_refs").select("hash").where("id", "=", doc.file_ref_id ?? "").executeTakeFirstOrThrow();
        const parsed = await parseDocument(await deps.blobs.localPath(ref.hash), doc.file_type as FileType, {
          signal: cancellation.signal,
          onProgress: ({ stage, done, total }) => {
            const now = Date.now();
            if (now - lastWrite < 400 && done < total) return;
            lastWrite = now;
            void update({ stage, progress: Math.min(85, 2 + Math.round((83 * done) / Math.max(1, total))) }).catch((err: unknown) => deps.log.warn({ err }, "progress update failed"));
          },
        });
        cancellation.signal.throwIfAborted();
        await update({ stage: "indexing", progress: 90 });
        const chunks = chunkUnits(parsed.units).map((c) => ({ ...c, id: `${documentId}:${c.unit}:${c.ordinal}` }));
        const labels = new Map(parsed.units.map((u) => [u.unit, u.label]));
        const indexBytes = buildLexicalIndex(chunks.map((c) => ({ id: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text, title: `${doc.name} ${labels.get(c.unit) ?? ""}` })));
        const indexBlob = await deps.blobs.putBytes(indexBytes);
        cancellation.signal.throwIfAborted();
        // With an embedder, each chunk's vector is stored with it; an embedder that fails leaves the document lexical (logged, filled in later).
        const vectors = await embedChunks(deps, documentId, chunks, {
          signal: cancellation.signal,
          onProgress: (done, total) => {
            if (done < total) void update({ progress: 90 + Math.floor((9 * done) / total) }).catch((err: unknown) => deps.log.warn({ err }, "progress update failed"));
          },
        });
        cancellation.signal.throwIfAborted();
        const oldIndexRef = doc.index_ref_id;
        await deps.db.transaction().execute(async (trx) => {
          const indexRefId = await addBlobRef(trx, { userId: doc.user_id, hash: indexBlob.hash, kind: "lexical-index", contentType: "application/octet-stream", size: indexBlob.size });
          await saveDocumentText(trx, documentId, parsed, chunks, indexRefId, vectors);
        });
        if (oldIndexRef) await releaseBlobRefs(deps.db, deps.blobs, [oldIndexRef]);
      } catch (err) {
        if (cancellation.cancelledByUser()) return;
        if (err instanceof IngestError) {
          await update({ status: "failed", stage: null, error: err.userMessage });
          deps.log.info({ documentId, code: err.code }, "document could not be read");
          return;
        }
        if (ctx.retryCount >= RETRY_LIMIT) {
          await update({ status: "failed", stage: null, error: "Processing failed. Try again, or upload the file again." });
        } else {
          await update({ stage: "retrying" });
        }
        throw err;
      } finally {
        cancellation.stop();
      }
    },
  });
}
