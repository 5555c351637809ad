import type { AppDeps } from "../../deps.ts";
import { rerankItems } from "../../retrieval/index.ts";

/** How many of the ranking's best passages the reranker reorders: what a cross-encoder scores in a few hundred ms. */
export const RERANK_CANDIDATES = 30;

/** How many passages to assemble before reranking: more than asked when a reranker will choose among them. */
export function candidateCount(deps: AppDeps, topK: number): number {
  return deps.reranker ? Math.max(topK, RERANK_CANDIDATES) : topK;
}

/**
 * The passages reordered by the configured reranker (its relevance score as theirs), the best
 * `topK`; without one, or when it fails (logged as a warning), the ranking's own order.
 */
export async function rerankPassages<T extends { text: string; score: number }>(deps: AppDeps, query: string, passages: T[], topK: number): Promise<T[]> {
  const { reranker } = deps;
  if (!reranker || passages.length < 2) return passages.slice(0, topK);
  try {
    const ranked = await rerankItems(reranker, query, passages, (p) => p.text);
    return ranked.slice(0, topK).map(({ item, score }) => ({ ...item, score }));
  } catch (err) {
    deps.log.warn({ err, reranker: reranker.id }, "reranking failed; passages keep the ranking's order");
    return passages.slice(0, topK);
  }
}
