import type { AppDeps } from "../../deps.ts";
import type { SearchableDocument } from "../scope/index.ts";
import { searchLexical } from "../../retrieval/index.ts";
import { scopeIndexes } from "./scope-indexes.ts";

/** A unit (page, slide, chapter, row) of a document in scope that the query matches. */
export interface UnitMatch {
  docId: string;
  unit: number;
}

// A unit's chunks may fill several of the ranking's places; this many per unit asked for are read.
const CHUNKS_PER_UNIT = 4;

/**
 * The units whose chunks the query matches, best first, each once: the lexical ranking (BM25F with
 * proximity over the documents' own indexes, decision 54) of exactly the documents in `scope`, so
 * the caller's scope is the only isolation there is and needs no filter of its own here.
 */
export async function lexicalUnitMatches(deps: AppDeps, scope: SearchableDocument[], query: string, limit: number): Promise<UnitMatch[]> {
  if (scope.length === 0 || limit <= 0) return [];
  const hits = searchLexical(await scopeIndexes(deps, scope), query, { topK: limit * CHUNKS_PER_UNIT, learned: deps.config.learnedRanking });
  const seen = new Set<string>();
  const units: UnitMatch[] = [];
  for (const hit of hits) {
    const key = `${hit.docId}:${hit.unit}`;
    if (seen.has(key)) continue;
    seen.add(key);
    units.push({ docId: hit.docId, unit: hit.unit });
    if (units.length === limit) break;
  }
  return units;
}
