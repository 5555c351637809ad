import { fnv1a, utf8 } from "./bytes.ts";
import type { LexicalIndex } from "./lexical-index.ts";

export interface ScopedIndex {
  docId: string;
  index: LexicalIndex;
}

/**
 * Corpus statistics pooled over every document in scope, so a term's IDF and the average field
 * lengths mean the same thing whether one document or a folder of 5,000 is searched.
 */
export class Scope {
  readonly N: number;
  readonly avgBody: number;
  readonly avgTitle: number;
  /** Global chunk position of each index's first chunk (scores live in one array for the scope). */
  readonly bases: Int32Array;

  constructor(readonly indexes: ScopedIndex[]) {
    this.bases = new Int32Array(indexes.length + 1);
    let body = 0;
    let title = 0;
    indexes.forEach(({ index }, i) => {
      this.bases[i + 1] = (this.bases[i] ?? 0) + index.nChunks;
      body += index.sumBodyLen;
      title += index.sumTitleLen;
    });
    this.N = this.bases[indexes.length] ?? 0;
    this.avgBody = this.N ? body / this.N : 1;
    this.avgTitle = this.N ? title / this.N : 1;
  }

  /** Which index a global chunk position belongs to. */
  owner(pos: number): number {
    let lo = 0;
    let hi = this.indexes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((this.bases[mid] ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Per index: the term id of `term` (-1 where absent), and the pooled document frequency. */
  resolve(termFor: (index: LexicalIndex) => string): { ids: Int32Array; df: number } {
    const ids = new Int32Array(this.indexes.length);
    const encoded = new Map<string, [Uint8Array, number]>();
    let df = 0;
    this.indexes.forEach(({ index }, i) => {
      const term = termFor(index);
      let e = encoded.get(term);
      if (!e) {
        const bytes = utf8.encode(term);
        e = [bytes, fnv1a(bytes)];
        encoded.set(term, e);
      }
      const id = index.lookup(e[0], e[1]);
      ids[i] = id;
      if (id >= 0) df += index.termDf[id] ?? 0;
    });
    return { ids, df };
  }
}
