import { sql } from "kysely";
import { FREE_RETENTION_DAYS, RETENTION_WARNING_DAYS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { limitsFor } from "./limits.ts";
import { DAILY_LIMITS, utcDay, type DailyLimitKey } from "./usage-counters.ts";
import { creditBalance } from "./credits.ts";

interface UsageLimit { key: string; label: string; used: number; total: number | null }

/** `GET /api/usage`: used and total for each limit of the user's plan (total null when unlimited). */
export async function usageReport(deps: AppDeps, user: UserRow): Promise<{ limits: UsageLimit[] }> {
  const limits = limitsFor(user);
  const [docs, counters, credits] = await Promise.all([
    deps.db
      .selectFrom("documents")
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.coalesce(eb.fn.sum<number>("size_bytes"), sql<number>`0`).as("bytes"),
        eb.fn
          .count<number>("id")
          .filterWhere(sql<boolean>`created_at < now() - make_interval(days => ${(limits.retentionDays ?? FREE_RETENTION_DAYS) - RETENTION_WARNING_DAYS})`)
          .as("expiring"),
      ])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow(),
    deps.db.selectFrom("usage_counters").select(["key", "count"]).where("user_id", "=", user.id).where("day", "=", utcDay()).execute(),
    creditBalance(deps.db, user.id),
  ]);
  const today = new Map(counters.map((c) => [c.key, c.count]));
  const daily = (Object.keys(DAILY_LIMITS) as DailyLimitKey[]).map((key) => ({
    key,
    label: DAILY_LIMITS[key].label,
    used: today.get(key) ?? 0,
    total: limits[DAILY_LIMITS[key].limit],
  }));
  return {
    limits: [
      ...daily,
      { key: "documents", label: "Documents", used: Number(docs.total), total: null },
      { key: "storage_bytes", label: "Storage used (bytes)", used: Number(docs.bytes), total: null },
      { key: "file_size_bytes", label: "Largest file (bytes)", used: 0, total: limits.fileSizeBytes },
      { key: "pages_per_document", label: "Pages per document", used: 0, total: limits.pagesPerDocument },
      { key: "knowledge_base_documents", label: "Documents per folder", used: 0, total: limits.knowledgeBaseDocuments },
      { key: "credits", label: "Credits available", used: credits, total: null },
      // The in-app warning before the daily clean-up: documents deleted within RETENTION_WARNING_DAYS.
      ...(limits.retentionDays === null
        ? []
        : [{ key: "documents_expiring", label: `Documents deleted within ${RETENTION_WARNING_DAYS} days (free documents are kept ${limits.retentionDays} days)`, used: Number(docs.expiring), total: null }]),
    ],
  };
}
