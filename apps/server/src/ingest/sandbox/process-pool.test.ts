import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createProcessPool } from "./process-pool.ts";
import { MIN_CHILD_DATA_BYTES } from "./sandboxed-process.ts";

const CHILD = fileURLToPath(new URL("../testing/misbehaving-child.ts", import.meta.url));
const limits = { timeoutMs: 20_000, idleTimeoutMs: 20_000 };
const answer = (message: unknown) => {
  const value = (message as { answer?: number }).answer;
  return value === undefined ? undefined : { done: value };
};
const pool = (size: number) => createProcessPool({ entry: CHILD, size, memoryLimitBytes: MIN_CHILD_DATA_BYTES, maxJobsPerProcess: 3, idleExitMs: 60_000 });

describe("process pool", () => {
  it("runs jobs in the same process until it has served its share, at most `size` at once", async () => {
    const one = pool(1);
    const pids = [];
    for (let i = 0; i < 4; i++) pids.push(await one.run("pid", limits, answer));
    expect(new Set(pids.slice(0, 3)).size).toBe(1);
    expect(pids[3]).not.toBe(pids[0]);

    const two = pool(2);
    const together = await Promise.all(Array.from({ length: 4 }, () => two.run("pid", limits, answer)));
    expect(new Set(together).size).toBe(2);
  });

  it("prewarm starts a child before the first job, which that job then runs in", async () => {
    const cold = pool(1);
    const askedCold = Date.now();
    expect(await cold.run("started", limits, answer)).toBeGreaterThanOrEqual(askedCold);

    const warm = pool(1);
    warm.prewarm();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const askedWarm = Date.now();
    expect(await warm.run("started", limits, answer)).toBeLessThan(askedWarm);
    // A child already idle is enough: a second prewarm starts none, and the job after runs in the same one.
    warm.prewarm();
    expect(await warm.run("pid", limits, answer)).toBe(await warm.run("pid", limits, answer));
  });

  it("survives a job that crashes its process, hits the memory limit or runs past its timeout: the next job gets a new process", async () => {
    const one = pool(1);
    const first = await one.run("pid", limits, answer);
    await expect(one.run("crash", limits, answer)).rejects.toThrow(/exited with code 3/);
    const second = await one.run("pid", limits, answer);
    expect(second).not.toBe(first);
    await expect(one.run("allocate", limits, answer)).rejects.toMatchObject({ code: "resource_limit" });
    await expect(one.run("spin", { ...limits, timeoutMs: 1_000 }, answer)).rejects.toMatchObject({ code: "timeout" });
    const third = await one.run("pid", limits, answer);
    expect([first, second]).not.toContain(third);
  });
});
