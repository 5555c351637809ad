/**
 * Load (issue 26, point 7): USERS concurrent users for SECONDS seconds on loopback against real
 * Folio processes, twice: one process (`npm start`: API and jobs on the embedded database) and two
 * API processes (WORKERS=false) plus one `npm run worker` on the PostgreSQL server, the users spread
 * over both APIs as a load balancer would.
 *
 * Each user is a session of its own, from its own loopback address, looping: wait a think time
 * (0.5-1.5 s), then one action drawn by weight: list its documents (40 %), search its 300-page
 * document (30 %, POST /api/retrieve), ask LOCAL about it (20 %, POST /api/chat, the stream read to
 * its end) or upload a small text document (10 %, ingested by the workers meanwhile). The users
 * belong to ACCOUNTS accounts without plan limits (five sessions each), each owning a generated
 * 300-page PDF uploaded and ingested before the clock starts: 100 ingestions of 300 pages would take
 * the set-up longer than the measurement. Any status of 400 or more, a cut connection, or a chat
 * stream without its end is an error. Figures: requests and requests/s, p50/p95/p99 latency overall
 * and per action, errors, each process's resident memory before and after, the load average.
 * Run alone with `npx tsx bench/load.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase } from "../apps/server/src/platform/db/connect.ts";
import { migrateToLatest } from "../apps/server/src/platform/db/migrate.ts";
import { upsertVerifiedUser } from "../apps/server/src/features/accounts/index.ts";
import { makePdf } from "../apps/server/src/ingest/testing/make-pdf.ts";
import { generateBook } from "../apps/server/src/features/summaries/engine/testdata/long-document.ts";
import { rawRequest, type RawOutcome } from "../apps/server/src/test-support/raw-http.ts";
import { createScratchDatabase, startServerProcess, startWorkerProcess, type ServerProcess } from "../apps/server/src/test-support/server-process.ts";
import { percentile } from "./support/percentile.ts";

const USERS = 100;
const ACCOUNTS = 20;
const SECONDS = 60;
const PAGES = 300;
const REQUEST_TIMEOUT_MS = 60_000;
const ACTIONS = [
  { name: "list", weight: 40 },
  { name: "search", weight: 30 },
  { name: "chat", weight: 20 },
  { name: "upload", weight: 10 },
] as const;
type Action = (typeof ACTIONS)[number]["name"];
const QUESTIONS = ["Who rebuilt the harbour wall?", "What happened to the fishing fleet?", "Where did the ferry go?", "When was the storm?", "What did the council decide?"];

const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB, from Linux's /proc. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return round(Number(kb) / 1024);
}

/** The 300-page book every account owns, typeset 48 lines a page. */
function bookPdf(): Buffer {
  const words = generateBook(220, 48)
    .chapters.map((c) => c.text)
    .join("\n")
    .replace(/[^\x20-\x7e\n]/gu, "-")
    .split(/\s+/u);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 14) lines.push(words.slice(i, i + 14).join(" "));
  const perPage = Math.ceil(lines.length / PAGES);
  return Buffer.from(makePdf(Array.from({ length: PAGES }, (_, p) => ({ lines: lines.slice(p * perPage, (p + 1) * perPage) }))));
}

function multipart(name: string, content: Buffer): { contentType: string; bytes: Buffer } {
  const boundary = `----folio-load-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

interface Client {
  base: string;
  token: string;
  address: string;
}

async function call(c: Client, method: string, target: string, body?: { contentType: string; bytes: Buffer }): Promise<RawOutcome> {
  const headers: Record<string, string> = { authorization: `Bearer ${c.token}` };
  if (body) headers["content-type"] = body.contentType;
  return rawRequest(c.base, { method, path: target, headers, ...(body ? { body: { kind: "bytes", bytes: body.bytes } } : {}) }, { timeoutMs: REQUEST_TIMEOUT_MS, localAddress: c.address });
}

const json = (body: unknown) => ({ contentType: "application/json", bytes: Buffer.from(JSON.stringify(body)) });
const bodyOf = (o: RawOutcome) => (o.kind === "answered" ? (JSON.parse(o.body) as Record<string, unknown>) : {});

/** Accounts without limits, created in the database before the processes start; their session tokens. */
async function createAccounts(target: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string }): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const tokens: string[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const user = await upsertVerifiedUser(database.db, { email: `load${i}@example.com`, password: "long enough", plan: "ENTERPRISE", unlimited: true, sessionDays: 30 });
      tokens.push(user.token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

/** Each account uploads the book; returns the document ids once all are ready. */
async function uploadBooks(clients: Client[], book: Buffer): Promise<string[]> {
  const ids = await Promise.all(
    clients.map(async (c) => {
      const res = await call(c, "POST", "/api/documents", multipart("book-300.pdf", book));
      if (res.kind !== "answered" || res.status !== 202) throw new Error(`the book upload answered ${res.kind === "answered" ? `${res.status} ${res.body}` : res.error}`);
      return String(bodyOf(res).doc_id);
    }),
  );
  for (let i = 0; i < ids.length; i++) {
    for (let tries = 0; ; tries++) {
      const doc = bodyOf(await call(clients[i]!, "GET", `/api/documents/${ids[i]}`));
      if (doc.status === "ready") break;
      if (doc.status === "failed" || tries > 6000) throw new Error(`the book was not ingested: ${String(doc.status)} ${String(doc.error)}`);
      await sleep(100);
    }
  }
  return ids;
}

/** USERS users over the processes' bases for SECONDS seconds; latencies by action and the errors. */
async function drive(bases: string[], tokens: string[], docIds: string[]): Promise<{ ms: Record<Action, number[]>; errors: string[]; wallS: number }> {
  const ms: Record<Action, number[]> = { list: [], search: [], chat: [], upload: [] };
  const errors: string[] = [];
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const account = i % ACCOUNTS;
      const client: Client = { base: bases[i % bases.length]!, token: tokens[account]!, address: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}` };
      const chatId = String(bodyOf(await call(client, "GET", `/api/chat?doc_id=${docIds[account]}`)).chat_id);
      return { client, docId: docIds[account]!, chatId, n: 0 };
    }),
  );
  const total = ACTIONS.reduce((s, a) => s + a.weight, 0);
  const pick = (): Action => {
    let r = Math.random() * total;
    for (const a of ACTIONS) if ((r -= a.weight) < 0) return a.name;
    return "list";
  };
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    users.map(async (u, i) => {
      while (performance.now() < end) {
        await sleep(500 + Math.random() * 1000);
        if (performance.now() >= end) break;
        const action = pick();
        const t0 = performance.now();
        let res: RawOutcome;
        if (action === "list") res = await call(u.client, "GET", "/api/documents?page=1");
        else if (action === "search") res = await call(u.client, "POST", "/api/retrieve", json({ query: QUESTIONS[u.n % QUESTIONS.length], doc_ids: [u.docId], top_k: 10 }));
        else if (action === "chat") res = await call(u.client, "POST", `/api/chat/${u.docId}?chat_id=${u.chatId}&model_name=LOCAL&language=EN`, json({ message: QUESTIONS[u.n % QUESTIONS.length] }));
        else res = await call(u.client, "POST", "/api/documents", multipart(`note-${i}-${u.n}.txt`, Buffer.from(`Note ${u.n} of user ${i}. The harbour wall was inspected on day ${u.n}; the ferry ran on time and the fleet came home before the storm.`)));
        ms[action].push(performance.now() - t0);
        u.n++;
        const wanted = action === "upload" ? 202 : 200;
        if (res.kind !== "answered") errors.push(`${action}: ${res.error}`);
        else if (res.status !== wanted) errors.push(`${action}: ${res.status} ${res.body.slice(0, 200)}`);
        else if (action === "chat" && !res.body.includes('"type":"finish"')) errors.push("chat: the stream ended without its finish part");
      }
    }),
  );
  return { ms, errors, wallS: (performance.now() - started) / 1000 };
}

async function measure(label: string, processes: ServerProcess[], apis: ServerProcess[], tokens: string[], book: Buffer, results: Record<string, string | number>): Promise<void> {
  const setupClients = tokens.map((token, i) => ({ base: apis[i % apis.length]!.base, token, address: "127.0.0.1" }));
  const docIds = await uploadBooks(setupClients, book);
  await sleep(2000);
  const before = processes.map((p) => rssMb(p.pid));
  const { ms, errors, wallS } = await drive(
    apis.map((a) => a.base),
    tokens,
    docIds,
  );
  const load = os.loadavg()[0]!;
  const after = processes.map((p) => rssMb(p.pid));
  const all = Object.values(ms).flat();
  results[`${label}.requests`] = all.length;
  results[`${label}.requests_per_s`] = round(all.length / wallS, 1);
  results[`${label}.p50_ms`] = round(percentile(all, 0.5));
  results[`${label}.p95_ms`] = round(percentile(all, 0.95));
  results[`${label}.p99_ms`] = round(percentile(all, 0.99));
  for (const a of ACTIONS) {
    results[`${label}.${a.name}.count`] = ms[a.name].length;
    results[`${label}.${a.name}.p50_ms`] = round(percentile(ms[a.name], 0.5));
    results[`${label}.${a.name}.p95_ms`] = round(percentile(ms[a.name], 0.95));
    results[`${label}.${a.name}.p99_ms`] = round(percentile(ms[a.name], 0.99));
  }
  results[`${label}.errors`] = errors.length;
  if (errors.length) results[`${label}.first_error`] = errors[0]!.replaceAll("|", "/").replaceAll("\n", " ");
  results[`${label}.rss_mb_before`] = before.join(" + ");
  results[`${label}.rss_mb_after`] = after.join(" + ");
  results[`${label}.load_average_1m_at_end`] = round(load, 2);
}

export async function benchLoad(): Promise<Record<string, string | number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-load-"));
  const results: Record<string, string | number> = { users: USERS, accounts: ACCOUNTS, seconds: SECONDS, cores: os.availableParallelism(), load_average_1m_at_start: round(os.loadavg()[0]!, 2) };
  const book = bookPdf();
  const started: ServerProcess[] = [];
  const start = async (p: Promise<ServerProcess>) => {
    const proc = await p;
    started.push(proc);
    return proc;
  };
  try {
    // One process on the embedded database.
    const oneDir = path.join(dir, "one");
    const oneTokens = await createAccounts({ kind: "pglite", dataDir: oneDir });
    const one = await start(startServerProcess({ DATA_DIR: oneDir }));
    await measure("one_process", [one], [one], oneTokens, book, results);
    await one.stop();

    // Two API processes and a worker on PostgreSQL, sharing the blob directory (one machine).
    const scratch = await createScratchDatabase();
    try {
      const env = { DATA_DIR: path.join(dir, "scaled"), DATABASE_URL: scratch.url };
      const tokens = await createAccounts({ kind: "postgres", url: scratch.url });
      const worker = await start(startWorkerProcess(env));
      const apis = [await start(startServerProcess({ ...env, WORKERS: "false" })), await start(startServerProcess({ ...env, WORKERS: "false" }))];
      await measure("two_apis_one_worker", [...apis, worker], apis, tokens, book, results);
      for (const p of [...apis, worker]) await p.stop();
    } finally {
      await scratch.drop();
    }
  } finally {
    for (const p of started) await p.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [k, v] of Object.entries(await benchLoad())) console.log(`${k}\t${v}`);
}
