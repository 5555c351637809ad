import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bootstrap } from "../../bootstrap.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { openTestDatabase } from "../../test-support/test-databases.ts";
import { LocalBlobStore } from "./local-blob-store.ts";
import { startTempSweep } from "./temp-sweep.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "folio-temp-sweep-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A temporary file as a killed upload leaves it: last written two hours ago. */
function leaveStale(tmp: string, name: string): void {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, "partial upload");
  const then = new Date(Date.now() - 2 * 60 * 60 * 1000);
  fs.utimesSync(file, then, then);
}

describe("the sweep of stale temporary blob files", () => {
  it("sweeps once at start, again every period, and no more after stop()", async () => {
    const root = path.join(scratch, "unit");
    const store = new LocalBlobStore(root);
    const tmp = path.join(root, "tmp");
    leaveStale(tmp, "before-start");
    fs.writeFileSync(path.join(tmp, "in-progress"), "fresh");

    const sweep = await startTempSweep(store, createLogger("silent"), { everyMs: 25 });
    expect(fs.readdirSync(tmp)).toEqual(["in-progress"]);

    leaveStale(tmp, "while-running");
    for (let i = 0; fs.readdirSync(tmp).length > 1; i++) {
      expect(i, "the periodic sweep never ran").toBeLessThan(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(fs.readdirSync(tmp)).toEqual(["in-progress"]);

    sweep.stop();
    leaveStale(tmp, "after-stop");
    await new Promise((r) => setTimeout(r, 150));
    expect(fs.readdirSync(tmp).sort()).toEqual(["after-stop", "in-progress"]);
  });

  it("runs when the server starts: what a killed process left in the data folder is gone, a fresh file kept", async () => {
    const dataDir = path.join(scratch, "data");
    const tmp = path.join(dataDir, "blobs", "tmp");
    fs.mkdirSync(tmp, { recursive: true });
    leaveStale(tmp, "killed-mid-upload");
    fs.writeFileSync(path.join(tmp, "another-process-writing"), "fresh");

    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const running = await bootstrap(config, createLogger("silent"), { workers: false, database: await openTestDatabase("pglite") });
    try {
      expect(fs.readdirSync(tmp)).toEqual(["another-process-writing"]);
    } finally {
      await running.close();
    }
  });
});
