import type { Reranker } from "../adapters/rerank/index.ts";

/**
 * Reorders `items` by the reranker's scores of their texts; items it did not score keep their order
 * after the scored ones. Throws what the reranker throws: the caller decides on the fallback.
 */
export async function rerankItems<T>(reranker: Reranker, query: string, items: T[], text: (item: T) => string): Promise<{ item: T; score: number }[]> {
  const scored = await reranker.rerank(query, items.map(text), items.length);
  const seen = new Set<number>();
  const out: { item: T; score: number }[] = [];
  for (const { index, score } of scored) {
    const item = items[index];
    if (item === undefined || seen.has(index)) continue;
    seen.add(index);
    out.push({ item, score });
  }
  const floor = out.length ? Math.min(...out.map((o) => o.score)) : 0;
  items.forEach((item, i) => {
    if (!seen.has(i)) out.push({ item, score: floor - 1 - i });
  });
  return out;
}
