import type { z } from "zod";

export interface JobContext {
  id: string;
  /** How many times this job was retried before this attempt (0 on the first). */
  retryCount: number;
  /** Aborted when the job is cancelled or its worker stops; handlers check it between steps. */
  signal: AbortSignal;
}

/**
 * A job is data owned by its feature: a name, a payload schema and an idempotent handler (a crash
 * mid-way re-runs it from the start, so it must leave nothing half-visible).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handler: (payload: z.infer<S>, ctx: JobContext) => Promise<void>;
  /** Seconds a single attempt may run before it is considered dead and retried. */
  expireInSeconds?: number;
  retryLimit?: number;
  /** Parallel jobs of this kind per process. */
  concurrency?: number;
  /** A cron expression (UTC): the queue starts the job on this schedule, once across all instances. */
  cron?: string;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}
