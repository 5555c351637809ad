import { z } from "zod";
import { integer, parseSection, type Env } from "./env.ts";

const KIND_LIMIT = /^([a-z][a-z0-9.-]*)=([1-9][0-9]*)$/;

/** `kind=n,kind=n`: jobs of each named kind a worker process runs at once. */
const concurrencyByKind = z
  .string()
  .transform((v, ctx) => {
    const limits: Record<string, number> = {};
    for (const part of v.split(",").map((p) => p.trim()).filter(Boolean)) {
      const m = KIND_LIMIT.exec(part);
      if (!m) {
        ctx.addIssue({ code: "custom", message: `"${part}" is not kind=number (for example ingest-document=4)` });
        return z.NEVER;
      }
      limits[m[1]!] = Number(m[2]);
    }
    return limits;
  })
  .default({});

const JobsSchema = z.object({
  /** Parallel jobs per worker process, by job kind; a kind not named keeps its own default. */
  JOB_CONCURRENCY: concurrencyByKind,
  /** About this many jobs of one user at most run at once per kind, across every worker (a soft cap: see decision 35). Unset: no cap. */
  JOB_USER_CONCURRENCY: integer().min(1, { message: "must be 1 or more" }).optional(),
});

export type JobSettings = z.output<typeof JobsSchema>;

/** How many background jobs run at once: per kind in each worker, and per user across workers. */
export function readJobSettings(env: Env): JobSettings {
  return parseSection(JobsSchema, env);
}
