import type { Embedder } from "./embedder.ts";
import { fuseRrf } from "./fusion.ts";
import type { Hit } from "./hit.ts";
import { assemblePassages, type ChunkText, type Passage } from "./passages.ts";
import type { ScopedIndex } from "./scope.ts";
import { searchLexical, type LexicalSearchOptions } from "./search-lexical.ts";
import { searchVectors, type VectorCandidate } from "./vectors.ts";

export interface RetrieveOptions {
  query: string;
  /** The lexical indexes of exactly the documents in scope. */
  indexes: ScopedIndex[];
  topK: number;
  lang?: string;
  /** With both, the semantic ranking joins the lexical one. */
  embedder?: Embedder;
  /** The scope's chunk vectors made by `embedder` (vectors of another embedder id must be left out). */
  vectors?: () => Promise<VectorCandidate[]>;
  getChunk: (docId: string, chunkId: string) => ChunkText | undefined;
  /** Tuning of the lexical ranking (tests and evaluation). */
  lexical?: Omit<LexicalSearchOptions, "topK" | "lang">;
}

/**
 * The whole query path over one scope: lexical hits, semantic hits when an embedder is configured,
 * reciprocal-rank fusion, then passages (neighbours merged, copies dropped), best first.
 */
export async function retrieve(opts: RetrieveOptions): Promise<Passage[]> {
  // Each ranking looks deeper than topK: merging and de-duplication consume hits.
  const depth = Math.max(50, opts.topK * 5);
  const lists: Hit[][] = [searchLexical(opts.indexes, opts.query, { ...opts.lexical, topK: depth, lang: opts.lang })];
  if (opts.embedder && opts.vectors) {
    const [query, candidates] = await Promise.all([opts.embedder.embedQuery(opts.query), opts.vectors()]);
    if (candidates.length) lists.push(searchVectors(query, candidates, depth));
  }
  const ranked = lists.length === 1 ? (lists[0] ?? []) : fuseRrf(lists);
  return assemblePassages(ranked, opts.getChunk, { topK: opts.topK });
}
