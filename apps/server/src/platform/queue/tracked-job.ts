import type { z } from "zod";
import type { Logger } from "../logger.ts";
import { defineJob, type JobContext, type JobDefinition } from "./job.ts";
import { progressWrites } from "./progress-writes.ts";
import { watchCancellation } from "./watch-cancellation.ts";

/**
 * One lifecycle for a job that makes something people watch (a document's ingestion, a summary, a
 * podcast): queued, running with progress, cancelled, failed with a message, done. The feature owns
 * the record (its row, its status names and messages) and the work; the lifecycle owns the order
 * of things: skip what is finished or cancelled, mark running, watch for the user's cancel, write
 * progress, and decide between cancelled, failed for good, and another attempt.
 */

/**
 * How an attempt ended. A failure another attempt may fix is not an outcome: it is thrown, and the
 * queue retries (the record says "waiting" until then, or failed after the last attempt).
 */
export type JobOutcome =
  /** The work finished and stored its result. */
  | { kind: "done" }
  /** Nothing to do: the record is gone, finished or cancelled. */
  | { kind: "skipped" }
  /** The user cancelled or deleted the record while the work ran. */
  | { kind: "cancelled" }
  /** Ended failed with a message people see, not to be retried (an unreadable file, no text). */
  | { kind: "failed"; message: string };

/**
 * Thrown by a job's work when its result finds the record cancelled or deleted (inside the
 * transaction that stores the result, so nothing of it is kept): the attempt ends cancelled.
 */
export class JobCancelled extends Error {
  constructor() {
    super("The job's record was cancelled or deleted.");
    this.name = "JobCancelled";
  }
}

/** The feature's record of a job (its row), which holds the lifecycle's state in its own columns. */
export interface JobRecord<Row, Progress> {
  /** The row when there is work to do; null when it is gone, finished or cancelled. */
  load(): Promise<Row | null>;
  /** Marks it running: its running status, the first progress, no error. */
  start(row: Row): Promise<void>;
  /** Writes progress; a record finished, cancelled or deleted meanwhile is left as it is. */
  progress(values: Progress): Promise<void>;
  /** True when the user cancelled the record (its cancelled mark) or deleted it. */
  isCancelled(): Promise<boolean>;
  /** Ends it failed with the message people see (and undoes what starting it cost, such as credits). */
  fail(row: Row, message: string): Promise<void>;
  /** Puts it back to waiting while the queue tries again. */
  retrying(): Promise<void>;
}

/** What the work of a running job is handed. */
export interface RunningJob<Progress> {
  /** The queue's job id. */
  id: string;
  /** How many attempts came before this one (0 on the first). */
  retryCount: number;
  /** Aborted when the user cancels or deletes the record, or the queue stops the attempt. */
  signal: AbortSignal;
  /** Progress, written in the background (see progress-writes.ts). */
  progress(values: Progress): void;
  /** Written now, after the progress queued before it: a change of stage. */
  update(values: Progress): Promise<void>;
}

export interface JobLifecycle<Row, Progress> {
  /** Attempts after the first before the record ends failed with `failedMessage`. */
  retryLimit: number;
  /** How often the record is read for the user's cancel. */
  cancelCheckMs: number;
  /** The least time between two progress writes. */
  progressEveryMs: number;
  /** What people read when the last attempt failed for a reason that is not theirs to fix. */
  failedMessage: string;
  /** The message for a failure another attempt would not change, else undefined (retried). */
  finalFailure(err: unknown): string | undefined;
  /** When the queue stops an attempt (shutdown, expiry): try again (the default) or fail at once. */
  whenStopped?: "retry" | "fail";
  /** The work; it stores its own result, throwing JobCancelled if the record is cancelled by then. */
  work(row: Row, job: RunningJob<Progress>): Promise<void>;
}

/** Runs one attempt of a job through the lifecycle and says how it ended (or throws to be retried). */
export async function runTrackedJob<Row, Progress extends object>(
  lifecycle: JobLifecycle<Row, Progress>,
  record: JobRecord<Row, Progress>,
  ctx: JobContext,
  log: Logger,
): Promise<JobOutcome> {
  const row = await record.load();
  if (!row) return { kind: "skipped" };
  await record.start(row);
  const jlog = log.child({ jobId: ctx.id });
  const cancellation = watchCancellation({ jobSignal: ctx.signal, isCancelled: () => record.isCancelled(), intervalMs: lifecycle.cancelCheckMs, log: jlog });
  const writes = progressWrites<Progress>((values) => record.progress(values), lifecycle.progressEveryMs, (err) => jlog.warn({ err }, "progress update failed"));
  try {
    await lifecycle.work(row, {
      id: ctx.id,
      retryCount: ctx.retryCount,
      signal: cancellation.signal,
      progress: (values) => writes.push(values),
      update: (values) => writes.write(values),
    });
    return { kind: "done" };
  } catch (err) {
    await writes.stop();
    if (cancellation.cancelledByUser() || err instanceof JobCancelled) {
      jlog.info("job stopped: its record was cancelled or deleted");
      return { kind: "cancelled" };
    }
    const message = lifecycle.finalFailure(err);
    if (message !== undefined) {
      await record.fail(row, message);
      jlog.info({ err }, "job failed for a reason another attempt would not change");
      return { kind: "failed", message };
    }
    const stopped = lifecycle.whenStopped === "fail" && ctx.signal.aborted;
    if (ctx.retryCount >= lifecycle.retryLimit || stopped) await record.fail(row, lifecycle.failedMessage);
    else await record.retrying();
    throw err;
  } finally {
    await writes.stop();
    cancellation.stop();
  }
}

/** A job kind whose handler runs the lifecycle on the record its payload names. */
export interface TrackedJobDefinition<S extends z.ZodType, Row, Progress> extends JobLifecycle<Row, Progress> {
  name: string;
  payload: S;
  expireInSeconds?: number;
  concurrency?: number;
  log: Logger;
  /** The record a payload names. */
  record(payload: z.infer<S>): JobRecord<Row, Progress>;
}

export function defineTrackedJob<S extends z.ZodType, Row, Progress extends object>(def: TrackedJobDefinition<S, Row, Progress>): JobDefinition<S> {
  return defineJob({
    name: def.name,
    payload: def.payload,
    retryLimit: def.retryLimit,
    expireInSeconds: def.expireInSeconds,
    concurrency: def.concurrency,
    handler: async (payload, ctx) => {
      await runTrackedJob(def, def.record(payload), ctx, def.log);
    },
  });
}
