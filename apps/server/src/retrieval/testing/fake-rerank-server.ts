import { failureSwitch, startLoopbackServer } from "../../test-support/loopback-server.ts";

/**
 * Test support: a local `/rerank` server in either protocol. `cohere` takes `{model, query,
 * documents, top_n}` and answers `{results: [{index, relevance_score}]}` (Cohere, Jina, vLLM);
 * `tei` takes `{query, texts}` and answers `[{index, score}]`, refusing `documents` with 422 as
 * Hugging Face's text-embeddings-inference does. A text's score is the share of the query's words
 * it contains, so the order it gives is predictable and unlike BM25's.
 */
export interface FakeRerankServer {
  url: string;
  requests: { body: Record<string, unknown>; authorization?: string }[];
  /** The next `n` requests answer with this status. */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

export function overlapScore(query: string, text: string): number {
  const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const q = words(query);
  const t = words(text);
  let hit = 0;
  for (const w of q) if (t.has(w)) hit++;
  return q.size ? hit / q.size : 0;
}

export async function startFakeRerankServer(protocol: "cohere" | "tei"): Promise<FakeRerankServer> {
  const requests: FakeRerankServer["requests"] = [];
  const failing = failureSwitch();
  const server = await startLoopbackServer((req, raw, res) => {
    const reply = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.method !== "POST" || !req.url?.endsWith("/rerank")) return reply(404, { error: "not found" });
    const failStatus = failing.take();
    if (failStatus !== null) return reply(failStatus, { error: "unavailable" });
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ body, authorization: req.headers.authorization });
    const query = String(body.query ?? "");
    const texts = protocol === "tei" ? body.texts : body.documents;
    if (!Array.isArray(texts)) return reply(422, { error: `missing field \`${protocol === "tei" ? "texts" : "documents"}\`` });
    const scored = texts.map((t, index) => ({ index, score: overlapScore(query, String(t)) })).sort((a, b) => b.score - a.score);
    if (protocol === "tei") return reply(200, scored);
    const topN = typeof body.top_n === "number" ? body.top_n : scored.length;
    reply(200, { id: "fake", results: scored.slice(0, topN).map((s) => ({ index: s.index, relevance_score: s.score })) });
  });
  return { url: `${server.origin}/v1`, requests, failNext: failing.failNext, close: server.close };
}
