import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { limitsFor, type PlanUser } from "./limits.ts";

/** The limits counted per user and per UTC day (spec point 9's table). */
export const DAILY_LIMITS = {
  documents_per_day: { limit: "documentsPerDay", noun: "documents", label: "Documents uploaded today" },
  questions_per_day: { limit: "questionsPerDay", noun: "questions", label: "Questions asked today" },
  conversations_per_day: { limit: "conversationsPerDay", noun: "conversations", label: "Conversations started today" },
} as const;
export type DailyLimitKey = keyof typeof DAILY_LIMITS;

/** Today's date in UTC, the day the counters use. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function totalFor(user: PlanUser, key: DailyLimitKey): number | null {
  return limitsFor(user)[DAILY_LIMITS[key].limit];
}

/** The refusal for a daily limit; the documents one says "uploads exceeded" (the support widget listens for it). */
export function dailyLimitError(key: DailyLimitKey, total: number): AppError {
  const detail =
    key === "documents_per_day"
      ? `Daily uploads exceeded: your plan allows ${total} ${total === 1 ? "document" : "documents"} per day. Upgrade your plan to upload more.`
      : `You have reached your plan's limit of ${total} ${DAILY_LIMITS[key].noun} per day. Upgrade your plan for more.`;
  return new AppError("limit_reached", detail);
}

export async function usedToday(deps: AppDeps, userId: string, key: DailyLimitKey): Promise<number> {
  return counterValue(deps, userId, key, utcDay());
}

/** Refuse (402) when today's count has reached the plan's figure; counts nothing. A call with an API key counts against the API plan only. */
export async function assertWithinLimit(deps: AppDeps, user: PlanUser, key: DailyLimitKey): Promise<void> {
  if (user.apiKeyId) return;
  const total = totalFor(user, key);
  if (total === null) return;
  if ((await usedToday(deps, user.id, key)) >= total) throw dailyLimitError(key, total);
}

/** Count one use today, whatever the limit (for uses already allowed). */
export async function recordUsage(deps: AppDeps, user: PlanUser, key: DailyLimitKey): Promise<void> {
  if (user.apiKeyId) return;
  await consumeCounter(deps, user.id, key, utcDay(), null);
}

/**
 * Check and count in one statement: the increment only happens while under the figure, so two
 * requests racing for the last use cannot both get it. Refuses with 402 otherwise.
 */
export async function consumeUsage(deps: AppDeps, user: PlanUser, key: DailyLimitKey): Promise<void> {
  if (user.apiKeyId) return;
  const total = totalFor(user, key);
  if (!(await consumeCounter(deps, user.id, key, utcDay(), total))) throw dailyLimitError(key, total ?? 0);
}

/** Give back one use (the work it paid for was refused later for another reason). */
export async function releaseUsage(deps: AppDeps, user: PlanUser, key: DailyLimitKey): Promise<void> {
  if (user.apiKeyId) return;
  await releaseCounter(deps, user.id, key, utcDay());
}

/**
 * Count one use of a counter (a key and its day: a UTC day, or a month's first day for the API
 * plan's monthly quotas) unless it has reached `total` (null: no limit). False when refused.
 */
export async function consumeCounter(deps: AppDeps, userId: string, key: string, day: string, total: number | null): Promise<boolean> {
  const row = await deps.db
    .insertInto("usage_counters")
    .values({ user_id: userId, key, day, count: 1 })
    .onConflict((oc) => {
      const update = oc.columns(["user_id", "key", "day"]).doUpdateSet({ count: sql<number>`usage_counters.count + 1` });
      return total === null ? update : update.where("usage_counters.count", "<", total);
    })
    .returning("count")
    .executeTakeFirst();
  return row !== undefined && (total === null || row.count <= total);
}

/**
 * Count `amount` uses at once, all or none: false (nothing counted) when they would pass `total`.
 * With no total, they are simply added (what happened already, like pages found after upload).
 */
export async function consumeCounterBy(deps: AppDeps, userId: string, key: string, day: string, amount: number, total: number | null): Promise<boolean> {
  if (total !== null && amount > total) return false;
  const row = await deps.db
    .insertInto("usage_counters")
    .values({ user_id: userId, key, day, count: amount })
    .onConflict((oc) => {
      const update = oc.columns(["user_id", "key", "day"]).doUpdateSet({ count: sql<number>`usage_counters.count + ${amount}` });
      return total === null ? update : update.where(sql<number>`usage_counters.count + ${amount}`, "<=", total);
    })
    .returning("count")
    .executeTakeFirst();
  return row !== undefined;
}

/** Give back `amount` uses of a counter (a refused upload's pages). */
export async function releaseCounterBy(deps: AppDeps, userId: string, key: string, day: string, amount: number): Promise<void> {
  await deps.db
    .updateTable("usage_counters")
    .set({ count: sql<number>`greatest(count - ${amount}, 0)` })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("day", "=", day)
    .execute();
}

/** Give back one use of a counter. */
export async function releaseCounter(deps: AppDeps, userId: string, key: string, day: string): Promise<void> {
  await deps.db
    .updateTable("usage_counters")
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("day", "=", day)
    .execute();
}

/** A counter's use on a day (0 when never counted). */
export async function counterValue(deps: AppDeps, userId: string, key: string, day: string): Promise<number> {
  const row = await deps.db.selectFrom("usage_counters").select("count").where("user_id", "=", userId).where("key", "=", key).where("day", "=", day).executeTakeFirst();
  return row?.count ?? 0;
}
