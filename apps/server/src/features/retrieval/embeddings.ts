import { sql } from "kysely";
import { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { defineJob } from "../../platform/queue/job.ts";
import { decodeVector, encodeVector, searchByEmbedding, type Hit, type VectorCandidate } from "../../retrieval/index.ts";

export const REEMBED_JOB = "retrieval-reembed";
const BATCH = 64;

export interface ChunkVectors {
  embedderId: string;
  byChunk: Map<string, Uint8Array>;
}

/**
 * Vectors for a document's chunks at ingestion, or null when no embedder is configured or it
 * failed (logged: the document is still made ready and searched lexically; the re-embed job,
 * scheduled here, fills the vectors in later).
 */
export async function embedChunks(
  deps: AppDeps,
  documentId: string,
  chunks: { id: string; text: string }[],
  opts: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<ChunkVectors | null> {
  const { signal } = opts;
  if (!deps.embedder || chunks.length === 0) return null;
  try {
    const embedder = await deps.embedder.load();
    const byChunk = new Map<string, Uint8Array>();
    for (let i = 0; i < chunks.length; i += BATCH) {
      signal?.throwIfAborted();
      const batch = chunks.slice(i, i + BATCH);
      const vectors = await embedder.embedDocuments(batch.map((c) => c.text));
      batch.forEach((c, k) => byChunk.set(c.id, encodeVector(vectors[k]!)));
      opts.onProgress?.(byChunk.size, chunks.length);
    }
    return { embedderId: embedder.id, byChunk };
  } catch (err) {
    if (signal?.aborted) throw err;
    deps.log.warn({ err, documentId }, "embedding failed: the document is searched lexically until the re-embed job fills its vectors in");
    await scheduleReembed(deps, 300);
    return null;
  }
}

/** Queue the background (re-)embedding; a no-op without an embedder. Never throws (logged). */
export async function scheduleReembed(deps: AppDeps, startAfterSeconds = 0): Promise<void> {
  if (!deps.embedder) return;
  try {
    await deps.queue.send(REEMBED_JOB, {}, { singletonKey: "reembed", startAfterSeconds });
  } catch (err) {
    deps.log.debug({ err }, "re-embed job not queued");
  }
}

type Vectors = { key: string; candidates: VectorCandidate[]; bytes: number };
const MAX_CACHED_BYTES = 256 * 1024 * 1024;
// Decoded vectors of fully embedded documents, least recently used first out, bounded by bytes.
const vectorCache = new Map<string, Vectors>();
let cachedBytes = 0;

function cacheVectors(docId: string, entry: Vectors): void {
  const old = vectorCache.get(docId);
  if (old) {
    vectorCache.delete(docId);
    cachedBytes -= old.bytes;
  }
  if (entry.bytes > MAX_CACHED_BYTES) return;
  vectorCache.set(docId, entry);
  cachedBytes += entry.bytes;
  for (const [oldest, e] of vectorCache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    vectorCache.delete(oldest);
    cachedBytes -= e.bytes;
  }
}

/**
 * The scope's chunk vectors made by `embedderId` (vectors of another embedder are never compared).
 * A document whose every chunk has one is cached (keyed by its index and the embedder); one still
 * being (re-)embedded is read again each time, so new vectors count as soon as they are written.
 */
export async function scopeVectors(deps: AppDeps, scope: { id: string; indexRefId: string; chunkCount: number }[], embedderId: string): Promise<VectorCandidate[]> {
  const out: VectorCandidate[] = [];
  const toRead: typeof scope = [];
  for (const d of scope) {
    const hit = vectorCache.get(d.id);
    if (hit && hit.key === `${d.indexRefId}|${embedderId}`) {
      vectorCache.delete(d.id);
      vectorCache.set(d.id, hit);
      out.push(...hit.candidates);
    } else toRead.push(d);
  }
  for (let i = 0; i < toRead.length; i += 500) {
    const part = toRead.slice(i, i + 500);
    const rows = await deps.db
      .selectFrom("chunks")
      .select(["id", "document_id", "unit", "ordinal", "embedding"])
      .where("document_id", "in", part.map((d) => d.id))
      .where("embedder_id", "=", embedderId)
      .where("embedding", "is not", null)
      .execute();
    const byDoc = new Map<string, VectorCandidate[]>();
    for (const r of rows) {
      const c = { docId: r.document_id, chunkId: r.id, unit: r.unit, ordinal: r.ordinal, vector: decodeVector(r.embedding!) };
      const list = byDoc.get(r.document_id);
      if (list) list.push(c);
      else byDoc.set(r.document_id, [c]);
      out.push(c);
    }
    for (const d of part) {
      const candidates = byDoc.get(d.id) ?? [];
      if (candidates.length === d.chunkCount && d.chunkCount > 0) {
        const bytes = candidates.reduce((n, c) => n + c.vector.byteLength + 96, 0);
        cacheVectors(d.id, { key: `${d.indexRefId}|${embedderId}`, candidates, bytes });
      }
    }
  }
  return out;
}

export interface EmbeddingStatus {
  embedder: string | null;
  chunks: number;
  current: number;
  run: { status: string; total: number; done: number; error: string | null; started_at: Date; finished_at: Date | null } | null;
}

/** How far the stored vectors are from the configured embedder (admin CLI, tests). */
export async function embeddingStatus(deps: Pick<AppDeps, "embedder" | "db">): Promise<EmbeddingStatus> {
  const embedder = deps.embedder ? await deps.embedder.load() : null;
  const all = await deps.db.selectFrom("chunks").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  if (!embedder) return { embedder: null, chunks: Number(all.n), current: 0, run: null };
  const current = await deps.db.selectFrom("chunks").select((eb) => eb.fn.countAll<string>().as("n")).where("embedder_id", "=", embedder.id).executeTakeFirstOrThrow();
  const run = await deps.db.selectFrom("embedding_runs").select(["status", "total", "done", "error", "started_at", "finished_at"]).where("embedder_id", "=", embedder.id).executeTakeFirst();
  return { embedder: embedder.id, chunks: Number(all.n), current: Number(current.n), run: run ?? null };
}

/**
 * Background (re-)embedding: every chunk of a ready document without a vector of the configured
 * embedder (new install, embedder changed, or the embedder was down at ingestion) gets one, in
 * batches, keyset-paged by chunk id so each chunk is tried once per run. Progress goes to
 * `embedding_runs` and the log. Search meanwhile uses only vectors of the configured embedder.
 */
export function reembedJob(deps: AppDeps) {
  return defineJob({
    name: REEMBED_JOB,
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 6 * 60 * 60,
    concurrency: 1,
    handler: async (_payload, ctx) => {
      if (!deps.embedder) return;
      const embedder = await deps.embedder.load();
      const stale = () =>
        deps.db
          .selectFrom("chunks")
          .innerJoin("documents", "documents.id", "chunks.document_id")
          .where("documents.status", "=", "ready")
          .where((eb) => eb.or([eb("chunks.embedder_id", "is", null), eb("chunks.embedder_id", "!=", embedder.id)]));
      const total = Number((await stale().select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
      if (total === 0) return;
      const log = deps.log.child({ embedder: embedder.id });
      await deps.db
        .insertInto("embedding_runs")
        .values({ embedder_id: embedder.id, status: "running", total, done: 0 })
        .onConflict((oc) => oc.column("embedder_id").doUpdateSet({ status: "running", total, done: 0, error: null, started_at: sql<Date>`now()`, updated_at: sql<Date>`now()`, finished_at: null }))
        .execute();
      log.info({ total }, "re-embedding chunks");
      let done = 0;
      let lastId = "";
      let lastLogged = 0;
      try {
        for (;;) {
          ctx.signal.throwIfAborted();
          const rows = await stale().select(["chunks.id", "chunks.text"]).where("chunks.id", ">", lastId).orderBy("chunks.id").limit(BATCH).execute();
          if (rows.length === 0) break;
          lastId = rows[rows.length - 1]!.id;
          const vectors = await embedder.embedDocuments(rows.map((r) => r.text));
          await deps.db.transaction().execute(async (trx) => {
            for (const [k, r] of rows.entries()) {
              // Unless the document was re-read meanwhile (then its new chunk has other text).
              await trx.updateTable("chunks").set({ embedding: encodeVector(vectors[k]!), embedder_id: embedder.id }).where("id", "=", r.id).where("text", "=", r.text).execute();
            }
          });
          done += rows.length;
          await deps.db.updateTable("embedding_runs").set({ done, updated_at: sql<Date>`now()` }).where("embedder_id", "=", embedder.id).execute();
          if (done - lastLogged >= Math.max(BATCH, total / 10)) {
            lastLogged = done;
            log.info({ done, total }, "re-embedding progress");
          }
        }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await deps.db.updateTable("embedding_runs").set({ status: "failed", error: message.slice(0, 500), updated_at: sql<Date>`now()` }).where("embedder_id", "=", embedder.id).execute();
        throw err;
      }
      await deps.db.updateTable("embedding_runs").set({ status: "done", done, updated_at: sql<Date>`now()`, finished_at: sql<Date>`now()` }).where("embedder_id", "=", embedder.id).execute();
      log.info({ done, total }, "re-embedding finished");
    },
  });
}

/**
 * The semantic ranking of the scope's chunks (exact cosine scan), or none without an embedder or
 * when it fails (logged; the lexical ranking still answers).
 */
export async function semanticHits(deps: AppDeps, scope: { id: string; indexRefId: string; chunkCount: number }[], query: string, depth: number): Promise<Hit[]> {
  if (!deps.embedder || scope.length === 0) return [];
  try {
    const embedder = await deps.embedder.load();
    return await searchByEmbedding(embedder, query, () => scopeVectors(deps, scope, embedder.id), depth);
  } catch (err) {
    deps.log.warn({ err }, "semantic ranking unavailable: lexical ranking only");
    return [];
  }
}
