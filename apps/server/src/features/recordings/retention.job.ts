import { z } from "zod";
import { RECORDING_RETENTION_DAYS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { defineJob } from "../../platform/queue/job.ts";

export const RECORDING_SWEEP_JOB = "recordings.remove-expired";

/** Delete the recordings whose last batch is older than RECORDING_RETENTION_DAYS; returns how many went. */
export async function removeExpiredRecordings(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - RECORDING_RETENTION_DAYS * 86_400_000);
  const removed = await deps.db.deleteFrom("recordings").where("last_event_at", "<", cutoff).executeTakeFirst();
  const count = Number(removed.numDeletedRows);
  if (count > 0) deps.log.info({ removed: count, before: cutoff.toISOString() }, "expired session recordings removed");
  return count;
}

export function recordingSweepJob(deps: AppDeps) {
  return defineJob({
    name: RECORDING_SWEEP_JOB,
    payload: z.object({}).passthrough(),
    // Every day at 03:45 UTC.
    cron: "45 3 * * *",
    retryLimit: 2,
    handler: async () => {
      await removeExpiredRecordings(deps);
    },
  });
}
