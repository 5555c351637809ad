import { pathToFileURL } from "node:url";
import { buildLexicalIndex, decodeVector, encodeVector, fuseRrf, IndexCache, searchLexical, searchVectors, verifyQuote, type IndexChunk, type LexicalIndex, type ScopedIndex, type VectorCandidate } from "../apps/server/src/retrieval/index.ts";
import { syntheticBeir } from "../eval/harness/synthetic-corpus.ts";
import { percentile } from "./support/percentile.ts";

const RUNS = 200;
const DIMS = 384;

/**
 * Lexical search speed over loaded indexes (warm cache): one 600-page document (5 chunks a page,
 * ~3,000 chunks) and a folder of 5,000 documents (~50,000 chunks). The text is the synthetic
 * scientific prose of the evaluation set (Zipfian vocabulary, inflected words, English function
 * words), chunks of ~100-250 words; queries are that set's claims. Also: index build time and the
 * index's size per 1,000 chunks (the persisted bytes, which is what the cache holds).
 */
export async function benchRetrieval(): Promise<Record<string, string | number>> {
  const bookSet = syntheticBeir({ seed: 101, docs: 3000, queries: RUNS });
  const book: IndexChunk[] = bookSet.corpus.map((d, i) => ({ id: `c${i}`, unit: Math.floor(i / 5) + 1, ordinal: i, text: d.text, title: "Annual research report" }));
  let t = performance.now();
  const bookBytes = buildLexicalIndex(book, { lang: "en" });
  const bookBuildMs = performance.now() - t;

  const folderSet = syntheticBeir({ seed: 202, docs: 50_000, queries: RUNS });
  const folderBlobs: Uint8Array[] = [];
  t = performance.now();
  for (let d = 0; d < 5000; d++) {
    const chunks = folderSet.corpus.slice(d * 10, d * 10 + 10).map((c, i) => ({ id: `d${d}c${i}`, unit: i + 1, ordinal: i, text: c.text, title: folderSet.corpus[d * 10]?.title ?? "" }));
    folderBlobs.push(buildLexicalIndex(chunks, { lang: "en" }));
  }
  const folderBuildMs = performance.now() - t;
  const folderChunks = 50_000;
  const folderBytes = folderBlobs.reduce((n, b) => n + b.length, 0);

  // Loaded through the cache, as the server does; the timed searches then find every index warm.
  const cache = new IndexCache({ maxBytes: 1 << 30 });
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const bookIndex: LexicalIndex = await cache.get("book", async () => bookBytes);
  t = performance.now();
  const folder: ScopedIndex[] = [];
  for (let d = 0; d < folderBlobs.length; d++) folder.push({ docId: `d${d}`, index: await cache.get(`d${d}`, async () => folderBlobs[d] as Uint8Array) });
  const folderLoadMs = performance.now() - t;

  const bookLatency = measure(bookSet.queries.map((q) => q.text), (q) => searchLexical([{ docId: "book", index: bookIndex }], q, { topK: 50 }));
  const folderLatency = measure(folderSet.queries.map((q) => q.text), (q) => searchLexical(folder, q, { topK: 50 }));
  const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

  // Hybrid: the same folder with a 384-dimensional vector per chunk (multilingual-e5-small's size;
  // the scan's cost does not depend on the values, so they are seeded noise), stored int8 and
  // decoded as the server caches them; lexical + exact semantic scan + fusion, query embedding excluded.
  let seed = 7;
  const noise = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32) - 0.5;
  const vector = () => Float32Array.from({ length: DIMS }, noise);
  const stored = Array.from({ length: folderChunks }, () => encodeVector(vector()));
  const candidates: VectorCandidate[] = stored.map((b, i) => ({ docId: `d${Math.floor(i / 10)}`, chunkId: `d${Math.floor(i / 10)}c${i % 10}`, unit: (i % 10) + 1, ordinal: i % 10, vector: decodeVector(b) }));
  const queryVectors = new Map(folderSet.queries.map((q) => [q.text, vector()]));
  const hybridLatency = measure(folderSet.queries.map((q) => q.text), (q) => fuseRrf([searchLexical(folder, q, { topK: 50 }), searchVectors(queryVectors.get(q)!, candidates, 50)]));

  // Quote repair in a long unit (a ~130 KB chapter): a model's slightly misquoted sentence is found
  // by searching around exact pieces of the quote, not by an edit distance over the whole chapter.
  const filler = "The committee met again and discussed the budget at length without a decision. ".repeat(800);
  const chapter = `${filler}Construction began in March 2020 and is expected to finish in 2025. ${filler}`;
  const repairLatency = measure(Array.from({ length: 50 }, (_, i) => `Construction started in March 2020 and is expected to finish in ${2025 + (i % 2)}`), (q) => verifyQuote(chapter, q));

  return {
    book_chunks: book.length,
    book_build_ms: round(bookBuildMs),
    book_search_ms_p50: round(bookLatency.p50),
    book_search_ms_p95: round(bookLatency.p95),
    folder_documents: folderBlobs.length,
    folder_chunks: folderChunks,
    folder_build_ms: round(folderBuildMs),
    folder_load_ms_all_indexes: round(folderLoadMs),
    folder_search_ms_p50: round(folderLatency.p50),
    folder_search_ms_p95: round(folderLatency.p95),
    hybrid_folder_search_ms_p50: round(hybridLatency.p50),
    hybrid_folder_search_ms_p95: round(hybridLatency.p95),
    vectors_kib_per_1000_chunks_stored_int8: round((stored.reduce((n, b) => n + b.length, 0) / folderChunks) * 1000 / 1024),
    vectors_kib_per_1000_chunks_in_cache: round((DIMS * 4 * 1000) / 1024),
    index_kib_per_1000_chunks_book: round((bookBytes.length / book.length) * 1000 / 1024),
    index_kib_per_1000_chunks_folder: round((folderBytes / folderChunks) * 1000 / 1024),
    process_memory_growth_mib_after_loading: round((heapAfter - heapBefore) / 2 ** 20),
    cache: JSON.stringify(cache.stats()),
    quote_repair_130kb_unit_ms_p50: round(repairLatency.p50),
    quote_repair_130kb_unit_ms_p95: round(repairLatency.p95),
    runs: RUNS,
  };
}

function measure(queries: string[], search: (q: string) => unknown): { p50: number; p95: number } {
  for (const q of queries.slice(0, 20)) search(q); // warm-up: JIT and segmenters
  const times = queries.map((q) => {
    const t = performance.now();
    search(q);
    return performance.now() - t;
  });
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const round = (x: number) => Math.round(x * 10) / 10;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchRetrieval(), null, 2));
}
