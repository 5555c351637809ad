import os from "node:os";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { defineTrackedJob, JobCancelled, type RunningJob } from "../../platform/queue/tracked-job.ts";
import { addBlobRef, releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";
import { chunkTitles, chunkUnits, IngestError, parseDocument, type FileType } from "../../ingest/index.ts";
import { buildLexicalIndexOffThread } from "../../retrieval/index.ts";
import { embedChunks } from "../retrieval/index.ts";
import { addApiPages } from "../api-keys/index.ts";
import { INGEST_JOB } from "./ingest-constants.ts";
import { ingestRecord, type IngestProgress, type IngestRow } from "./ingest-record.ts";
import { markReady, saveDocumentText } from "./save-document-text.ts";
import { ingestedPages } from "../../platform/metrics.ts";
import { phaseClock } from "./ingest-phases.ts";

const RETRY_LIMIT = 2;
/**
 * Documents ingested at once in a worker process. The parsing processes' lanes bound the CPU work
 * (one text parser per core, one OCR document), so two more keep text documents flowing while a
 * scan is OCR'd, and a document's database writes overlap the next one's parse.
 */
const CONCURRENCY = os.availableParallelism() + 2;
/** The least time between two writes of a document's progress. */
const PROGRESS_EVERY_MS = 400;

/**
 * A document uploaded with an API key whose pages were not known at upload (text formats) was
 * counted as one page then: the pages extraction found are added now, once (api_pages keeps the count).
 */
async function countFoundApiPages(deps: AppDeps, doc: { id: string; user_id: string; api_key_id: string | null; api_pages: number }, pages: number): Promise<void> {
  if (!doc.api_key_id || pages <= doc.api_pages) return;
  const counted = await deps.db.updateTable("documents").set({ api_pages: pages }).where("id", "=", doc.id).where("api_pages", "=", doc.api_pages).executeTakeFirst();
  if (Number(counted.numUpdatedRows) > 0) await addApiPages(deps, doc.user_id, pages - doc.api_pages);
}

/** What people read when the last attempt failed for a reason that is not the file's. */
const FAILED_MESSAGE = "Processing failed. Try again, or upload the file again.";

/**
 * Parse, OCR, chunk and index one document. Idempotent: a re-run (after a crash or restart)
 * starts over, and the document's text, chunks and index become visible together with its
 * `ready` status in one transaction, so nobody ever sees half a document. A file that cannot be
 * read fails at once with the reason (IngestError), anything else is tried again.
 */
export function ingestDocumentJob(deps: AppDeps) {
  return defineTrackedJob({
    name: INGEST_JOB,
    payload: z.object({ documentId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 60 * 60,
    concurrency: CONCURRENCY,
    log: deps.log,
    cancelCheckMs: 1000,
    progressEveryMs: PROGRESS_EVERY_MS,
    failedMessage: FAILED_MESSAGE,
    finalFailure: (err) => (err instanceof IngestError ? err.userMessage : undefined),
    record: ({ documentId }) => ingestRecord(deps, documentId),
    work: (doc, job) => ingest(deps, doc, job),
  });
}

/** One attempt: parse, chunk, index and embed, then store it all with the `ready` status in one transaction. */
async function ingest(deps: AppDeps, doc: IngestRow, job: RunningJob<IngestProgress>): Promise<void> {
  const documentId = doc.id;
  if (!doc.file_hash) throw new Error(`The file of document ${documentId} is no longer stored`);
  const clock = phaseClock();
  const parseStarted = performance.now();
  const parsed = await parseDocument(await deps.blobs.localPath(doc.file_hash), doc.file_type as FileType, {
    signal: job.signal,
    onProgress: ({ stage, done, total }) => {
      // The row says "reading" from the job's start; in the first interval more of it is not worth a
      // write of its own (the first write of a job's progress goes at once), and a small file is read by then.
      if (stage === "reading" && performance.now() - parseStarted < PROGRESS_EVERY_MS) return;
      job.progress({ stage, progress: Math.min(85, 2 + Math.round((83 * done) / Math.max(1, total))) });
    },
  });
  clock.next("chunk");
  job.signal.throwIfAborted();
  // A document read in less than the progress interval is stored about as fast: its "indexing" would
  // be one more write of its row (the first write of a job's progress goes at once), for a moment.
  if (performance.now() - parseStarted >= PROGRESS_EVERY_MS) job.progress({ stage: "indexing", progress: 90 });
  const chunks = chunkUnits(parsed.units).map((c) => ({ ...c, id: `${documentId}:${c.unit}:${c.ordinal}` }));
  const titleOf = chunkTitles(doc.name, parsed);
  // The lexical index is built on its own thread meanwhile, beside the embedder and the database
  // storing the text; it is also what library search reads (decision 54), so no search vectors are made.
  const indexing = buildLexicalIndexOffThread(chunks.map((c) => ({ id: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text, title: titleOf(c.unit) }))).then((bytes) =>
    deps.blobs.putBytes(bytes),
  );
  // Awaited in the transaction below; should anything before it fail, the rejection is not left unhandled.
  indexing.catch(() => {});
  clock.next("embed");
  // With an embedder, each chunk's vector is stored with it; an embedder that fails leaves the document lexical (logged, filled in later).
  const vectors = await embedChunks(deps, documentId, chunks, {
    signal: job.signal,
    onProgress: (done, total) => {
      if (done < total) job.progress({ progress: 90 + Math.floor((9 * done) / total) });
    },
  });
  job.signal.throwIfAborted();
  clock.next("store");
  const oldIndexRef = doc.index_ref_id;
  await deps.db.transaction().execute(async (trx) => {
    await saveDocumentText(trx, documentId, parsed, chunks, vectors);
    clock.next("index");
    const indexBlob = await indexing;
    clock.next("commit");
    const indexRefId = await addBlobRef(trx, { userId: doc.user_id, hash: indexBlob.hash, kind: "lexical-index", contentType: "application/octet-stream", size: indexBlob.size });
    if (!(await markReady(trx, documentId, parsed, indexRefId))) throw new JobCancelled();
  });
  clock.done();
  if (oldIndexRef) await releaseBlobRefs(deps.db, deps.blobs, [oldIndexRef]);
  ingestedPages.inc(parsed.units.length);
  await countFoundApiPages(deps, doc, parsed.units.length);
}
