import { describe, expect, it } from "vitest";
import { runProcess } from "./run-process.ts";

describe("runProcess", () => {
  it("returns stdout, and feeds stdin without a shell", async () => {
    expect((await runProcess("cat", [], { timeoutMs: 5000, stdin: "$(echo no shell)" })).toString()).toBe("$(echo no shell)");
  });

  it("kills a child past its timeout, or when aborted, and names a missing program", async () => {
    const started = Date.now();
    await expect(runProcess("sleep", ["5"], { timeoutMs: 200 })).rejects.toThrow("sleep took longer than 200 ms and was stopped");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(runProcess("sleep", ["5"], { timeoutMs: 5000, signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(runProcess("no-such-program-folio", [], { timeoutMs: 1000 })).rejects.toThrow("no-such-program-folio is not installed");
    await expect(runProcess("sh", ["-c", "echo oops >&2; exit 3"], { timeoutMs: 1000 })).rejects.toThrow("sh exited with code 3: oops");
  });
});
