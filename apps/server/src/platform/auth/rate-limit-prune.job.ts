import { z } from "zod";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { defineJob } from "../queue/job.ts";
import { pruneExpiredRateLimits } from "./rate-limit.ts";

export const RATE_LIMIT_PRUNE_JOB = "rate-limits.prune-expired";

/** Hourly: the rate-limit rows whose window is over for every limit are deleted (the table would grow with every address otherwise). */
export function rateLimitPruneJob(db: Kysely<Database>, log: Logger) {
  return defineJob({
    name: RATE_LIMIT_PRUNE_JOB,
    payload: z.object({}).passthrough(),
    cron: "17 * * * *",
    retryLimit: 2,
    handler: async () => {
      const removed = await pruneExpiredRateLimits(db);
      if (removed > 0) log.info({ removed }, "expired rate-limit rows removed");
    },
  });
}
