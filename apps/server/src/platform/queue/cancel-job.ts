import type { Logger } from "../logger.ts";
import type { JobQueue } from "./queue.ts";

/**
 * Asks the queue to stop a job whose record the user cancelled or deleted. A failure is only logged:
 * the job also watches its record (tracked-job.ts) and stops at its next check anyway.
 */
export async function cancelJob(deps: { queue: Pick<JobQueue, "cancel">; log: Logger }, name: string, jobId: string): Promise<void> {
  try {
    await deps.queue.cancel(name, jobId);
  } catch (err) {
    deps.log.warn({ err, job: name, jobId }, "could not cancel the job in the queue; it stops when it next checks its record");
  }
}
