import type { Hit } from "./hit.ts";

/**
 * Reciprocal-rank fusion (Cormack, Clarke and Büttcher, 2009): each list votes 1/(k + rank) for its
 * chunks. Rank-based, so BM25 scores and cosine similarities need no calibration against each other.
 */
export function fuseRrf(lists: Hit[][], k = 60): Hit[] {
  const fused = new Map<string, Hit>();
  for (const list of lists) {
    list.forEach((hit, rank) => {
      const key = `${hit.docId}\u0000${hit.chunkId}`;
      const vote = 1 / (k + rank + 1);
      const e = fused.get(key);
      if (e) e.score += vote;
      else fused.set(key, { ...hit, score: vote });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
