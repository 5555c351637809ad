/**
 * nDCG@k and Recall@k as BEIR reports them (pytrec_eval): linear gains from the graded qrels,
 * log2 discounts, the ideal ranking built from every judged-relevant document; only grades > 0
 * count as relevant. `ranked` is a list of document ids, best first, without repeats.
 */
export function ndcgAt(k: number, ranked: string[], qrels: Map<string, number>): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    const gain = qrels.get(id) ?? 0;
    if (gain > 0) dcg += gain / Math.log2(i + 2);
  });
  const ideal = [...qrels.values()].filter((g) => g > 0).sort((a, b) => b - a).slice(0, k);
  const idcg = ideal.reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return idcg > 0 ? dcg / idcg : 0;
}

export function recallAt(k: number, ranked: string[], qrels: Map<string, number>): number {
  const relevant = [...qrels].filter(([, g]) => g > 0).length;
  if (!relevant) return 0;
  const found = ranked.slice(0, k).filter((id) => (qrels.get(id) ?? 0) > 0).length;
  return found / relevant;
}

export interface EvalSummary {
  queries: number;
  ndcg10: number;
  recall10: number;
  recall100: number;
}

/** Mean metrics over every judged query; `rankings` maps a query id to its ranked document ids. */
export function summarize(rankings: Map<string, string[]>, qrels: Map<string, Map<string, number>>): EvalSummary {
  let ndcg10 = 0;
  let recall10 = 0;
  let recall100 = 0;
  let n = 0;
  for (const [qid, judged] of qrels) {
    const ranked = rankings.get(qid) ?? [];
    ndcg10 += ndcgAt(10, ranked, judged);
    recall10 += recallAt(10, ranked, judged);
    recall100 += recallAt(100, ranked, judged);
    n++;
  }
  return n ? { queries: n, ndcg10: ndcg10 / n, recall10: recall10 / n, recall100: recall100 / n } : { queries: 0, ndcg10: 0, recall10: 0, recall100: 0 };
}

/** Passages (or hits) best first -> document ids best first, each once. */
export function rankDocuments(items: { docId: string }[]): string[] {
  const seen = new Set<string>();
  for (const { docId } of items) seen.add(docId);
  return [...seen];
}
