import { fnv1a, utf8 } from "./bytes.ts";
import type { Lang } from "../text/index.ts";
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

  /** The analyzers in scope (language, stemmed or not): a folder has thousands of indexes but few of these. */
  readonly analyzers: { lang: Lang; stemmed: boolean; chunks: number }[] = [];
  private readonly analyzerOf: Int32Array;

  constructor(readonly indexes: ScopedIndex[]) {
    this.bases = new Int32Array(indexes.length + 1);
    this.analyzerOf = new Int32Array(indexes.length);
    const keys = new Map<string, number>();
    let body = 0;
    let title = 0;
    indexes.forEach(({ index }, i) => {
      this.bases[i + 1] = (this.bases[i] ?? 0) + index.nChunks;
      body += index.sumBodyLen;
      title += index.sumTitleLen;
      const key = `${index.lang}:${index.stemmed}`;
      let a = keys.get(key);
      if (a === undefined) {
        a = this.analyzers.length;
        keys.set(key, a);
        this.analyzers.push({ lang: index.lang, stemmed: index.stemmed, chunks: 0 });
      }
      this.analyzerOf[i] = a;
      const entry = this.analyzers[a];
      if (entry) entry.chunks += index.nChunks;
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

  /**
   * Per index: the term id of the term `termFor` gives for that index's analyzer (-1 where absent),
   * and the pooled document frequency. `termFor` runs once per analyzer, not once per index.
   */
  resolve(termFor: (analyzer: { lang: Lang; stemmed: boolean }) => string): { ids: Int32Array; df: number } {
    const encoded = this.analyzers.map((a) => {
      const bytes = utf8.encode(termFor(a));
      return { bytes, hash: fnv1a(bytes) };
    });
    const ids = new Int32Array(this.indexes.length);
    let df = 0;
    for (let i = 0; i < this.indexes.length; i++) {
      const index = (this.indexes[i] as ScopedIndex).index;
      const e = encoded[this.analyzerOf[i] ?? 0] as { bytes: Uint8Array; hash: number };
      const id = index.lookup(e.bytes, e.hash);
      ids[i] = id;
      if (id >= 0) df += index.termDf[id] ?? 0;
    }
    return { ids, df };
  }
}
