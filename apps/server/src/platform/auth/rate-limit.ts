import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { AppError } from "../errors.ts";

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  /** Seconds until the key's window ends and its count starts again (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Count one hit for `key` in a fixed window and say whether it is still within `limit`. Kept in
 * the database so every API instance shares the count.
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, limit: number, windowSeconds: number): Promise<RateLimitHit> {
  const window = windowedHit(windowSeconds);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: sql<Date>`now()`, count: 1 })
    .onConflict((oc) => oc.column("key").doUpdateSet({ count: window.count, window_start: window.windowStart }))
    .returning(["count", window.retryAfter.as("retry_after")])
    .executeTakeFirstOrThrow();
  return rateLimitHit(row.count, row.retry_after, limit);
}

/**
 * The longest window a limit may use. A row whose window started longer ago than this is over for
 * every limit, so pruneExpiredRateLimits can delete it without knowing which limit wrote it.
 */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 3600;

/**
 * The fixed window's arithmetic for an upsert into rate_limits: the hit's new count and window start
 * on conflict, and the seconds left in the window. Shared with queries that count a hit in the same
 * statement as another read (the API key step).
 */
export function windowedHit(windowSeconds: number) {
  if (windowSeconds > RATE_LIMIT_MAX_WINDOW_SECONDS) throw new RangeError(`A rate limit's window is at most ${RATE_LIMIT_MAX_WINDOW_SECONDS} s (got ${windowSeconds}): pruning would cut longer ones short.`);
  const expired = sql<boolean>`rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})`;
  return {
    count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
    windowStart: sql<Date>`case when ${expired} then now() else rate_limits.window_start end`,
    retryAfter: sql<number>`ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int`,
  };
}

export function rateLimitHit(count: number, retryAfter: number, limit: number): RateLimitHit {
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, retryAfter) };
}

/** Refuse with 429 when any hit is over its limit, saying how long until the last of them frees. */
export function assertWithinRateLimits(...hits: RateLimitHit[]): void {
  const refused = hits.filter((h) => !h.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((h) => h.retryAfterSeconds));
  throw new AppError("too_many_attempts", { detail: `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`, retryAfterSeconds });
}

/** "45 seconds", "1 minute", "58 minutes": a wait rounded up, so the message is never too short. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/**
 * Delete the rows whose window is over for any limit: keys hold addresses and user ids, and every
 * new address or account leaves one behind. Returns how many went.
 */
export async function pruneExpiredRateLimits(db: Kysely<Database>): Promise<number> {
  const removed = await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", sql<Date>`now() - make_interval(secs => ${RATE_LIMIT_MAX_WINDOW_SECONDS})`)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
