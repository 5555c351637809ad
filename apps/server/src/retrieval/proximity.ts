import type { Bm25Params, ScopedTerm } from "./bm25.ts";
import type { Scope } from "./scope.ts";

/**
 * Term-proximity bonus of Büttcher, Clarke and Lushman (BM25TP, 2006): every pair of consecutive
 * query-term occurrences of different terms at distance d adds idf(other)/d² to each term's
 * accumulator, which is then saturated like a term frequency. Chunks where the query's words stand
 * together ("insulin resistance") rise above chunks that merely mention them apart.
 */
export function proximityBonus(scope: Scope, positions: number[], terms: ScopedTerm[], p: Bm25Params): Float64Array {
  const bonus = new Float64Array(positions.length);
  if (terms.length < 2) return bonus;
  const acc = new Float64Array(terms.length);
  positions.forEach((g, k) => {
    const i = scope.owner(g);
    const entry = scope.indexes[i];
    if (!entry) return;
    const { index } = entry;
    const chunk = g - (scope.bases[i] ?? 0);
    const slot = new Map<number, number>();
    terms.forEach((t, j) => {
      const id = t.ids[i] ?? -1;
      if (id >= 0) slot.set(id, j);
    });
    if (slot.size < 2) return;
    acc.fill(0);
    let lastTerm = -1;
    let lastPos = -1;
    index.chunkTerms(chunk).forEach((id, pos) => {
      const j = slot.get(id);
      if (j === undefined) return;
      if (lastTerm >= 0 && lastTerm !== j) {
        const d2 = (pos - lastPos) ** 2;
        acc[j] = (acc[j] ?? 0) + (terms[lastTerm]?.idf ?? 0) / d2;
        acc[lastTerm] = (acc[lastTerm] ?? 0) + (terms[j]?.idf ?? 0) / d2;
      }
      lastTerm = j;
      lastPos = pos;
    });
    const K = p.k1 * (1 - p.b + (p.b * (index.bodyLen[chunk] ?? 0)) / (scope.avgBody || 1));
    let sum = 0;
    terms.forEach((t, j) => {
      const a = acc[j] ?? 0;
      if (a > 0) sum += t.weight * Math.min(1, t.idf) * ((p.k1 + 1) * a) / (K + a);
    });
    bonus[k] = sum;
  });
  return bonus;
}
