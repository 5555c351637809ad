import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { compileCacheDir } from "./compile-cache.ts";
import { createProcessPool } from "./process-pool.ts";
import { MIN_CHILD_DATA_BYTES } from "./sandboxed-process.ts";

const CHILD = fileURLToPath(new URL("../testing/misbehaving-child.ts", import.meta.url));
const made: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-cache-test-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the parsing children's compile cache", () => {
  it("is a folder only this user may read and write", () => {
    const dir = compileCacheDir(scratch());
    expect(dir).toBeDefined();
    expect(fs.statSync(dir as string).mode & 0o777).toBe(0o700);
    // Found again as it was left.
    expect(compileCacheDir(path.dirname(dir as string))).toBe(dir);
  });

  it("is not used when others may write to its folder", () => {
    const base = scratch();
    const dir = compileCacheDir(base) as string;
    fs.chmodSync(dir, 0o777);
    expect(compileCacheDir(base)).toBeUndefined();
  });

  it("is the one every child of the pools compiles into", async () => {
    const pool = createProcessPool({ entry: CHILD, size: 1, memoryLimitBytes: MIN_CHILD_DATA_BYTES, maxJobsPerProcess: 3, idleExitMs: 60_000 });
    const answer = (message: unknown) => {
      const value = (message as { answer?: string | null }).answer;
      return value === undefined ? undefined : { done: value };
    };
    const used = await pool.run("compile-cache", { timeoutMs: 20_000, idleTimeoutMs: 20_000 }, answer);
    // Node keeps one subfolder per version and flags inside the folder it is given.
    expect(used).toContain(compileCacheDir() as string);
  });
});
