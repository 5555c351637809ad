import { defaultPrefixes, type Embedder } from "./embedder.ts";

export interface OpenAICompatibleEmbedderOptions {
  /** e.g. http://localhost:11434/v1 (Ollama), http://vllm:8000/v1, https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Requested output size (OpenAI's `dimensions`); otherwise the model's own, learned on first use. */
  dims?: number;
  fetch?: typeof fetch;
  /** Texts per request. */
  batchSize?: number;
  queryPrefix?: string;
  documentPrefix?: string;
  timeoutMs?: number;
}

interface EmbeddingsResponse {
  data?: { embedding?: number[]; index?: number }[];
}

const RETRIES = 2;

/**
 * An embedder over any server that speaks OpenAI's `POST /embeddings`. Batches requests, keeps the
 * answer's order by `index`, retries rate limits and server errors twice with a short backoff.
 */
export function createOpenAICompatibleEmbedder(opts: OpenAICompatibleEmbedderOptions): Embedder {
  const doFetch = opts.fetch ?? fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, "")}/embeddings`;
  const batchSize = opts.batchSize ?? 64;
  const prefixes = defaultPrefixes(opts.model);
  const queryPrefix = opts.queryPrefix ?? prefixes.query;
  const documentPrefix = opts.documentPrefix ?? prefixes.document;
  let dims = opts.dims ?? 0;

  async function request(input: string[]): Promise<Float32Array[]> {
    const body = JSON.stringify({ model: opts.model, input, encoding_format: "float", ...(opts.dims ? { dimensions: opts.dims } : {}) });
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000) });
      if (res.ok) return parse((await res.json()) as EmbeddingsResponse, input.length);
      const retryable = res.status === 429 || res.status >= 500;
      const detail = (await res.text().catch(() => "")).slice(0, 300);
      if (!retryable || attempt >= RETRIES) throw new Error(`Embeddings request to ${url} failed: ${res.status} ${detail}`);
      await new Promise((r) => setTimeout(r, 250 * 2 ** attempt));
    }
  }

  function parse(json: EmbeddingsResponse, expected: number): Float32Array[] {
    const data = json.data ?? [];
    if (data.length !== expected) throw new Error(`Embeddings response has ${data.length} vectors for ${expected} inputs`);
    const out: Float32Array[] = new Array(expected);
    data.forEach((d, i) => {
      const v = Float32Array.from(d.embedding ?? []);
      if (!v.length) throw new Error("Embeddings response holds an empty vector");
      if (!dims) dims = v.length;
      if (v.length !== dims) throw new Error(`Embedding has ${v.length} dimensions, expected ${dims}`);
      out[d.index ?? i] = v;
    });
    return out;
  }

  return {
    // Known before the first call, so stored vectors can be matched to it: "native" is the model's own size.
    id: `openai-compatible:${opts.baseUrl.replace(/\/+$/, "")}:${opts.model}:${opts.dims ?? "native"}`,
    get dims() {
      return dims;
    },
    async embedDocuments(texts) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batchSize) out.push(...(await request(texts.slice(i, i + batchSize).map((t) => documentPrefix + t))));
      return out;
    },
    async embedQuery(text) {
      const [v] = await request([queryPrefix + text]);
      if (!v) throw new Error("Embeddings response is empty");
      return v;
    },
  };
}
