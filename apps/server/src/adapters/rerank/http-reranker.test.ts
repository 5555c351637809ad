import { afterEach, describe, expect, it } from "vitest";
import { startFakeRerankServer, type FakeRerankServer } from "../../retrieval/testing/fake-rerank-server.ts";
import { rerankItems } from "../../retrieval/index.ts";
import { createHttpReranker } from "./http-reranker.ts";

const TEXTS = ["The budget was approved.", "Insulin resistance rises with obesity in adults.", "Obesity and insulin are discussed."];

describe("HTTP reranker", () => {
  let server: FakeRerankServer | undefined;
  afterEach(async () => server?.close());

  it("speaks the Cohere/Jina/vLLM protocol: documents, model, top_n and the bearer key", async () => {
    server = await startFakeRerankServer("cohere");
    const reranker = createHttpReranker({ baseUrl: server.url, model: "bge-reranker-v2-m3", apiKey: "sk-test" });
    const ranked = await reranker.rerank("insulin resistance obesity", TEXTS, 2);
    expect(ranked.map((r) => r.index)).toEqual([1, 2]);
    expect(server.requests[0]?.body).toMatchObject({ model: "bge-reranker-v2-m3", query: "insulin resistance obesity", documents: TEXTS, top_n: 2 });
    expect(server.requests[0]?.authorization).toBe("Bearer sk-test");
  });

  it("switches to TEI's texts when the server refuses documents, and stays with it", async () => {
    server = await startFakeRerankServer("tei");
    const reranker = createHttpReranker({ baseUrl: server.url });
    expect((await reranker.rerank("insulin resistance obesity", TEXTS, 3)).map((r) => r.index)).toEqual([1, 2, 0]);
    expect((await reranker.rerank("budget approved", TEXTS, 1)).map((r) => r.index)).toEqual([0]);
    // Refused once as `documents`, then asked as `texts` from then on.
    expect(server.requests.map((r) => Object.keys(r.body).includes("texts"))).toEqual([false, true, true]);
  });

  it("reorders items by score, unscored items after the scored ones in their own order", async () => {
    server = await startFakeRerankServer("cohere");
    const reranker = createHttpReranker({ baseUrl: server.url, model: "m" });
    const scored = await reranker.rerank("insulin", TEXTS, 1);
    expect(scored).toHaveLength(1);
    const items = TEXTS.map((text, id) => ({ id, text }));
    const fake = { id: "x", rerank: () => Promise.resolve(scored) };
    expect((await rerankItems(fake, "insulin", items, (i) => i.text)).map((r) => r.item.id)).toEqual([1, 0, 2]);
  });

  it("throws on a failing server or a malformed answer, for the caller to fall back", async () => {
    server = await startFakeRerankServer("cohere");
    server.failNext(1, 503);
    const reranker = createHttpReranker({ baseUrl: server.url, model: "m" });
    await expect(reranker.rerank("insulin", TEXTS, 3)).rejects.toThrow(/503/);
    const bad = createHttpReranker({ baseUrl: "http://x", fetch: () => Promise.resolve(new Response(JSON.stringify({ results: [{ index: 7, relevance_score: 1 }] }))) });
    await expect(bad.rerank("insulin", TEXTS, 3)).rejects.toThrow(/valid index/);
  });
});
