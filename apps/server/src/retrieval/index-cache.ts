import { loadLexicalIndex, type LexicalIndex } from "./lexical-index.ts";

/**
 * Loaded per-document indexes, least recently used first out, bounded by the bytes they hold.
 * Concurrent requests for the same document share one load. An index larger than the whole
 * budget is returned but not kept.
 */
export class IndexCache {
  private readonly maxBytes: number;
  private readonly entries = new Map<string, LexicalIndex>(); // insertion order = recency
  private readonly loading = new Map<string, Promise<LexicalIndex>>();
  private bytes = 0;

  constructor(opts: { maxBytes: number }) {
    this.maxBytes = opts.maxBytes;
  }

  async get(docId: string, load: () => Promise<Uint8Array>): Promise<LexicalIndex> {
    const hit = this.peek(docId);
    if (hit) return hit;
    const pending = this.loading.get(docId);
    if (pending) return pending;
    const promise = load()
      .then((bytes) => {
        const index = loadLexicalIndex(bytes);
        // Only keep it if nobody evicted the document while it was loading.
        if (this.loading.get(docId) === promise) this.put(docId, index);
        return index;
      })
      .finally(() => {
        if (this.loading.get(docId) === promise) this.loading.delete(docId);
      });
    this.loading.set(docId, promise);
    return promise;
  }

  /**
   * The loaded index, now the most recently used; undefined when it is not loaded. Synchronous: a
   * search of a warm 5,000-document folder takes its indexes without 5,000 promises.
   */
  peek(docId: string): LexicalIndex | undefined {
    const hit = this.entries.get(docId);
    if (hit) {
      this.entries.delete(docId);
      this.entries.set(docId, hit);
    }
    return hit;
  }

  /** Forget a document (re-indexed or deleted); a load in flight is not cached either. */
  evict(docId: string): void {
    this.loading.delete(docId);
    const index = this.entries.get(docId);
    if (!index) return;
    this.entries.delete(docId);
    this.bytes -= index.byteLength;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private put(docId: string, index: LexicalIndex): void {
    this.evict(docId);
    if (index.byteLength > this.maxBytes) return;
    this.entries.set(docId, index);
    this.bytes += index.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }
}
