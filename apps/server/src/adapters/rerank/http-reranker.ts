/** A cross-encoder behind an HTTP `/rerank` endpoint: scores each (query, text) pair. */
export interface Reranker {
  /** `{baseUrl}:{model}`, for logs. */
  readonly id: string;
  /** Relevance of each text to the query, by the texts' positions; best first, at most `topN`. */
  rerank(query: string, texts: string[], topN: number): Promise<{ index: number; score: number }[]>;
}

export interface HttpRerankerOptions {
  /** e.g. http://localhost:8080 (TEI), http://vllm:8000/v1, https://api.cohere.com/v2, https://api.jina.ai/v1 */
  baseUrl: string;
  /** Required by Cohere, Jina and vLLM; TEI serves one model and needs none. */
  model?: string;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Cohere, Jina, vLLM, Infinity: `{results: [{index, relevance_score}]}`; TEI: `[{index, score}]`. */
type RerankResponse = { results?: { index?: number; relevance_score?: number }[] } | { index?: number; score?: number }[];

/**
 * A reranker over either family of `/rerank` servers. The texts go as `documents` (Cohere, Jina,
 * vLLM, Infinity); a server that refuses that body as invalid (400/422: TEI wants `texts`) is asked
 * again with `texts`, and that form is kept for the process.
 */
export function createHttpReranker(opts: HttpRerankerOptions): Reranker {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/rerank`;
  let field: "documents" | "texts" = "documents";

  async function post(query: string, texts: string[], topN: number, as: "documents" | "texts"): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
    const body = as === "documents" ? { model: opts.model, query, documents: texts, top_n: topN, return_documents: false } : { query, texts, raw_scores: false, return_text: false, truncate: true };
    return doFetch(url, { method: "POST", headers, body: JSON.stringify(body), signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
  }

  return {
    id: `${opts.baseUrl.replace(/\/+$/, "")}:${opts.model ?? "default"}`,
    async rerank(query, texts, topN) {
      if (!texts.length) return [];
      let res = await post(query, texts, topN, field);
      if ((res.status === 400 || res.status === 422) && field === "documents") {
        const retry = await post(query, texts, topN, "texts");
        if (retry.ok) field = "texts";
        res = retry;
      }
      if (!res.ok) throw new Error(`Rerank request to ${url} failed: ${res.status} ${(await res.text().catch(() => "")).slice(0, 300)}`);
      return parseRerank((await res.json()) as RerankResponse, texts.length).slice(0, topN);
    },
  };
}

function parseRerank(json: RerankResponse, n: number): { index: number; score: number }[] {
  const rows = Array.isArray(json) ? json.map((r) => ({ index: r.index, score: r.score })) : (json.results ?? []).map((r) => ({ index: r.index, score: r.relevance_score }));
  const out: { index: number; score: number }[] = [];
  for (const r of rows) {
    if (typeof r.index !== "number" || typeof r.score !== "number" || r.index < 0 || r.index >= n || !Number.isInteger(r.index)) throw new Error("Rerank response holds a result without a valid index and score");
    out.push({ index: r.index, score: r.score });
  }
  return out.sort((a, b) => b.score - a.score);
}
