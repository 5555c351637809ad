/**
 * Documents benchmark through a real Folio server process (`apps/server/src/main.ts`, workers in
 * process), once on the embedded database and once on the PostgreSQL server:
 * - a generated 600-page text PDF, from the upload request until its last page is found by /api/search;
 * - a ~300 MB PDF streamed in and ingested, with the server process's peak memory (VmHWM) read
 *   from /proc, beside its idle memory. Parsing children and tools are separate processes, measured
 *   by bench/ingest.ts.
 * Run alone with `npx tsx bench/documents.ts`.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { makePdf, proseLines } from "../apps/server/src/ingest/testing/make-pdf.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PAGES = 600;
const BIG_PAGES = 300;
const EMAIL = "bench@example.com";
const PASSWORD = "long enough";
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resident and peak resident memory of a process, in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/** Clear the peak so the next reading covers only what follows (Linux: write 5 to clear_refs). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; pid: number }> {
  const port = await freePort();
  const node = path.join(ROOT, "node_modules", ".bin", "node");
  const child = spawn(node, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) return { base, child, pid: child.pid! };
    await sleep(100);
  }
  child.kill();
  throw new Error("the server did not start");
}

async function uploadUntilReady(base: string, token: string, file: string, name: string): Promise<{ acceptedS: number; readyS: number; docId: string }> {
  const form = new FormData();
  // A file-backed Blob: the bench process streams it without reading it into memory.
  form.append("file", await fs.openAsBlob(file), name);
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const accepted = (await (await fetch(`${base}/api/documents`, { method: "POST", headers, body: form })).json()) as { doc_id?: string; detail?: string };
  if (!accepted.doc_id) throw new Error(`upload refused: ${accepted.detail}`);
  const acceptedS = (performance.now() - started) / 1000;
  for (;;) {
    const doc = (await (await fetch(`${base}/api/documents/${accepted.doc_id}`, { headers })).json()) as { status: string; error: string | null };
    if (doc.status === "failed") throw new Error(`ingestion failed: ${doc.error}`);
    if (doc.status === "ready") break;
    await sleep(20);
  }
  return { acceptedS, readyS: (performance.now() - started) / 1000, docId: accepted.doc_id };
}

async function runOn(kind: "pglite" | "postgres", dir: string, files: { book: string; big: string }, results: Record<string, string | number>) {
  const dataDir = path.join(dir, `data-${kind}`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dropDb: (() => Promise<void>) | null = null;
  if (kind === "postgres") {
    const name = `folio_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
    dropDb = async () => {
      const c = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  // The free plan stops at 100 pages and 16 MB; the user is made on the PRO plan before the server starts.
  execFileSync(path.join(ROOT, "node_modules", ".bin", "node"), ["--import", "tsx", "apps/server/src/cli/admin.ts", "create-user", "--email", EMAIL, "--password", PASSWORD, "--plan", "PRO"], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: "warn" }, stdio: "ignore" });
  const server = await startServer(env);
  try {
    const login = (await (await fetch(`${server.base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) })).json()) as { token?: string; detail?: string };
    if (!login.token) throw new Error(`login failed: ${login.detail}`);
    const token = login.token;
    await sleep(1000);
    results[`${kind}.server_idle_rss_mb`] = memoryOf(server.pid).rssMb;
    for (const run of ["cold", "warm"]) {
      const { acceptedS, readyS } = await uploadUntilReady(server.base, token, files.book, `book-${run}.pdf`);
      const hits = (await (await fetch(`${server.base}/api/search?query=${encodeURIComponent(`Page marker ${PAGES}`)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { results: { snippet: string }[] };
      if (!hits.results.some((h) => h.snippet.includes(`Page marker ${PAGES}`))) throw new Error("the last page is not searchable");
      results[`${kind}.pdf600_${run}_accepted_s`] = round(acceptedS);
      results[`${kind}.pdf600_${run}_upload_to_searchable_s`] = round(readyS);
      results[`${kind}.pdf600_${run}_pages_per_s`] = Math.round(PAGES / readyS);
    }
    resetPeak(server.pid);
    const big = await uploadUntilReady(server.base, token, files.big, "big.pdf");
    results[`${kind}.pdf300mb_upload_to_ready_s`] = round(big.readyS, 1);
    results[`${kind}.pdf300mb_server_peak_rss_mb`] = memoryOf(server.pid).peakMb;
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((r) => server.child.once("exit", r));
    await dropDb?.();
  }
}

export async function benchDocuments(): Promise<Record<string, string | number>> {
  const results: Record<string, string | number> = { cores: os.availableParallelism() };
  const dir = await mkdtemp(path.join(os.tmpdir(), "folio-bench-documents-"));
  try {
    const book = path.join(dir, "book.pdf");
    await writeFile(book, makePdf(Array.from({ length: PAGES }, (_, i) => ({ lines: proseLines(48, `Page marker ${i + 1}`) }))));
    const big = path.join(dir, "big.pdf");
    const figure = (seed: number) => Buffer.concat([Buffer.from("P5\n1000 1000\n255\n"), randomBytes(1_000_000 - seed)]);
    await writeFile(big, makePdf(Array.from({ length: BIG_PAGES }, (_, i) => ({ lines: proseLines(48, `Big page ${i + 1}`), pgm: figure(i) }))));
    results["pdf300mb.file_mb"] = Math.round(fs.statSync(big).size / 1e6);
    for (const kind of ["pglite", "postgres"] as const) await runOn(kind, dir, { book, big }, results);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchDocuments())) console.log(`${k}\t${v}`);
}
