import { describe, expect, it } from "vitest";
import type { WipData } from "pg-boss";
import { workerWaker } from "./wake-worker.ts";

/** A stand-in for pg-boss: its workers' ids and the jobs each holds, and which were notified. */
function fakeBoss(workers: { id: string; workId: string; count: number }[]) {
  const notified: string[] = [];
  const boss = {
    getWipData: () => workers.map((w) => ({ ...w, name: "ingest", state: "active" }) as unknown as WipData),
    notifyWorker: (id: string) => void notified.push(id),
  };
  return { boss, workers, notified };
}

describe("waking a kind's workers on a send (PGlite)", () => {
  it("wakes the workers holding no job in turn, never the busy first one while another is idle", () => {
    const { boss, workers, notified } = fakeBoss([
      { id: "w1", workId: "w1", count: 1 },
      { id: "w2", workId: "w1", count: 0 },
      { id: "w3", workId: "w1", count: 0 },
      { id: "s1", workId: "s1", count: 0 },
    ]);
    const wake = workerWaker(boss);
    wake("w1");
    wake("w1");
    expect(notified).toEqual(["w2", "w3"]);
    (workers[1] as { count: number }).count = 1;
    wake("w1");
    expect(notified.at(-1)).toBe("w3");
  });

  it("when every worker holds a job, wakes them in turn so each fetches again once its job is done", () => {
    const { boss, notified } = fakeBoss([
      { id: "w1", workId: "w1", count: 1 },
      { id: "w2", workId: "w1", count: 1 },
    ]);
    const wake = workerWaker(boss);
    wake("w1");
    wake("w1");
    wake("w1");
    expect(notified).toEqual(["w1", "w2", "w1"]);
  });

  it("falls back to the work id when pg-boss lists no worker for it", () => {
    const { boss, notified } = fakeBoss([]);
    workerWaker(boss)("w9");
    expect(notified).toEqual(["w9"]);
  });
});
