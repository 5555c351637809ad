import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import type { JobContext } from "./job.ts";
import { JobCancelled, runTrackedJob, type JobLifecycle, type JobRecord, type RunningJob } from "./tracked-job.ts";

type Progress = { progress?: number; stage?: string };

/** A record kept in memory: what the lifecycle wrote to it, in order. */
function memoryRecord(row: { id: string } | null = { id: "r1" }) {
  const writes: string[] = [];
  let cancelled = false;
  const record: JobRecord<{ id: string }, Progress> = {
    load: async () => row,
    start: async () => void writes.push("start"),
    progress: async (values) => void writes.push(`progress ${JSON.stringify(values)}`),
    isCancelled: async () => cancelled,
    fail: async (_row, message) => void writes.push(`fail ${message}`),
    retrying: async () => void writes.push("retrying"),
  };
  return { record, writes, cancel: () => (cancelled = true) };
}

function lifecycle(work: (job: RunningJob<Progress>) => Promise<void>, more: Partial<JobLifecycle<{ id: string }, Progress>> = {}): JobLifecycle<{ id: string }, Progress> {
  return {
    retryLimit: 2,
    cancelCheckMs: 10,
    progressEveryMs: 60_000,
    failedMessage: "It could not be made. Try again.",
    finalFailure: (err) => (err instanceof Error && err.message.startsWith("unreadable") ? "The file cannot be read." : undefined),
    work: (_row, job) => work(job),
    ...more,
  };
}

const context = (retryCount = 0, signal = new AbortController().signal): JobContext => ({ id: "job-1", retryCount, signal });
const log = createLogger("silent");
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });

describe("one job lifecycle", () => {
  it("marks the record running, writes its progress and ends done", async () => {
    const { record, writes } = memoryRecord();
    const outcome = await runTrackedJob(
      lifecycle(async (job) => {
        job.progress({ progress: 10 });
        // Within the interval: merged and held back, then written before the change of stage.
        job.progress({ progress: 20 });
        job.progress({ progress: 30 });
        await job.update({ stage: "indexing" });
      }),
      record,
      context(),
      log,
    );
    expect(outcome).toEqual({ kind: "done" });
    expect(writes).toEqual(["start", 'progress {"progress":10}', 'progress {"progress":30,"stage":"indexing"}']);
  });

  it("skips a record that is gone, finished or cancelled", async () => {
    const { record, writes } = memoryRecord(null);
    let ran = false;
    expect(await runTrackedJob(lifecycle(async () => void (ran = true)), record, context(), log)).toEqual({ kind: "skipped" });
    expect(ran).toBe(false);
    expect(writes).toEqual([]);
  });

  it("stops the work when the user cancels during the run, and writes nothing more", async () => {
    const { record, writes, cancel } = memoryRecord();
    let aborted = false;
    const outcome = await runTrackedJob(
      lifecycle(async (job) => {
        job.progress({ progress: 5 });
        cancel();
        try {
          await untilAborted(job.signal);
        } finally {
          aborted = job.signal.aborted;
          job.progress({ progress: 50 });
        }
      }),
      record,
      context(),
      log,
    );
    expect(outcome).toEqual({ kind: "cancelled" });
    expect(aborted).toBe(true);
    expect(writes).toEqual(["start", 'progress {"progress":5}']);
  });

  it("ends cancelled when the work finds the record cancelled as it stores the result", async () => {
    const { record, writes } = memoryRecord();
    const outcome = await runTrackedJob(
      lifecycle(async () => {
        throw new JobCancelled();
      }),
      record,
      context(),
      log,
    );
    expect(outcome).toEqual({ kind: "cancelled" });
    expect(writes).toEqual(["start"]);
  });

  it("fails at once with the message people see when another attempt would not help", async () => {
    const { record, writes } = memoryRecord();
    const outcome = await runTrackedJob(
      lifecycle(async () => {
        throw new Error("unreadable: no text layer");
      }),
      record,
      context(),
      log,
    );
    expect(outcome).toEqual({ kind: "failed", message: "The file cannot be read." });
    expect(writes).toEqual(["start", "fail The file cannot be read."]);
  });

  it("puts the record back for another attempt, and fails it with the general message after the last", async () => {
    const crash = lifecycle(async () => {
      throw new Error("connection reset");
    });
    const first = memoryRecord();
    await expect(runTrackedJob(crash, first.record, context(0), log)).rejects.toThrow("connection reset");
    expect(first.writes).toEqual(["start", "retrying"]);

    const last = memoryRecord();
    await expect(runTrackedJob(crash, last.record, context(2), log)).rejects.toThrow("connection reset");
    expect(last.writes).toEqual(["start", "fail It could not be made. Try again."]);
  });

  it("when the queue stops an attempt, tries again, or fails at once for a job that does not wait for a retry", async () => {
    const stopped = (whenStopped: "retry" | "fail") => {
      const queue = new AbortController();
      const job = lifecycle(
        async (running) => {
          queue.abort(new Error("worker stopping"));
          await untilAborted(running.signal);
        },
        { whenStopped },
      );
      return { job, ctx: context(0, queue.signal) };
    };
    const retried = memoryRecord();
    const again = stopped("retry");
    await expect(runTrackedJob(again.job, retried.record, again.ctx, log)).rejects.toThrow("worker stopping");
    expect(retried.writes).toEqual(["start", "retrying"]);

    const failed = memoryRecord();
    const atOnce = stopped("fail");
    await expect(runTrackedJob(atOnce.job, failed.record, atOnce.ctx, log)).rejects.toThrow("worker stopping");
    expect(failed.writes).toEqual(["start", "fail It could not be made. Try again."]);
  });
});
