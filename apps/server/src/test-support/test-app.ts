import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { loadConfig } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { bootstrap, type Running } from "../bootstrap.ts";
import { createApp } from "../app.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import type { AppDeps } from "../deps.ts";
import { openTestDatabase, type DatabaseKind } from "./test-databases.ts";

export interface TestApp {
  app: Hono<HonoEnv>;
  deps: AppDeps;
  dataDir: string;
  /** Call the API in-process; JSON bodies are encoded, the token goes in as a bearer token. */
  call(method: string, path: string, opts?: { json?: unknown; token?: string; body?: RequestInit["body"]; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The whole app on a fresh database of the given kind, with its own data directory. */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const database = await openTestDatabase(kind, { migrated: true });
  const running: Running = await bootstrap(config, createLogger("silent"), { workers: true, database });
  const app = createApp(running.deps, { webDist: null });
  return {
    app,
    deps: running.deps,
    dataDir,
    call(method, p, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body = opts.body;
      if (opts.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(opts.json);
      }
      return Promise.resolve(app.request(p, { method, headers, body }));
    },
    async close() {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers an account through the API and puts it on `plan` (tests that upload or ask more than
 * the free plan allows in a day, or need a paid feature); returns its session token.
 */
export async function registerWithPlan(t: TestApp, email: string, plan: string): Promise<string> {
  const res = await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } });
  const { token } = (await res.json()) as { token: string };
  await t.deps.db.updateTable("users").set({ plan }).where("email", "=", email).execute();
  return token;
}
