/**
 * Documents benchmark through a real Folio server process (`apps/server/src/main.ts`, workers in
 * process), once on the embedded database and once on the PostgreSQL server:
 * - a generated 600-page text PDF, from the upload request until its last page is found by /api/search;
 * - 200 small text documents (~3 KB each, four uploads at a time as a dropped folder goes), from the
 *   first upload request until the last is ready: documents per second end to end;
 * - where the warm 600-page PDF's and the small documents' time went in the ingestion job, phase by
 *   phase (the server's folio_ingest_phase_seconds, see features/documents/ingest-phases.ts);
 * - a ~300 MB PDF streamed in and ingested, with the server process's peak memory (VmHWM) read
 *   from /proc after clearing it, beside its idle memory and its peak while starting. Parsing
 *   children and tools are separate processes, measured by bench/ingest.ts. The server is started
 *   with `npm start`'s command (its Node flags and environment, see startCommand).
 * Run alone with `npx tsx bench/documents.ts`.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makePdf, proseLines } from "../apps/server/src/ingest/testing/make-pdf.ts";
import { createScratchDatabase, startServerProcess } from "../apps/server/src/test-support/server-process.ts";
import { sampleOf } from "../apps/server/src/test-support/metrics-text.ts";
import { createUnlimitedUser, logIn, waitUntilReady } from "./support/server-user.ts";

const PAGES = 600;
const BIG_PAGES = 300;
const SMALL_DOCUMENTS = 200;
const UPLOADS_AT_ONCE = 4;
const EMAIL = "bench@example.com";
const PASSWORD = "long enough";
/** How often a document's status is asked for while it is ingested. */
const POLL_MS = 20;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident and peak resident memory of a process, in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

const PHASES = ["parse", "chunk", "embed", "store", "index", "commit"] as const;

interface PhaseTotals {
  seconds: Record<string, number>;
  attempts: number;
}

/** Seconds the server's ingestion jobs have spent in each phase so far, and the attempts counted. */
async function phaseTotals(base: string): Promise<PhaseTotals> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const seconds = Object.fromEntries(PHASES.map((phase) => [phase, sampleOf(text, `folio_ingest_phase_seconds_sum{phase="${phase}"}`) ?? 0]));
  return { seconds, attempts: sampleOf(text, 'folio_ingest_phase_seconds_count{phase="parse"}') ?? 0 };
}

/**
 * `results[prefix + phase + "_ms"]`: each phase's mean milliseconds per document between two readings
 * of phaseTotals; returns their sum.
 */
function recordPhases(results: Record<string, string | number>, prefix: string, before: PhaseTotals, after: PhaseTotals): number {
  const attempts = Math.max(1, after.attempts - before.attempts);
  let total = 0;
  for (const phase of PHASES) {
    const ms = (1000 * ((after.seconds[phase] ?? 0) - (before.seconds[phase] ?? 0))) / attempts;
    results[`${prefix}${phase}_ms`] = round(ms, 1);
    total += ms;
  }
  return total;
}

/** Clear the peak so the next reading covers only what follows (Linux: write 5 to clear_refs). */
function resetPeak(pid: number) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
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
  await waitUntilReady(base, headers, accepted.doc_id, POLL_MS);
  return { acceptedS, readyS: (performance.now() - started) / 1000, docId: accepted.doc_id };
}

/** A short report: a title, three sections of a few sentences, and one fact only it holds. */
function smallText(i: number): string {
  const sections = Array.from({ length: 3 }, (_, s) => `Section ${s + 1}\n\n` + `Minutes of meeting ${i + 1}: the board reviewed the budget, the staffing plan and the schedule. `.repeat(8));
  return [`Report ${i + 1}`, ...sections, `Room ${1000 + i} is booked for the next meeting.`].join("\n\n");
}

/** Seconds from the first upload request until every one of the small documents is ready. */
async function ingestSmallDocuments(base: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const ids: string[] = [];
  let next = 0;
  const uploader = async () => {
    for (let i = next++; i < SMALL_DOCUMENTS; i = next++) {
      const form = new FormData();
      form.append("file", new Blob([smallText(i)]), `minutes-${i + 1}.txt`);
      const accepted = (await (await fetch(`${base}/api/documents`, { method: "POST", headers, body: form })).json()) as { doc_id?: string; detail?: string };
      if (!accepted.doc_id) throw new Error(`upload refused: ${accepted.detail}`);
      ids.push(accepted.doc_id);
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploader));
  for (const id of ids) await waitUntilReady(base, headers, id, POLL_MS);
  return (performance.now() - started) / 1000;
}

async function runOn(kind: "pglite" | "postgres", dir: string, files: { book: string; big: string }, results: Record<string, string | number>) {
  const dataDir = path.join(dir, `data-${kind}`);
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const scratch = kind === "postgres" ? await createScratchDatabase() : null;
  if (scratch) env.DATABASE_URL = scratch.url;
  // The free plan stops at 100 pages and 16 MB, and every plan at some documents a day; the user is made on the PRO plan, without limits, before the server starts.
  createUnlimitedUser(env, EMAIL, PASSWORD);
  const server = await startServerProcess(env);
  try {
    const token = await logIn(server.base, EMAIL, PASSWORD);
    await sleep(1000);
    const idle = memoryOf(server.pid);
    results[`${kind}.server_idle_rss_mb`] = idle.rssMb;
    // Start-up's own peak (on PGlite, V8 optimising the WebAssembly Postgres), before any upload.
    results[`${kind}.server_startup_peak_rss_mb`] = idle.peakMb;
    for (const run of ["cold", "warm"]) {
      const phasesBefore = await phaseTotals(server.base);
      const { acceptedS, readyS } = await uploadUntilReady(server.base, token, files.book, `book-${run}.pdf`);
      const jobMs = recordPhases(results, `${kind}.pdf600_${run}_phase_`, phasesBefore, await phaseTotals(server.base));
      // The upload, the queue's pickup, the job's own status writes and the bench's polling.
      results[`${kind}.pdf600_${run}_outside_phases_ms`] = Math.round(readyS * 1000 - jobMs);
      const hits = (await (await fetch(`${server.base}/api/search?query=${encodeURIComponent(`Page marker ${PAGES}`)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { results: { snippet: string }[] };
      if (!hits.results.some((h) => h.snippet.includes(`Page marker ${PAGES}`))) throw new Error("the last page is not searchable");
      results[`${kind}.pdf600_${run}_accepted_s`] = round(acceptedS);
      results[`${kind}.pdf600_${run}_upload_to_searchable_s`] = round(readyS);
      results[`${kind}.pdf600_${run}_pages_per_s`] = Math.round(PAGES / readyS);
    }
    const smallPhasesBefore = await phaseTotals(server.base);
    const smallS = await ingestSmallDocuments(server.base, token);
    recordPhases(results, `${kind}.small_phase_`, smallPhasesBefore, await phaseTotals(server.base));
    results[`${kind}.small_documents`] = SMALL_DOCUMENTS;
    results[`${kind}.small_upload_to_ready_s`] = round(smallS, 1);
    results[`${kind}.small_documents_per_s`] = round(SMALL_DOCUMENTS / smallS, 1);
    resetPeak(server.pid);
    const big = await uploadUntilReady(server.base, token, files.big, "big.pdf");
    results[`${kind}.pdf300mb_upload_to_ready_s`] = round(big.readyS, 1);
    results[`${kind}.pdf300mb_server_peak_rss_mb`] = memoryOf(server.pid).peakMb;
  } finally {
    await server.stop();
    await scratch?.drop();
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
