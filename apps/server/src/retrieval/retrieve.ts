import { fuseRrf } from "./fusion.ts";
import type { Hit } from "./hit.ts";
import { assemblePassages, type ChunkText, type Passage } from "./passages.ts";
import type { ScopedIndex } from "./scope.ts";
import { searchLexical } from "./search-lexical.ts";

/** A chunk's text by document and chunk id (undefined when it was not read). */
export type ChunkLookup = (docId: string, chunkId: string) => ChunkText | undefined;

export interface RetrieveOptions {
  query: string;
  /** The lexical indexes of exactly the documents in scope. */
  indexes: ScopedIndex[];
  /** How many passages to assemble. */
  topK: number;
  /**
   * The scope's semantic ranking, `depth` hits deep (see `searchByEmbedding`); absent, or empty
   * (no embedder, no vectors, embedder failing), the lexical ranking is used alone.
   */
  semantic?: (depth: number) => Promise<Hit[]>;
  /** Reads the text of the hit chunks (the only ones passages are made of). */
  chunkTexts: (hits: Hit[]) => Promise<ChunkLookup>;
  /** The learned lexical re-ranking where it applies (see searchLexical); `false` turns it off. */
  learned?: boolean;
}

/**
 * The query path over one scope: lexical hits, semantic hits when there are any, reciprocal-rank
 * fusion, then passages (neighbours merged, copies dropped), best first. Storage stays with the
 * caller: it supplies the indexes, the semantic ranking and the chunk texts.
 */
export async function retrieve(opts: RetrieveOptions): Promise<Passage[]> {
  // Each ranking looks deeper than topK: merging and de-duplication consume hits.
  const depth = Math.max(50, opts.topK * 5);
  const lexical = searchLexical(opts.indexes, opts.query, { topK: depth, learned: opts.learned });
  const semantic = opts.semantic ? await opts.semantic(depth) : [];
  const hits = semantic.length ? fuseRrf([lexical, semantic]) : lexical;
  if (hits.length === 0) return [];
  return assemblePassages(hits, await opts.chunkTexts(hits), { topK: opts.topK });
}
