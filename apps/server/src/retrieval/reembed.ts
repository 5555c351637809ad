import type { Embedder } from "../adapters/embeddings/index.ts";

/** What the chunk table holds about a chunk's vector (absent when never embedded). */
export interface StoredEmbedding {
  chunkId: string;
  embedderId?: string;
}

/**
 * Which chunks the background re-embed job must (re)compute when the configured embedder is `current`:
 * those never embedded and those embedded by another model or at another size. Search meanwhile
 * uses only vectors whose embedder id matches, so old and new vectors are never compared.
 */
export function reembedPlan(chunks: StoredEmbedding[], current: Pick<Embedder, "id">, batchSize = 64): string[][] {
  const stale = chunks.filter((c) => c.embedderId !== current.id).map((c) => c.chunkId);
  const batches: string[][] = [];
  for (let i = 0; i < stale.length; i += batchSize) batches.push(stale.slice(i, i + batchSize));
  return batches;
}
