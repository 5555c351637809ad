/**
 * Folio's retrieval library: scoped exact search over per-document indexes (BM25F with feedback
 * and proximity), optional embeddings scanned exactly, reciprocal-rank fusion, passage assembly,
 * citation-quote verification. Pure functions and in-memory structures: storage, jobs and the
 * HTTP route live with their owners; the embedding models and the reranker client are adapters
 * (adapters/embeddings, adapters/rerank); the evaluation harnesses (metrics, BEIR loader) in eval/harness/.
 */
export { buildLexicalIndex, loadLexicalIndex, LexicalIndex, type IndexChunk, type BuildOptions } from "./lexical-index.ts";
export { buildLexicalIndexOffThread, prewarmLexicalIndexThread } from "./build-index-off-thread.ts";
export { IndexCache } from "./index-cache.ts";
export { searchLexical, type LexicalSearchOptions } from "./search-lexical.ts";
export type { ScopedIndex } from "./scope.ts";
export { DEFAULT_BM25, type Bm25Params } from "./bm25.ts";
export { DEFAULT_PRF, type PrfParams } from "./prf.ts";
export type { Hit } from "./hit.ts";
export { encodeVector, decodeVector, searchVectors, searchByEmbedding, type VectorCandidate } from "./vectors.ts";
export { fuseRrf } from "./fusion.ts";
export { rerankItems } from "./rerank-items.ts";
export { analyzeQuestion, type AnalyzedQuestion } from "./question.ts";
export { assemblePassages, type ChunkText, type Passage, type AssembleOptions } from "./passages.ts";
export { verifyQuote, type QuoteCheck } from "./verify-quote.ts";
export { reembedPlan, type StoredEmbedding } from "./reembed.ts";
export { retrieve, type RetrieveOptions, type ChunkLookup } from "./retrieve.ts";
