import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("resolves in a later task, not among the current task's microtasks", async () => {
    let resumed = false;
    const waiting = nextTask().then(() => {
      resumed = true;
    });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await waiting;
    expect(resumed).toBe(true);
  });
});
