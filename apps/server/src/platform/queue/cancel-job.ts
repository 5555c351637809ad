import type { AppDeps } from "../../deps.ts";

/**
 * Asks the queue to stop a job whose row the user cancelled or deleted. A failure is only logged:
 * the job also watches its row (watch-cancellation.ts) and stops at its next check anyway.
 */
export async function cancelJob(deps: Pick<AppDeps, "queue" | "log">, name: string, jobId: string): Promise<void> {
  try {
    await deps.queue.cancel(name, jobId);
  } catch (err) {
    deps.log.warn({ err, job: name, jobId }, "could not cancel the job in the queue; it stops when it next checks its row");
  }
}
