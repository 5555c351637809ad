import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "./test-support/fake-openai-server.ts";
import { fixturePath } from "./test-support/fixtures.ts";
import { processSuite, registerOn, uploadOn, waitUntilReady } from "./test-support/process-suite.ts";
import type { ServerProcess } from "./test-support/server-process.ts";

type Doc = { status: string; progress: number; page_count: number | null; error: string | null };
type Json = Record<string, unknown>;

const SCANNED_PAGES = 4;
const MILL = "The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley until 1911, when the river changed its course.";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `read` (100 ms apart, `seconds` at most) until `done` holds for its value, checking `each` on every value seen. */
async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, seconds: number, each: (v: T) => void = () => {}): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    each(value);
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)}`);
    await sleep(100);
  }
}

/**
 * Folio scaled out on one PostgreSQL database as separate processes (an API process with
 * WORKERS=false and `npm run worker` processes), and processes killed with SIGKILL: no shutdown,
 * nothing cleaned up on the way out. Whatever ran must finish elsewhere, and nothing may be left
 * half-visible or stuck.
 */
describe("processes killed on PostgreSQL", () => {
  const suite = processSuite("postgres", "kill");
  let fake: FakeOpenAIServer;
  let env: Record<string, string>;
  let sql: pg.Client;
  let api: ServerProcess;
  let headers: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    // The model's stall must outlast the set-up of the other two jobs, however loaded the machine.
    env = await suite.env({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "600000" });
    sql = new pg.Client({ connectionString: env.DATABASE_URL });
    api = await suite.start({ ...env, WORKERS: "false" });
    await sql.connect();
    headers = await registerOn(api.base, "kill@example.com");
    // Summaries are for paid plans.
    await sql.query("update users set plan = 'PRO' where email = 'kill@example.com'");
  });
  afterAll(async () => {
    await sql?.end();
    await fake?.close();
  });

  const get = async (p: string) => (await (await fetch(`${api.base}${p}`, { headers })).json()) as Json;

  it("a worker killed mid-ingestion, mid-summary and mid-podcast: another worker finishes all three", async () => {
    const first = await suite.startWorker(env);
    const millId = await uploadOn(api.base, headers, new Blob([MILL]), "mill.txt");
    await waitUntilReady(api.base, headers, millId);

    // A podcast of a long document, caught while it speaks: the register's first three pages (of 15)
    // make 3 chapters and 3 minutes of audio, still speaking when the worker dies, and finish sooner.
    const register = path.join(suite.dir, "register.pdf");
    execFileSync("qpdf", ["--empty", "--pages", fixturePath("pdf", "federal-register-2020-17221.pdf"), "1-3", "--", register]);
    const registerId = await uploadOn(api.base, headers, await fs.openAsBlob(register), "register.pdf");
    await waitUntilReady(api.base, headers, registerId);
    const started = await fetch(`${api.base}/api/background-podcasts`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ generate_from: { id: registerId, source: "DOCUMENT" } }) });
    const { podcast_id: podcastId } = (await started.json()) as { podcast_id: string };
    await until("the podcast never got to speak", () => get(`/api/podcasts/${podcastId}`), (p) => p.status === "SPEAKING" && Number(p.progress) >= 12, 240);

    // A summary whose model hangs after its first words.
    fake.setReplies({ kind: "stall", chunks: ["- The mill was built"] });
    const waitingForSummary = fetch(`${api.base}/api/summaries/${millId}?model_name=GPT4O_MINI`, {
      method: "PUT",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ doc_id: millId, format: "BULLET", length: "SHORT", language: "EN" }),
    }).catch(() => null);
    const summaries = async () => ((await get("/api/summaries")).summaries as Json[])[0];
    const summary = await until("no summary being written", summaries, (s) => s?.status === "SUMMARISING", 60);

    // A scanned document: OCR keeps its ingestion busy for seconds.
    const scanned = path.join(suite.dir, "scanned.pdf");
    execFileSync("qpdf", ["--empty", "--pages", ...Array<string>(SCANNED_PAGES).fill(fixturePath("pdf", "linn.pdf")), "--", scanned]);
    const scanId = await uploadOn(api.base, headers, await fs.openAsBlob(scanned), "scanned.pdf");
    await until("the ingestion never got going", () => get(`/api/documents/${scanId}`), (d) => d.status === "processing" && Number(d.progress) >= 5, 120);

    // The model answers from now on (citing the passage about the mill), and the worker dies.
    fake.setHandler((req) => {
      const prompt = JSON.stringify(req.body.messages);
      const n = /<passage n=\\"(\d+)\\"/.exec(prompt)?.[1] ?? "1";
      return { kind: "text", chunks: [`- The mill was built in 1832 by the Harlow family [${n}].`, ` <citations>[{"n":${n},"quote":"The old mill on the river was built in 1832 by the Harlow family."}]</citations>`] };
    });
    // All three are still running on the first worker when it dies; a second worker takes over.
    expect((await get(`/api/documents/${scanId}`)).status).toBe("processing");
    expect((await get(`/api/summaries/${String(summary!.summary_id)}`)).status).toBe("SUMMARISING");
    expect((await get(`/api/podcasts/${podcastId}`)).status).toBe("SPEAKING");
    await first.kill();
    const second = await suite.startWorker(env);

    // Never half-visible: the scanned document is waiting or being read until it is ready with every page.
    const scan = (await until("the ingestion did not finish on the other worker", () => get(`/api/documents/${scanId}`), (d) => d.status === "ready" || d.status === "failed", 240, (d) =>
      expect(["queued", "processing", "ready"]).toContain(d.status),
    )) as unknown as Doc;
    expect(scan).toMatchObject({ status: "ready", progress: 100, page_count: SCANNED_PAGES, error: null });
    const lastPage = await get(`/api/documents/${scanId}/content?unit=${SCANNED_PAGES}`);
    expect(String(lastPage.text).length).toBeGreaterThan(200);

    const done = await until("the summary did not finish on the other worker", () => get(`/api/summaries/${String(summary!.summary_id)}`), (s) => s.status === "COMPLETED" || s.status === "FAILED", 120);
    expect(done, String(done.error)).toMatchObject({ status: "COMPLETED" });
    expect(String(done.text)).toContain("Harlow");
    await waitingForSummary;

    const podcast = await until("the podcast did not finish on the other worker", () => get(`/api/podcasts/${podcastId}`), (p) => p.status === "COMPLETED" || p.status === "FAILED", 420);
    expect(podcast).toMatchObject({ status: "COMPLETED", progress: 100, error: null });

    // No job is left active (held by the dead worker), and each of the three ran again. A job is
    // completed in pg-boss just after its work is visible (the document ready, the podcast done), so
    // the last one may still be "active" for a moment; and a worker killed between its commit and
    // the job's completion leaves it active until its missed heartbeat has it retried (and skipped,
    // the document being ready): some 20 s. Stuck would be still active after that.
    const unfinished = async () =>
      (
        await sql.query<{ name: string; state: string; retry_count: number }>(
          "select name, state, retry_count from pgboss.job where name in ('ingest-document', 'make-summary', 'make-podcast') and state not in ('completed')",
        )
      ).rows;
    await until("a job was left unfinished", unfinished, (rows) => rows.length === 0, 60);
    const retried = await sql.query<{ name: string }>("select distinct name from pgboss.job where retry_count > 0 order by name");
    expect(retried.rows.map((r) => r.name)).toEqual(["ingest-document", "make-podcast", "make-summary"]);
    await second.stop();
  }, 900_000);

  it("an API process killed mid-upload: the next start removes the cut upload, and no document appears", async () => {
    const tmp = path.join(suite.dataDir, "blobs", "tmp");
    const before = (await get("/api/documents")).total;
    const boundary = "----folio-cut-upload";
    const chunk = new Uint8Array(64 * 1024).fill(97);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.txt"\r\nContent-Type: text/plain\r\n\r\n`));
      },
      // About 1 MB of the file, and then nothing more: the connection stays open, the upload unfinished.
      async pull(controller) {
        if (sent >= 16) return new Promise<void>(() => {});
        controller.enqueue(chunk);
        sent++;
      },
    });
    const upload = fetch(`${api.base}/api/documents`, { method: "POST", headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` }, body, duplex: "half" } as RequestInit).catch(() => null);
    const partial = await until("the upload never reached the disk", async () => fs.readdirSync(tmp).filter((f) => f.startsWith(`${api.pid}-`)), (files) => files.length === 1 && fs.statSync(path.join(tmp, files[0]!)).size >= 512 * 1024, 60);
    await api.kill();
    await upload;
    expect(fs.existsSync(path.join(tmp, partial[0]!))).toBe(true);

    api = await suite.start({ ...env, WORKERS: "false" });
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect((await get("/api/documents")).total).toBe(before);
  }, 180_000);
});
