import type { Passage } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { assertReady, searchableDocuments, type SearchableDocument } from "../documents/index.ts";
import { folderScopeDocuments } from "../folders/index.ts";
import { IndexCache, retrieve, type ChunkLookup, type ChunkText, type Hit } from "../../retrieval/index.ts";
import { semanticHits } from "./embeddings.ts";
import { candidateCount, rerankPassages } from "./reranking.ts";

// One bounded cache of loaded per-document indexes per process (least recently used go first).
const indexCache = new IndexCache({ maxBytes: 512 * 1024 * 1024 });

/**
 * The documents a query may search: the given ones (each must be the user's and ready), or every
 * ready document of the user. Another user's document is "not found", never searched.
 */
export async function resolveScope(deps: AppDeps, user: UserRow, docIds: string[] | undefined, knowledgeBaseId: string | undefined): Promise<SearchableDocument[]> {
  if (knowledgeBaseId) {
    // A folder's ready documents (404 unless it is the user's); doc_ids, when also given, narrow it.
    const folder = await folderScopeDocuments(deps, user.id, knowledgeBaseId);
    return docIds ? folder.filter((d) => docIds.includes(d.id)) : folder;
  }
  let q = deps.db.selectFrom("documents").select(["id", "name", "custom_file_name", "status", "error", "index_ref_id"]).where("user_id", "=", user.id);
  if (docIds) q = q.where("id", "in", docIds.length ? [...new Set(docIds)] : [""]);
  const rows = await q.execute();
  if (docIds) {
    const found = new Set(rows.map((r) => r.id));
    const missing = docIds.find((id) => !found.has(id));
    if (missing) throw new AppError("not_found", `The document ${missing} cannot be found or has been deleted.`);
    for (const row of rows) assertReady(row);
  }
  return searchableDocuments(rows);
}

/** The stored text of the hit chunks and of their neighbours, which may merge into their passages. */
async function readChunkTexts(deps: AppDeps, hits: Hit[]): Promise<ChunkLookup> {
  // Chunk ids are docId:unit:ordinal, so a hit's neighbours are known without reading the index.
  const wanted = new Set<string>();
  for (const h of hits) for (let o = h.ordinal - 2; o <= h.ordinal + 2; o++) if (o >= 0) wanted.add(`${h.docId}:${h.unit}:${o}`);
  const rows = await deps.db.selectFrom("chunks").select(["id", "document_id", "unit", "ordinal", "text"]).where("id", "in", [...wanted]).execute();
  const chunks = new Map<string, ChunkText>(rows.map((r) => [r.id, { docId: r.document_id, chunkId: r.id, unit: r.unit, ordinal: r.ordinal, text: r.text }]));
  return (_doc, chunkId) => chunks.get(chunkId);
}

/**
 * Lexical (and, with an embedder, semantic) search over the scope, then passages from the hit chunks
 * and their neighbours; with a reranker configured, the best of them reordered by it.
 */
export async function retrievePassages(deps: AppDeps, scope: SearchableDocument[], query: string, topK: number): Promise<Passage[]> {
  if (scope.length === 0) return [];
  const indexes = await Promise.all(
    scope.map(async (d) => ({
      docId: d.id,
      // Keyed by the index blob too: a document read again gets a new index, never the cached old one.
      index: await indexCache.get(`${d.id}:${d.indexRefId}`, async () => {
        const ref = await deps.db.selectFrom("blob_refs").select("hash").where("id", "=", d.indexRefId).executeTakeFirstOrThrow();
        return new Uint8Array(await deps.blobs.readBytes(ref.hash));
      }),
    })),
  );
  const candidates = candidateCount(deps, topK);
  const chunkCounts = new Map(indexes.map((i) => [i.docId, i.index.nChunks]));
  const vectorScope = scope.map((d) => ({ id: d.id, indexRefId: d.indexRefId, chunkCount: chunkCounts.get(d.id) ?? 0 }));
  const assembled = await retrieve({
    query,
    indexes,
    topK: candidates,
    semantic: (depth) => semanticHits(deps, vectorScope, query, depth),
    chunkTexts: (hits) => readChunkTexts(deps, hits),
  });
  if (assembled.length === 0) return [];

  const units = await deps.db
    .selectFrom("document_units")
    .select(["document_id", "unit", "kind", "label"])
    .where((eb) => eb.or(assembled.map((p) => eb.and([eb("document_id", "=", p.docId), eb("unit", "=", p.unit)]))))
    .execute();
  const unitOf = new Map(units.map((u) => [`${u.document_id}:${u.unit}`, u]));
  const names = new Map(scope.map((d) => [d.id, d.name]));
  const located = assembled.map((p): Passage => {
    const u = unitOf.get(`${p.docId}:${p.unit}`);
    return {
      doc_id: p.docId,
      doc_name: names.get(p.docId) ?? "",
      locator: { kind: (u?.kind ?? "page") as Passage["locator"]["kind"], unit: p.unit, label: u?.label ?? `Unit ${p.unit}` },
      text: p.text,
      score: p.score,
    };
  });
  return rerankPassages(deps, query, located, topK);
}
