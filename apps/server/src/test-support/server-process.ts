import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { childProcessEnv } from "../platform/config.ts";
import { TEST_POSTGRES_URL } from "./test-databases.ts";
import { databaseUrl } from "./postgres-template.ts";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
/** Node 24 from the `node` devDependency: the one every npm script runs. */
export const NODE_BIN = path.join(REPO_ROOT, "node_modules", ".bin", "node");

export interface ServerProcess {
  base: string;
  pid: number;
  /** SIGTERM, waiting for the graceful shutdown. */
  stop(): Promise<void>;
  /** SIGKILL: a crash, with no chance to clean up. */
  kill(): Promise<void>;
}

/** A TCP port nothing listens on now, for a process under test to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** How long a process under test may take to answer its probe after it was spawned. */
const START_SECONDS = 180;

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/**
 * The command of `npm start` (or of another script, such as `worker`) in package.json: its
 * environment settings and Node flags (memory tuning, see docs/documents.md) apply to the processes
 * the tests and benchmarks start too, so they measure the server as it is run.
 */
export function startCommand(script = "start"): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = (pkg.scripts[script] ?? "").trim().split(/\s+/);
  const at = words.indexOf("node");
  if (at < 0) throw new Error(`package.json's ${script} script does not run node`);
  const env: Record<string, string> = {};
  for (const word of words.slice(0, at)) {
    const eq = word.indexOf("=");
    if (eq <= 0) throw new Error(`Unexpected word in package.json's start script: ${word}`);
    env[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return { env, args: words.slice(at + 1) };
}

/** A real Folio server process (`npm start`'s command: `apps/server/src/main.ts`, workers in process) with the given environment. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startFolioProcess("start", "PORT", "/health", env);
}

/** A real `npm run worker` process with the given environment; `base` serves its probes and metrics (WORKER_PORT). */
export function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startFolioProcess("worker", "WORKER_PORT", "/health/ready", env);
}

async function startFolioProcess(script: string, portVariable: string, probe: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const start = startCommand(script);
  const child = spawn(NODE_BIN, start.args, {
    cwd: REPO_ROOT,
    env: childProcessEnv({ ...start.env, LOG_LEVEL: "warn", ...env, HOST: "127.0.0.1", [portVariable]: String(port) }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
  // A first start on a new embedded database (its migrations) took 79 s on the 2-core machine at load 21.
  const deadline = Date.now() + START_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    if (await fetch(`${base}${probe}`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`the ${script} process did not answer ${probe} within ${START_SECONDS} s`);
}

/** A new database on the test PostgreSQL server for processes to share, and a way to drop it. */
export async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `folio_proc_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  return { url: databaseUrl(TEST_POSTGRES_URL, name), drop: () => run(`drop database if exists ${name} with (force)`) };
}
