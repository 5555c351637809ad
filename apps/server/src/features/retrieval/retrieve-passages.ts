import type { Passage } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { SearchableDocument } from "../scope/index.ts";
import { retrieve, type ChunkLookup, type ChunkText, type Hit } from "../../retrieval/index.ts";
import { scopeIndexes } from "./scope-indexes.ts";
import { semanticHits } from "./embeddings.ts";
import { candidateCount, rerankPassages } from "./reranking.ts";

/**
 * The stored text of the hit chunks. Only theirs: a passage is made of hits alone, neighbouring hits
 * of one unit merged (assemblePassages asks for no other chunk). Their neighbours were read too once,
 * five times the rows: 2,500 of them for the 500 hits of a top_k of 100.
 */
async function readChunkTexts(deps: AppDeps, hits: Hit[]): Promise<ChunkLookup> {
  const wanted = [...new Set(hits.map((h) => h.chunkId))];
  const rows = await deps.db.selectFrom("chunks").select(["id", "document_id", "unit", "ordinal", "text"]).where("id", "in", wanted).execute();
  const chunks = new Map<string, ChunkText>(rows.map((r) => [r.id, { docId: r.document_id, chunkId: r.id, unit: r.unit, ordinal: r.ordinal, text: r.text }]));
  return (_doc, chunkId) => chunks.get(chunkId);
}

/** A passage with the whole text of the unit it comes from (a cited quote is verified against the unit). */
export interface PassageInUnit {
  passage: Passage;
  unitText: string;
}

/**
 * Lexical (and, with an embedder, semantic) search over the scope, then passages from the hit chunks
 * and their neighbours; with a reranker configured, the best of them reordered by it.
 */
export async function retrievePassages(deps: AppDeps, scope: SearchableDocument[], query: string, topK: number): Promise<Passage[]> {
  return (await findPassages(deps, scope, query, topK, false)).map((p) => p.passage);
}

/** The same passages with their units' text, read by the one query that locates them. */
export async function retrievePassagesInUnits(deps: AppDeps, scope: SearchableDocument[], query: string, topK: number): Promise<PassageInUnit[]> {
  return findPassages(deps, scope, query, topK, true);
}

async function findPassages(deps: AppDeps, scope: SearchableDocument[], query: string, topK: number, withUnitText: boolean): Promise<PassageInUnit[]> {
  if (scope.length === 0) return [];
  const indexes = await scopeIndexes(deps, scope);
  const candidates = candidateCount(deps, topK);
  const chunkCounts = new Map(indexes.map((i) => [i.docId, i.index.nChunks]));
  const vectorScope = scope.map((d) => ({ id: d.id, indexRefId: d.indexRefId, chunkCount: chunkCounts.get(d.id) ?? 0 }));
  const assembled = await retrieve({
    query,
    indexes,
    topK: candidates,
    semantic: (depth) => semanticHits(deps, vectorScope, query, depth),
    chunkTexts: (hits) => readChunkTexts(deps, hits),
    learned: deps.config.learnedRanking,
  });
  if (assembled.length === 0) return [];
  // Reranked before they are located, so only the units of the passages kept are read.
  const best = await rerankPassages(deps, query, assembled, topK);

  const units = await deps.db
    .selectFrom("document_units")
    .select(["document_id", "unit", "kind", "label"])
    .$if(withUnitText, (q) => q.select("text"))
    .where((eb) => eb.or(best.map((p) => eb.and([eb("document_id", "=", p.docId), eb("unit", "=", p.unit)]))))
    .execute();
  const unitOf = new Map(units.map((u) => [`${u.document_id}:${u.unit}`, u]));
  const names = new Map(scope.map((d) => [d.id, d.name]));
  return best.map((p): PassageInUnit => {
    const u = unitOf.get(`${p.docId}:${p.unit}`);
    return {
      passage: {
        doc_id: p.docId,
        doc_name: names.get(p.docId) ?? "",
        locator: { kind: (u?.kind ?? "page") as Passage["locator"]["kind"], unit: p.unit, label: u?.label ?? `Unit ${p.unit}` },
        text: p.text,
        score: p.score,
      },
      // Without the unit's row (or its text, not asked for), the passage is its own unit.
      unitText: u?.text ?? p.text,
    };
  });
}
