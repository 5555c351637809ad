import type { Scope } from "./scope.ts";

export interface Bm25Params {
  k1: number;
  b: number;
  /** BM25F weight of a title occurrence relative to a body occurrence. */
  titleWeight: number;
  /** Length normalisation of the title field (titles vary less than bodies). */
  titleB: number;
}

/**
 * k1 0.9 as Anserini's BEIR settings; b 0.6 and title weight 3 chosen on SciFact's train claims and
 * checked on its test claims and on long reports (docs/retrieval.md, "Ranking defaults and why").
 */
export const DEFAULT_BM25: Bm25Params = { k1: 0.9, b: 0.6, titleWeight: 3, titleB: 0.3 };

/** A query term resolved over the scope: its weight in the query, pooled IDF and per-index term id. */
export interface ScopedTerm {
  weight: number;
  idf: number;
  ids: Int32Array;
}

export function idf(N: number, df: number): number {
  return Math.log(1 + (N - df + 0.5) / (df + 0.5));
}

/**
 * Adds each term's BM25F contribution to `scores` (one slot per chunk of the scope) and records the
 * chunks touched for the first time. Postings are decoded straight from the index bytes.
 */
export function accumulate(scope: Scope, terms: ScopedTerm[], p: Bm25Params, scores: Float64Array, touched: number[]): void {
  const { k1, b, titleWeight, titleB } = p;
  const avgBody = scope.avgBody || 1;
  const avgTitle = scope.avgTitle || 1;
  for (const term of terms) {
    const w = term.weight * term.idf * (k1 + 1);
    scope.indexes.forEach(({ index }, i) => {
      const id = term.ids[i] ?? -1;
      if (id < 0) return;
      const base = scope.bases[i] ?? 0;
      const bytes = index.postings;
      const bodyLen = index.bodyLen;
      const titleLen = index.titleLen;
      let pos = index.postOff[id] ?? 0;
      const end = index.postOff[id + 1] ?? 0;
      let chunk = 0;
      while (pos < end) {
        let v = 0;
        let shift = 0;
        let byte: number;
        do {
          byte = bytes[pos++] ?? 0;
          v |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte & 0x80);
        chunk += v;
        v = 0;
        shift = 0;
        do {
          byte = bytes[pos++] ?? 0;
          v |= (byte & 0x7f) << shift;
          shift += 7;
        } while (byte & 0x80);
        const tfBody = v >>> 1;
        let tfTitle = 0;
        if (v & 1) {
          shift = 0;
          do {
            byte = bytes[pos++] ?? 0;
            tfTitle |= (byte & 0x7f) << shift;
            shift += 7;
          } while (byte & 0x80);
        }
        let tf = tfBody / (1 - b + (b * (bodyLen[chunk] ?? 0)) / avgBody);
        if (tfTitle) tf += (titleWeight * tfTitle) / (1 - titleB + (titleB * (titleLen[chunk] ?? 0)) / avgTitle);
        const g = base + chunk;
        if (scores[g] === 0) touched.push(g);
        scores[g] = (scores[g] ?? 0) + (w * tf) / (k1 + tf);
      }
    });
  }
}

/** The `m` best chunk positions, best first, by a bounded min-heap (touched lists can be long). */
export function topPositions(scores: Float64Array, touched: number[], m: number): number[] {
  const heap: number[] = [];
  const s = (i: number) => scores[heap[i] ?? 0] ?? 0;
  const swap = (a: number, b: number) => {
    const t = heap[a] ?? 0;
    heap[a] = heap[b] ?? 0;
    heap[b] = t;
  };
  for (const g of touched) {
    const v = scores[g] ?? 0;
    if (heap.length < m) {
      heap.push(g);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (s(parent) <= s(i)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (v > s(0)) {
      heap[0] = g;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let min = i;
        if (l < heap.length && s(l) < s(min)) min = l;
        if (r < heap.length && s(r) < s(min)) min = r;
        if (min === i) break;
        swap(i, min);
        i = min;
      }
    }
  }
  // Ties broken by position so results are deterministic.
  return heap.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}
