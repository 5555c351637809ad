import { API_PLANS, API_USAGE_KEYS, BILLING_MESSAGES, type ApiPlanType, type ApiUsage, type ApiUsageKey, type KeyQuotaUnit } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { apiPlanOf, consumeCounter, consumeCounterBy, counterValue, releaseCounter, releaseCounterBy } from "../billing/index.ts";

/**
 * The API plan's quotas (spec point 9) are counted per calendar month (UTC) in billing's usage
 * counters, under their own keys, so they never mix with the web plan's daily counts.
 */
const COUNTER_KEYS: Record<ApiUsageKey, string> = { messages: "api_messages", pages: "api_pages", documents: "api_documents" };
const LABELS: Record<ApiUsageKey, string> = { messages: "Messages this month", pages: "Pages this month", documents: "Documents this month" };

/** The first day of the calendar month (UTC), the day the monthly counters are kept under. */
export function monthStart(now = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

function totalOf(plan: ApiPlanType, key: ApiUsageKey): number | null {
  const entry = API_PLANS[plan];
  return key === "documents" ? entry.maximumDocuments : entry[key];
}

/** Count one unit for a call made with a key; 402 with the spec's message once the month's are used up. */
export async function consumeApiUnit(deps: AppDeps, userId: string, unit: KeyQuotaUnit): Promise<void> {
  const total = totalOf(await apiPlanOf(deps, userId), unit);
  if (!(await consumeCounter(deps, userId, COUNTER_KEYS[unit], monthStart(), total))) {
    throw new AppError("api_units_used_up", BILLING_MESSAGES.unitsUsedUp(unit));
  }
}

/** Give a unit back: the call it paid for was refused later. */
export async function releaseApiUnit(deps: AppDeps, userId: string, unit: KeyQuotaUnit): Promise<void> {
  await releaseCounter(deps, userId, COUNTER_KEYS[unit], monthStart());
}

/**
 * Count the pages of a document uploaded with a key, all or none: 402 with the spec's message when
 * they would pass the month's pages. Pages found only later (formats counted by extraction) are
 * added by `addApiPages`, without a limit: the document was accepted already.
 */
export async function consumeApiPages(deps: AppDeps, userId: string, pages: number): Promise<void> {
  const total = totalOf(await apiPlanOf(deps, userId), "pages");
  if (!(await consumeCounterBy(deps, userId, COUNTER_KEYS.pages, monthStart(), pages, total))) {
    throw new AppError("api_units_used_up", BILLING_MESSAGES.unitsUsedUp("pages"));
  }
}

export async function releaseApiPages(deps: AppDeps, userId: string, pages: number): Promise<void> {
  await releaseCounterBy(deps, userId, COUNTER_KEYS.pages, monthStart(), pages);
}

export async function addApiPages(deps: AppDeps, userId: string, pages: number): Promise<void> {
  if (pages > 0) await consumeCounterBy(deps, userId, COUNTER_KEYS.pages, monthStart(), pages, null);
}

/** `GET /api/api-usage`: the API plan and this month's use of each of its quotas. */
export async function apiUsage(deps: AppDeps, user: UserRow): Promise<ApiUsage> {
  const plan = await apiPlanOf(deps, user.id);
  const period = monthStart();
  const used = await Promise.all(API_USAGE_KEYS.map((key) => counterValue(deps, user.id, COUNTER_KEYS[key], period)));
  return { plan, period_start: period, limits: API_USAGE_KEYS.map((key, i) => ({ key, label: LABELS[key], used: used[i] ?? 0, total: totalOf(plan, key) })) };
}
