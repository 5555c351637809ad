/** Cross-encoder rerankers behind an HTTP `/rerank` endpoint (TEI, Cohere, Jina, vLLM, Infinity). */
export { createHttpReranker, type Reranker, type HttpRerankerOptions } from "./http-reranker.ts";
export { createConfiguredReranker } from "./configured.ts";
