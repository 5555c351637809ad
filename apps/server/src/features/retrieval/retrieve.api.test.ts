import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { bootstrap, type Running } from "../../bootstrap.ts";
import { loadConfig } from "../../platform/config.ts";
import { createLogger } from "../../platform/logger.ts";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../../retrieval/testing/fake-embeddings-server.ts";
import { overlapScore, startFakeRerankServer, type FakeRerankServer } from "../../retrieval/testing/fake-rerank-server.ts";
import { writeTinyEmbeddingModel } from "../../retrieval/testing/tiny-embedding-model.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS, openTestDatabase } from "../../test-support/test-databases.ts";
import { embeddingStatus, REEMBED_JOB } from "./index.ts";

type Json = Record<string, unknown>;
interface PassageJson {
  doc_id: string;
  doc_name: string;
  locator: { kind: string; unit: number; label: string };
  text: string;
  score: number;
}

// Words of one concept embed alike (synonyms, and the same word in French and Chinese), in both
// the fake OpenAI-compatible server and the tiny ONNX model: what a multilingual embedder does.
const CONCEPTS = [
  ["car", "automobile", "voiture", "汽车"],
  ["doctor", "physician", "médecin", "医生"],
  ["money", "budget", "argent", "预算"],
];
const GARAGE = "Garage notes.\n\nThe automobile was repaired at the garage on Main Street after the winter storms.\n";
const CLINIC = "Clinic notes.\n\nThe physician sees patients every morning at the clinic near the station.\n";
const COUNCIL = "Council notes.\n\nThe council approved the budget for the new library and the swimming pool.\n";

const json = async (res: Response) => (await res.json()) as Json;

async function register(t: { call: TestApp["call"]; deps: TestApp["deps"] }, email: string): Promise<string> {
  const body = await json(await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } }));
  // Pro: these users upload more than one document a day.
  await t.deps.db.updateTable("users").set({ plan: "PRO" }).where("email", "=", email).execute();
  return String(body.token);
}

async function upload(t: { call: TestApp["call"] }, token: string, text: string, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([text]), name);
  const res = await t.call("POST", "/api/documents", { token, body: form });
  expect(res.status).toBe(202);
  const id = String((await json(res)).doc_id);
  for (;;) {
    const doc = await json(await t.call("GET", `/api/documents/${id}`, { token }));
    if (doc.status === "ready") return id;
    if (doc.status === "failed") throw new Error(`ingest failed: ${String(doc.error)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function retrieve(t: { call: TestApp["call"] }, token: string, body: Json): Promise<PassageJson[]> {
  const res = await t.call("POST", "/api/retrieve", { token, json: body });
  expect(res.status).toBe(200);
  return (await json(res)).passages as PassageJson[];
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await probe();
    if (v) return v;
    if (i > 600) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Setup = "lexical only" | "OpenAI-compatible embedder" | "local ONNX embedder";
const SETUPS: Setup[] = ["lexical only", "OpenAI-compatible embedder", "local ONNX embedder"];
const cases = DATABASE_KINDS.flatMap((kind) => SETUPS.map((setup) => [kind, setup] as const));

describe.each(cases)("POST /api/retrieve on %s, %s", (kind, setup) => {
  let t: TestApp;
  let fake: FakeEmbeddingsServer | null = null;
  let modelDir: string | null = null;
  let token: string;
  let other: string;
  let garage: string;
  let clinic: string;
  let council: string;
  let theirs: string;
  const semantic = setup !== "lexical only";

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (setup === "OpenAI-compatible embedder") {
      fake = await startFakeEmbeddingsServer(CONCEPTS);
      Object.assign(env, { EMBEDDINGS_BASE_URL: fake.url, EMBEDDINGS_MODEL: "fake-embed", EMBEDDINGS_API_KEY: "sk-test" });
    } else if (setup === "local ONNX embedder") {
      modelDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "folio-model-")), "tiny-e5");
      await writeTinyEmbeddingModel(modelDir, CONCEPTS);
      env.EMBEDDINGS_MODEL_DIR = modelDir;
    }
    t = await createTestApp(kind, env);
    token = await register(t, "reader@example.com");
    other = await register(t, "other@example.com");
    garage = await upload(t, token, GARAGE, "garage.txt");
    clinic = await upload(t, token, CLINIC, "clinic.txt");
    council = await upload(t, token, COUNCIL, "council.txt");
    theirs = await upload(t, other, GARAGE.replace("Main Street", "Harbour Road"), "their-garage.txt");
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    if (modelDir) fs.rmSync(path.dirname(modelDir), { recursive: true, force: true });
  });

  it("stores a vector of the configured embedder with every chunk at ingestion (none without one)", async () => {
    const rows = await t.deps.db.selectFrom("chunks").select(["embedder_id", "embedding"]).where("document_id", "in", [garage, clinic, council]).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const status = await embeddingStatus(t.deps);
    if (!semantic) {
      expect(rows.every((r) => r.embedding === null && r.embedder_id === null)).toBe(true);
      expect(status.embedder).toBeNull();
      return;
    }
    const expectedId = setup === "local ONNX embedder" ? "onnx:tiny-e5:fp32:4" : `openai-compatible:${fake!.url}:fake-embed:native`;
    expect(status.embedder).toBe(expectedId);
    expect(status.current).toBe(status.chunks);
    for (const r of rows) {
      expect(r.embedder_id).toBe(expectedId);
      // int8: a format byte, the float32 scale, one byte per dimension.
      expect(r.embedding!.length).toBe(5 + (setup === "local ONNX embedder" ? 4 : CONCEPTS.length + 16));
    }
    if (fake) expect(fake.requests.every((r) => r.model === "fake-embed" && r.authorization === "Bearer sk-test")).toBe(true);
  });

  it("scoped to one document: the exact term always, a synonym and another language only with an embedder", async () => {
    const exact = await retrieve(t, token, { query: "automobile repaired", doc_ids: [garage] });
    expect(exact[0]).toMatchObject({ doc_id: garage, doc_name: "garage.txt", locator: { unit: 1 } });
    expect(exact[0]!.text).toContain("The automobile was repaired");
    expect(exact.every((p) => p.doc_id === garage)).toBe(true);

    for (const query of ["car", "voiture", "汽车"]) {
      const found = await retrieve(t, token, { query, doc_ids: [garage] });
      if (semantic) expect(found[0]?.doc_id, query).toBe(garage);
      else expect(found, query).toEqual([]);
    }
  });

  it("scoped to a set of documents: best first within the set, nothing from outside it", async () => {
    const both = await retrieve(t, token, { query: "doctor", doc_ids: [clinic, council] });
    if (semantic) expect(both[0]?.doc_id).toBe(clinic);
    expect(both.every((p) => p.doc_id === clinic || p.doc_id === council)).toBe(true);

    const withoutGarage = await retrieve(t, token, { query: "car automobile garage", doc_ids: [clinic, council], top_k: 100 });
    expect(withoutGarage.some((p) => p.doc_id === garage)).toBe(false);

    // Every document of the user: the synonym finds the garage, never the other user's copy.
    const all = await retrieve(t, token, { query: semantic ? "car" : "automobile", top_k: 100 });
    expect(all[0]?.doc_id).toBe(garage);
    expect(all.some((p) => p.doc_id === theirs)).toBe(false);
    expect(all.some((p) => p.text.includes("Harbour Road"))).toBe(false);
  });

  it("another user's document is not found (404), alone or in a set", async () => {
    for (const doc_ids of [[theirs], [garage, theirs]]) {
      const res = await t.call("POST", "/api/retrieve", { token, json: { query: "automobile", doc_ids } });
      expect(res.status).toBe(404);
      expect(String((await json(res)).detail)).toContain(theirs);
    }
    const mine = await retrieve(t, other, { query: "automobile" });
    expect(mine.map((p) => p.doc_id)).toEqual([theirs]);
  });

  // Only the HTTP embedder can be taken down (registered for that setup alone).
  if (setup === "OpenAI-compatible embedder") it("an embedder that is down: search falls back to lexical, ingestion still makes the document ready, the re-embed job fills the vectors in", async () => {
    fake!.failNext(3, 503);
    const lexical = await retrieve(t, token, { query: "automobile repaired", doc_ids: [garage] });
    expect(lexical[0]?.doc_id).toBe(garage);

    fake!.failNext(3, 503);
    const late = await upload(t, token, "Ferry notes.\n\nThe automobile ferry crosses the lake twice a day in summer.\n", "ferry.txt");
    const before = await t.deps.db.selectFrom("chunks").select(["embedding", "embedder_id"]).where("document_id", "=", late).execute();
    expect(before.every((r) => r.embedding === null && r.embedder_id === null)).toBe(true);
    expect((await retrieve(t, token, { query: "ferry", doc_ids: [late] }))[0]?.doc_id).toBe(late);

    await t.deps.queue.send(REEMBED_JOB, {});
    await until("the re-embed run", async () => {
      const s = await embeddingStatus(t.deps);
      return s.run?.status === "done" && s.current === s.chunks;
    });
    const after = await t.deps.db.selectFrom("chunks").select(["embedder_id"]).where("document_id", "=", late).execute();
    expect(after.every((r) => r.embedder_id === `openai-compatible:${fake!.url}:fake-embed:native`)).toBe(true);
    expect((await retrieve(t, token, { query: "voiture", doc_ids: [late, clinic] }))[0]?.doc_id).toBe(late);
  });
});

describe.each(DATABASE_KINDS)("changing the embedder on %s", (kind) => {
  let fake: FakeEmbeddingsServer;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    fake = await startFakeEmbeddingsServer(CONCEPTS);
  });
  afterAll(async () => {
    await fake.close();
    for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
  });

  /** The app on `database`, as a restarted server with this environment. */
  async function start(database: Awaited<ReturnType<typeof openTestDatabase>>, env: Record<string, string>, keepDatabase: boolean) {
    const dataDir = dataDirs[0] ?? fs.mkdtempSync(path.join(os.tmpdir(), "folio-reembed-"));
    if (!dataDirs.length) dataDirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
    const running: Running = await bootstrap(config, createLogger("silent"), { workers: true, database: keepDatabase ? { ...database, close: async () => {} } : database });
    const app = createApp(running.deps, { webDist: null });
    const call: TestApp["call"] = (method, p, opts = {}) => {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.json !== undefined) headers["content-type"] = "application/json";
      return Promise.resolve(app.request(p, { method, headers, body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body }));
    };
    return { running, call, deps: running.deps };
  }

  it("re-embeds every chunk in the background after a restart with another model; search uses only the new vectors", async () => {
    const database = await openTestDatabase(kind);
    const first = await start(database, { EMBEDDINGS_BASE_URL: fake.url, EMBEDDINGS_MODEL: "model-a" }, true);
    const token = await register(first, "changer@example.com");
    const docs = [await upload(first, token, GARAGE, "garage.txt"), await upload(first, token, CLINIC, "clinic.txt"), await upload(first, token, COUNCIL, "council.txt")];
    const idA = `openai-compatible:${fake.url}:model-a:native`;
    const idB = `openai-compatible:${fake.url}:model-b:native`;
    expect((await embeddingStatus(first.deps)).embedder).toBe(idA);
    await first.running.close();

    const second = await start(database, { EMBEDDINGS_BASE_URL: fake.url, EMBEDDINGS_MODEL: "model-b" }, false);
    try {
      // The restart queued the re-embed job: it records its progress and ends with every chunk on model-b.
      const status = await until("the re-embed run", async () => {
        const s = await embeddingStatus(second.deps);
        return s.run?.status === "done" ? s : null;
      });
      expect(status).toMatchObject({ embedder: idB, current: status.chunks, run: { total: status.chunks, done: status.chunks, error: null } });
      const ids = await second.deps.db.selectFrom("chunks").select("embedder_id").distinct().execute();
      expect(ids.map((r) => r.embedder_id)).toEqual([idB]);
      expect(fake.requests.some((r) => r.model === "model-b" && r.input.some((s) => s.includes("automobile")))).toBe(true);
      const found = await retrieve(second, token, { query: "car", doc_ids: docs });
      expect(found[0]?.doc_id).toBe(docs[0]);

      // Nothing stale: a further run has nothing to do and leaves the record as it was.
      const requests = fake.requests.length;
      const job = await second.deps.queue.send(REEMBED_JOB, {});
      await until("the second run", async () => (await second.deps.queue.state(REEMBED_JOB, job)) === "completed");
      expect(await embeddingStatus(second.deps)).toEqual(status);
      expect(fake.requests.length).toBe(requests);
    } finally {
      await second.running.close();
    }
  });
});

describe.each(DATABASE_KINDS.flatMap((kind) => (["cohere", "tei"] as const).map((protocol) => [kind, protocol] as const)))("POST /api/retrieve with a reranker on %s, %s protocol", (kind, protocol) => {
  let t: TestApp;
  let fake: FakeRerankServer;
  let token: string;
  let docs: string[];

  beforeAll(async () => {
    fake = await startFakeRerankServer(protocol);
    t = await createTestApp(kind, { RERANK_BASE_URL: fake.url, ...(protocol === "cohere" ? { RERANK_MODEL: "fake-rerank", RERANK_API_KEY: "rk-test" } : {}) });
    token = await register(t, "reranked@example.com");
    docs = [
      await upload(t, token, "Harbour notes.\n\nThe harbour ferry timetable changes in winter; the harbour ferry is slower then.\n", "harbour.txt"),
      await upload(t, token, "Pier notes.\n\nFrom the north pier the ferry leaves at noon every day for the island.\n", "pier.txt"),
      await upload(t, token, "Island notes.\n\nThe island has one shop and a ferry.\n", "island.txt"),
    ];
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("returns the best passages in the reranker's order, with its scores", async () => {
    const query = "when does the ferry leave the north pier";
    const passages = await retrieve(t, token, { query, doc_ids: docs, top_k: 2 });
    expect(passages).toHaveLength(2);
    expect(passages.map((p) => p.score)).toEqual(passages.map((p) => overlapScore(query, p.text)));
    expect(passages[0]?.doc_id).toBe(docs[1]);
    const sent = fake.requests.at(-1)?.body;
    expect(sent?.query).toBe(query);
    // Every candidate the ranking found went to the reranker, not only the two asked for.
    expect((protocol === "tei" ? sent?.texts : sent?.documents) as unknown[]).toHaveLength(3);
    if (protocol === "cohere") expect(fake.requests.at(-1)?.authorization).toBe("Bearer rk-test");
  });

  it("falls back to the ranking's own order when the reranker fails", async () => {
    fake.failNext(1, 503);
    const query = "when does the ferry leave the north pier";
    const passages = await retrieve(t, token, { query, doc_ids: docs, top_k: 2 });
    expect(passages).toHaveLength(2);
    expect(passages[0]?.doc_id).toBe(docs[1]);
    expect(passages.map((p) => p.score)).not.toEqual(passages.map((p) => overlapScore(query, p.text)));
  });
});
