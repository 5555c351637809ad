import { afterEach, describe, expect, it, vi } from "vitest";
import { progressWrites } from "./progress-writes.ts";

type Progress = { progress?: number; text?: string };

describe("progress writes", () => {
  afterEach(() => void vi.useRealTimers());

  it("writes at once, holds what follows within the interval, and always writes the latest", async () => {
    vi.useFakeTimers();
    const written: Progress[] = [];
    const writes = progressWrites<Progress>(async (values) => void written.push(values), 250, () => undefined);
    writes.push({ progress: 1 });
    writes.push({ progress: 2, text: "a" });
    writes.push({ progress: 3 });
    await vi.advanceTimersByTimeAsync(250);
    expect(written).toEqual([{ progress: 1 }, { progress: 3, text: "a" }]);
    await writes.stop();
  });

  it("drops what is not yet written when stopped, and refuses more", async () => {
    vi.useFakeTimers();
    const written: Progress[] = [];
    const writes = progressWrites<Progress>(async (values) => void written.push(values), 250, () => undefined);
    writes.push({ progress: 1 });
    writes.push({ progress: 2 });
    await writes.stop();
    writes.push({ progress: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([{ progress: 1 }]);
  });

  it("reports a failed background write and goes on; a change of stage that fails is thrown", async () => {
    const errors: unknown[] = [];
    let failNext = true;
    const writes = progressWrites<Progress>(
      async () => {
        if (failNext) throw new Error("database gone");
      },
      60_000,
      (err) => errors.push(err),
    );
    writes.push({ progress: 1 });
    await expect(writes.write({ progress: 2 })).rejects.toThrow("database gone");
    failNext = false;
    await writes.write({ progress: 3 });
    await writes.stop();
    expect(errors).toHaveLength(1);
  });
});
