import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MIN_CHILD_DATA_BYTES, runSandboxed } from "./run-sandboxed.ts";

const CHILD = fileURLToPath(new URL("../testing/misbehaving-child.ts", import.meta.url));
const limits = { memoryLimitBytes: 1_000_000_000, timeoutMs: 20_000, idleTimeoutMs: 20_000 };
const expectAnswer = (message: unknown) => ((message as { answer?: number }).answer === 42 ? { done: 42 } : undefined);

describe("runSandboxed", () => {
  it("runs a child and returns its answer", async () => {
    await expect(runSandboxed(CHILD, "answer", limits, expectAnswer)).resolves.toBe(42);
  });

  it("gets the answer of a child that exited while this process was busy", async () => {
    // Blocked past the children's answers and exits, the parent sees the exits and the unread
    // answers at once; the answers must still be read (Node emits "exit" before them at times).
    for (let round = 0; round < 5; round++) {
      const answers = Array.from({ length: 8 }, () => runSandboxed(CHILD, "large-answer", limits, expectAnswer));
      spawnSync("sleep", ["1"]);
      await expect(Promise.all(answers)).resolves.toEqual(Array(8).fill(42));
    }
  });

  it("stops a child that allocates buffers without end at the OS memory limit", async () => {
    const started = Date.now();
    await expect(runSandboxed(CHILD, "allocate", { ...limits, memoryLimitBytes: MIN_CHILD_DATA_BYTES }, expectAnswer)).rejects.toMatchObject({
      code: "resource_limit",
      userMessage: "This file needs more memory to read than Folio allows, so it was stopped",
    });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("kills a child stuck in a loop at the timeout, and at the idle timeout", async () => {
    await expect(runSandboxed(CHILD, "spin", { ...limits, timeoutMs: 1_500 }, expectAnswer)).rejects.toMatchObject({ code: "timeout" });
    await expect(runSandboxed(CHILD, "spin", { ...limits, idleTimeoutMs: 1_500 }, expectAnswer)).rejects.toMatchObject({ code: "timeout" });
  });

  it("kills the child when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 800);
    await expect(runSandboxed(CHILD, "spin", { ...limits, signal: controller.signal }, expectAnswer)).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reports a child that exits without an answer as Folio's failure, not the file's", async () => {
    const err = await runSandboxed(CHILD, "crash", limits, expectAnswer).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBeUndefined();
    expect((err as Error).message).toMatch(/exited with code 3/);
  });
});
