/**
 * Folder search through the server (issue 17: retrieval over a 5,000-document folder under 100 ms
 * at p95): a real Folio server process (`npm start`'s command, embedded database, default
 * settings, its own DATA_DIR) and one user's folder of 5,000 small text documents, each uploaded
 * into the folder by the real upload route (POST /api/documents with knowledge_base_id) and
 * ingested by the server's own job. The documents are the synthetic abstracts of the evaluation set
 * (eval/harness/synthetic-corpus.ts), one a document with its title: the shape of the issue's
 * scientific-claims corpus of 5,000 abstracts, on which the learned re-ranking applies (decision
 * 44). Then timed searches over the folder through HTTP, one at a time, each a new claim of that set:
 * - POST /api/retrieve with knowledge_base_id and the default top_k (10): a folder search;
 * - the same with top_k 8: as many passages as a folder chat's answer is given (PASSAGES in
 *   apps/server/src/features/chat/answer-scope.ts), found by the same search (a chat also reads
 *   their units' text, and answers);
 * - the same with top_k 100, the evaluation harness's depth.
 * The first searches read every document's index into the server's cache (reported as cold); the
 * timed ones are warm, as a folder in use is. p50/p95 are request to whole JSON answer.
 * Most of its time is the ingestion (5,000 uploads, a few minutes on two cores). Run alone with
 * `npx tsx bench/folder-search.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startServerProcess } from "../apps/server/src/test-support/server-process.ts";
import { syntheticBeir } from "../eval/harness/synthetic-corpus.ts";
import { percentile } from "./support/percentile.ts";
import { createUnlimitedUser, logIn, waitUntilReady } from "./support/server-user.ts";

const DOCUMENTS = 5000;
const UPLOADS_AT_ONCE = 4;
const WARM_UP = 10;
const RUNS = 100;
const EMAIL = "bench-folder-search@example.com";
const PASSWORD = "long enough";
/** How often a document's status is asked for while the folder is ingested. */
const POLL_MS = 50;
const round = (n: number) => Number(n.toFixed(1));

type Call = (method: string, url: string, body?: RequestInit["body"]) => Promise<Response>;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Uploads every document into the folder (a few at a time, as a dropped folder goes); their ids. */
async function uploadAll(call: Call, folderId: string, texts: string[]): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const uploader = async () => {
    for (let i = next++; i < texts.length; i = next++) {
      const form = new FormData();
      form.append("knowledge_base_id", folderId);
      form.append("file", new Blob([texts[i]!]), `abstract-${String(i + 1).padStart(4, "0")}.txt`);
      ids.push((await json<{ doc_id: string }>(await call("POST", "/api/documents", form), `upload ${i}`)).doc_id);
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploader));
  return ids;
}

/** Request to whole answer of each search, in ms; each answer must hold passages of the folder. */
async function timeSearches(call: Call, folderId: string, queries: string[], topK: number): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    const { passages } = await json<{ passages: unknown[] }>(await call("POST", "/api/retrieve", JSON.stringify({ query, knowledge_base_id: folderId, top_k: topK })), "retrieve");
    times.push(performance.now() - started);
    if (passages.length === 0) throw new Error(`no passage for "${query}"`);
  }
  return times;
}

export async function benchFolderSearch(): Promise<Record<string, string | number>> {
  const corpus = syntheticBeir({ seed: 303, docs: DOCUMENTS, queries: WARM_UP + 3 * RUNS });
  const texts = corpus.corpus.map((a) => `${a.title}\n\n${a.text}`);
  const queries = corpus.queries.map((q) => q.text);
  const dir = await mkdtemp(path.join(os.tmpdir(), "folio-bench-folder-search-"));
  const env = { DATA_DIR: path.join(dir, "data") };
  // 5,000 uploads in a day and 5,000 documents in one folder are over every plan: PRO, unlimited.
  createUnlimitedUser(env, EMAIL, PASSWORD);
  const server = await startServerProcess(env);
  try {
    const auth = { authorization: `Bearer ${await logIn(server.base, EMAIL, PASSWORD)}` };
    const call: Call = (method, url, body) => fetch(`${server.base}${url}`, { method, body, headers: { ...auth, ...(typeof body === "string" ? { "content-type": "application/json" } : {}) } });
    const { id: folderId } = await json<{ id: string }>(await call("POST", "/api/knowledge", JSON.stringify({ name: "Five thousand abstracts" })), "create folder");

    const ingestStarted = performance.now();
    for (const id of await uploadAll(call, folderId, texts)) await waitUntilReady(server.base, auth, id, POLL_MS);
    const ingestS = (performance.now() - ingestStarted) / 1000;

    const coldStarted = performance.now();
    await timeSearches(call, folderId, queries.slice(0, 1), 10);
    const coldMs = performance.now() - coldStarted;
    await timeSearches(call, folderId, queries.slice(1, WARM_UP), 10);
    const at = (k: number) => queries.slice(WARM_UP + k * RUNS, WARM_UP + (k + 1) * RUNS);
    const search = await timeSearches(call, folderId, at(0), 10);
    const chat = await timeSearches(call, folderId, at(1), 8);
    const deep = await timeSearches(call, folderId, at(2), 100);
    return {
      documents: DOCUMENTS,
      ingest_s: round(ingestS),
      documents_per_s: round(DOCUMENTS / ingestS),
      first_search_cold_ms: round(coldMs),
      search_top10_ms_p50: round(percentile(search, 0.5)),
      search_top10_ms_p95: round(percentile(search, 0.95)),
      chat_passages_top8_ms_p50: round(percentile(chat, 0.5)),
      chat_passages_top8_ms_p95: round(percentile(chat, 0.95)),
      eval_depth_top100_ms_p50: round(percentile(deep, 0.5)),
      eval_depth_top100_ms_p95: round(percentile(deep, 0.95)),
      runs: RUNS,
      folder: `${DOCUMENTS} TXT documents of one synthetic abstract each, uploaded into the folder and ingested by the server; embedded database, POST /api/retrieve over HTTP`,
    };
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchFolderSearch())) console.log(`${k}\t${v}`);
}
