import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAICompatibleEmbedder } from "../adapters/embeddings/index.ts";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "./testing/fake-embeddings-server.ts";
import { buildLexicalIndex, loadLexicalIndex, type IndexChunk } from "./lexical-index.ts";
import type { ChunkText } from "./passages.ts";
import { reembedPlan } from "./reembed.ts";
import { retrieve } from "./retrieve.ts";
import { searchLexical } from "./search-lexical.ts";
import { decodeVector, encodeVector, searchByEmbedding, type VectorCandidate } from "./vectors.ts";

const CONCEPTS = [
  ["car", "automobile", "vehicle", "voiture", "coche", "auto", "汽车"],
  ["repair", "servicing", "maintenance", "réparation", "reparación", "修理"],
  ["money", "finance", "budget", "argent", "dinero"],
  ["doctor", "physician", "médecin", "médico", "医生"],
];

const DOCS: { docId: string; lang: string; pages: string[] }[] = [
  { docId: "garage", lang: "en", pages: ["The automobile needs servicing every spring.", "Opening hours are from nine to five."] },
  { docId: "bank", lang: "en", pages: ["The budget for the year was approved.", "Interest rates rose twice."] },
  { docId: "clinic", lang: "en", pages: ["The physician sees patients on Mondays.", "Parking is free for visitors."] },
];

describe("hybrid retrieval with an OpenAI-compatible embedder", () => {
  let server: FakeEmbeddingsServer;
  const chunks = new Map<string, ChunkText>();
  const stored = new Map<string, { vector: Uint8Array; embedderId: string }>();
  const indexes = DOCS.map(({ docId, lang, pages }) => {
    const list: IndexChunk[] = pages.map((text, i) => ({ id: `${docId}-${i}`, unit: i + 1, ordinal: i, text, title: docId }));
    list.forEach((c) => chunks.set(c.id, { docId, chunkId: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text }));
    return { docId, index: loadLexicalIndex(buildLexicalIndex(list, { lang })) };
  });
  const chunkTexts = async () => (_docId: string, chunkId: string) => chunks.get(chunkId);

  beforeAll(async () => {
    server = await startFakeEmbeddingsServer(CONCEPTS);
  });
  afterAll(async () => server.close());

  async function embedAll(embedderId: string, embed: (texts: string[]) => Promise<Float32Array[]>) {
    const plan = reembedPlan([...chunks.keys()].map((chunkId) => ({ chunkId, embedderId: stored.get(chunkId)?.embedderId })), { id: embedderId }, 2);
    for (const batch of plan) {
      const vectors = await embed(batch.map((id) => chunks.get(id)?.text ?? ""));
      batch.forEach((id, i) => stored.set(id, { vector: encodeVector(vectors[i] as Float32Array), embedderId }));
    }
    return plan.flat().length;
  }

  const vectorsOf = (embedderId: string) => async (): Promise<VectorCandidate[]> =>
    [...stored].filter(([, s]) => s.embedderId === embedderId).map(([chunkId, s]) => {
      const c = chunks.get(chunkId) as ChunkText;
      return { docId: c.docId, chunkId, unit: c.unit, ordinal: c.ordinal, vector: decodeVector(s.vector) };
    });

  it("finds a synonym lexical search cannot, and a passage in another language", async () => {
    const embedder = createOpenAICompatibleEmbedder({ baseUrl: server.url, apiKey: "sk-test", model: "fake-embed", batchSize: 2 });
    expect(await embedAll(embedder.id, (t) => embedder.embedDocuments(t))).toBe(6);
    expect(server.requests[0]?.authorization).toBe("Bearer sk-test");
    expect(server.requests.every((r) => r.input.length <= 2)).toBe(true);

    expect(searchLexical(indexes, "car repair", { topK: 5 })).toEqual([]);
    const hybrid = (query: string, topK: number) =>
      retrieve({ query, indexes, topK, semantic: (depth) => searchByEmbedding(embedder, query, vectorsOf(embedder.id), depth), chunkTexts });
    expect((await hybrid("car repair", 3))[0]).toMatchObject({ docId: "garage", unit: 1 });
    expect((await hybrid("réparation de la voiture", 1))[0]?.docId).toBe("garage");
    expect((await hybrid("医生", 1))[0]?.docId).toBe("clinic");
  });

  it("re-embeds every chunk when the embedder changes, and only then", async () => {
    const first = createOpenAICompatibleEmbedder({ baseUrl: server.url, model: "fake-embed" });
    await embedAll(first.id, (t) => first.embedDocuments(t));
    expect(await embedAll(first.id, (t) => first.embedDocuments(t))).toBe(0);
    const resized = createOpenAICompatibleEmbedder({ baseUrl: server.url, model: "fake-embed", dims: 20 });
    expect(resized.id).not.toBe(first.id);
    const other = createOpenAICompatibleEmbedder({ baseUrl: server.url, model: "fake-embed-2" });
    expect(await embedAll(other.id, (t) => other.embedDocuments(t))).toBe(6);
    expect((await vectorsOf(first.id)()).length).toBe(0);
    expect((await vectorsOf(other.id)()).length).toBe(6);
    expect(server.requests.at(-1)?.model).toBe("fake-embed-2");
  });

  it("keeps vectors in input order, retries server errors, reports client errors", async () => {
    const embedder = createOpenAICompatibleEmbedder({ baseUrl: server.url + "/", model: "fake-embed" });
    const [a, b] = await embedder.embedDocuments(["car", "doctor"]);
    expect(a?.[0]).toBeCloseTo(1);
    expect(b?.[3]).toBeCloseTo(1);
    expect(embedder.dims).toBe(CONCEPTS.length + 16);
    server.failNext(2, 503);
    expect((await embedder.embedQuery("money"))[2]).toBeCloseTo(1);
    server.failNext(1, 400);
    await expect(embedder.embedQuery("money")).rejects.toThrow(/400/);
  });

  it("sends e5's query and passage prefixes", async () => {
    const e5 = createOpenAICompatibleEmbedder({ baseUrl: server.url, model: "intfloat/multilingual-e5-small" });
    await e5.embedQuery("car");
    await e5.embedDocuments(["car"]);
    expect(server.requests.slice(-2).map((r) => r.input[0])).toEqual(["query: car", "passage: car"]);
  });
});
