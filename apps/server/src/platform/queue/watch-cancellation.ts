import type { Logger } from "../logger.ts";

/**
 * An abort signal for a running job: it fires when the queue stops the job, or when the user
 * cancels or deletes what the job makes. The user's cancel is seen by polling its row, so it
 * reaches the job in whichever process runs it.
 */
export interface Cancellation {
  signal: AbortSignal;
  cancelledByUser(): boolean;
  stop(): void;
}

export interface WatchOptions {
  jobSignal: AbortSignal;
  /** True when the row is gone or marked cancelled by the user. */
  isCancelled(): Promise<boolean>;
  intervalMs: number;
  /** Where a failed check is reported (a child logger naming the job). */
  log: Logger;
}

export function watchCancellation({ jobSignal, isCancelled, intervalMs, log }: WatchOptions): Cancellation {
  const controller = new AbortController();
  let byUser = false;
  const onJobAbort = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener("abort", onJobAbort, { once: true });
  const timer = setInterval(() => {
    isCancelled()
      .then((cancelled) => {
        if (!cancelled) return;
        byUser = true;
        controller.abort(new Error("cancelled"));
      })
      .catch((err: unknown) => log.warn({ err }, "cancellation check failed"));
  }, intervalMs);
  return {
    signal: controller.signal,
    cancelledByUser: () => byUser,
    stop() {
      clearInterval(timer);
      jobSignal.removeEventListener("abort", onJobAbort);
    },
  };
}
