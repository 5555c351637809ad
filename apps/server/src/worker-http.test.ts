import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { childProcessEnv } from "./platform/config.ts";
import { NODE_BIN, REPO_ROOT, freePort } from "./test-support/server-process.ts";
import { seedMigratedDataDir } from "./test-support/test-databases.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-worker-http-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run worker with WORKER_PORT", () => {
  it("serves its metrics and health probes, and nothing of the API", async () => {
    // On a migrated database: what is tested is what the worker serves, not a first start's migrations.
    await seedMigratedDataDir(dataDir);
    const port = await freePort();
    const child = spawn(NODE_BIN, ["--import", "tsx", "apps/server/src/worker.ts"], {
      cwd: REPO_ROOT,
      env: childProcessEnv({ DATA_DIR: dataDir, WORKER_PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: undefined, STORAGE_URL: undefined }),
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      const base = `http://127.0.0.1:${port}`;
      let ready: Response | null = null;
      for (let i = 0; i < 600 && !ready; i++) {
        ready = await fetch(`${base}/health/ready`).catch(() => null);
        if (!ready) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready?.status).toBe(200);
      expect((await fetch(`${base}/health/live`)).status).toBe(200);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toContain("folio_jobs{");
      expect(metrics).toContain("folio_job_duration_seconds");
      expect((await fetch(`${base}/api/users/me`)).status).toBe(404);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  });
});
