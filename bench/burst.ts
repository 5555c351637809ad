/**
 * Burst of clients (issue 16, defect 9) through a real Folio server process (`npm start`'s
 * command, workers in process), on the embedded database and on the PostgreSQL server, loopback
 * only. Each phase starts CLIENTS clients at the same instant while one more client asks /health
 * every 100 ms; the server reports its event-loop delay and CPU time every 100 ms
 * (bench/loop-delay-probe.mjs). Phases, each one alone so its cost can be told apart:
 * - health: CLIENTS × GET /health (one `select 1` each: the database queue alone);
 * - anonymous: CLIENTS new visitors: GET /api/create-anon-user (rate limiter, user and session
 *   inserts), then the four calls the app makes on its first page;
 * - session: CLIENTS × GET /api/users/me with those visitors' tokens (session resolution alone);
 * - register: CLIENTS × POST /api/auth/register (argon2id hashing), then the same four calls.
 * Each client has its own loopback address, so per-address rate limits apply as to real visitors.
 * Per phase: latency of the first call p50/p95/max, the whole phase, /health's worst latency, the
 * worst event-loop delay and the server's CPU use. Bounded: CLIENTS clients, 60 s per request.
 * Run alone with `npx tsx bench/burst.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { childProcessEnv } from "../apps/server/src/platform/config.ts";
import { rawRequest } from "../apps/server/src/test-support/raw-http.ts";
import { createScratchDatabase, startServerProcess } from "../apps/server/src/test-support/server-process.ts";
import { percentile } from "./support/percentile.ts";

const CLIENTS = 100;
const REQUEST_TIMEOUT_MS = 60_000;
const PROBE = fileURLToPath(new URL("./loop-delay-probe.mjs", import.meta.url));
const FIRST_PAGE = ["/api/users/me", "/api/documents", "/api/usage", "/api/chat/models"];

const round = (n: number) => Math.round(n);

interface ProbeLine {
  t: number;
  maxMs: number;
  cpuMs: number;
}

/**
 * One request from client `client`'s own loopback address (127.0.1.x), so the per-address rate
 * limits see CLIENTS visitors, as they would on a real network.
 */
async function timed(base: string, client: number, method: string, target: string, opts: { token?: string; json?: unknown } = {}): Promise<{ ms: number; status: number; body: string }> {
  const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
  if (opts.json !== undefined) headers["content-type"] = "application/json";
  const body = opts.json === undefined ? undefined : { kind: "bytes" as const, bytes: Buffer.from(JSON.stringify(opts.json)) };
  const started = performance.now();
  const res = await rawRequest(base, { method, path: target, headers, body }, { timeoutMs: REQUEST_TIMEOUT_MS, localAddress: `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}` });
  if (res.kind === "closed") throw new Error(`${method} ${target}: ${res.error}`);
  return { ms: performance.now() - started, status: res.status, body: res.body };
}

/** One phase: `clients` started together; /health asked every 100 ms meanwhile; the probe's lines of the phase. */
async function phase(base: string, probeFile: string, clients: number, client: (i: number) => Promise<number>): Promise<Record<string, number>> {
  const startedAt = Date.now();
  const started = performance.now();
  let running = true;
  const healthMs: number[] = [];
  const poller = (async () => {
    while (running) {
      healthMs.push((await timed(base, clients, "GET", "/health")).ms);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const firstMs = await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const wallS = (performance.now() - started) / 1000;
  running = false;
  await poller;
  // The probe writes every 100 ms; wait for the window that holds the phase's end.
  await new Promise((r) => setTimeout(r, 250));
  const lines = fs
    .readFileSync(probeFile, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ProbeLine)
    .filter((l) => l.t >= startedAt && l.t <= startedAt + wallS * 1000 + 100);
  const cpuMs = lines.reduce((sum, l) => sum + l.cpuMs, 0);
  return {
    first_call_p50_ms: round(percentile(firstMs, 0.5)),
    first_call_p95_ms: round(percentile(firstMs, 0.95)),
    first_call_max_ms: round(Math.max(...firstMs)),
    all_done_s: Number(wallS.toFixed(2)),
    health_max_ms: round(Math.max(...healthMs)),
    loop_delay_max_ms: round(Math.max(0, ...lines.map((l) => l.maxMs))),
    server_cpu_percent_of_one_core: round((cpuMs / (wallS * 1000)) * 100),
  };
}

async function runOn(kind: "pglite" | "postgres", dir: string, results: Record<string, string | number>): Promise<void> {
  const probeFile = path.join(dir, `loop-delay-${kind}.jsonl`);
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, `data-${kind}`),
    NODE_OPTIONS: `${childProcessEnv().NODE_OPTIONS ?? ""} --import=${pathToFileURL(PROBE).href}`.trim(),
    FOLIO_LOOP_DELAY_FILE: probeFile,
  };
  const scratch = kind === "postgres" ? await createScratchDatabase() : null;
  if (scratch) env.DATABASE_URL = scratch.url;
  const server = await startServerProcess(env);
  const base = server.base;
  try {
    // Idle a moment: start-up's own work (migrations, queue set-up) is not the burst's.
    await new Promise((r) => setTimeout(r, 2000));
    const firstPage = async (i: number, token: string) => {
      for (const res of await Promise.all(FIRST_PAGE.map((p) => timed(base, i, "GET", p, { token })))) if (res.status !== 200) throw new Error(`first page answered ${res.status}: ${res.body}`);
    };
    const tokens: string[] = [];
    const phases: Record<string, (i: number) => Promise<number>> = {
      health: async (i) => (await timed(base, i, "GET", "/health")).ms,
      anonymous: async (i) => {
        const res = await timed(base, i, "GET", "/api/create-anon-user");
        if (res.status !== 200) throw new Error(`create-anon-user answered ${res.status}: ${res.body}`);
        tokens[i] = (JSON.parse(res.body) as { token: string }).token;
        await firstPage(i, tokens[i]);
        return res.ms;
      },
      session: async (i) => (await timed(base, i, "GET", "/api/users/me", { token: tokens[i] })).ms,
      register: async (i) => {
        const res = await timed(base, i, "POST", "/api/auth/register", { json: { email: `burst${i}@example.com`, password: "long enough" } });
        if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.body}`);
        await firstPage(i, (JSON.parse(res.body) as { token: string }).token);
        return res.ms;
      },
    };
    for (const [name, client] of Object.entries(phases)) {
      for (const [figure, value] of Object.entries(await phase(base, probeFile, CLIENTS, client))) results[`${kind}.${name}.${figure}`] = value;
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

export async function benchBurst(): Promise<Record<string, string | number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-burst-"));
  const results: Record<string, string | number> = { clients: CLIENTS, cores: os.availableParallelism() };
  try {
    await runOn("pglite", dir, results);
    await runOn("postgres", dir, results);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [k, v] of Object.entries(await benchBurst())) console.log(`${k}\t${v}`);
}
