import { PLAN_RANK, SALES_EMAIL, type PlanKey } from "@folio/contract/billing-plans";
import type { User } from "@folio/contract";

export type Period = "MONTHLY" | "YEARLY";
export const PAID_PLANS = ["PREMIUM", "PRO", "ENTERPRISE"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** What a click on a plan does (spec point 4, plan selection). */
export type PlanChoice =
  | { kind: "login"; next: string }
  | { kind: "sales"; href: string }
  | { kind: "ignore" }
  | { kind: "checkout"; plan: "PREMIUM" | "PRO"; period: Period; trial: boolean };

/** Enterprise opens an e-mail to sales (spec point 4, plan selection). */
export const SALES_MAILTO = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent("Folio Enterprise")}`;

/** The /documents address that starts this checkout automatically (used as the login `next`). */
export function checkoutPath(plan: PaidPlan, period: Period, trial = false): string {
  return `/documents?plan=${plan}&period=${period}${trial ? "&trial=true" : ""}`;
}

export function choosePlan(user: User | undefined, current: { plan: PlanKey; period: Period | null }, plan: PaidPlan, period: Period, trial = false): PlanChoice {
  if (plan === "ENTERPRISE") return { kind: "sales", href: SALES_MAILTO };
  if (!user || user.is_anonymous) return { kind: "login", next: checkoutPath(plan, period, trial) };
  if (current.plan === plan && current.period === period) return { kind: "ignore" };
  return { kind: "checkout", plan, period, trial };
}

/**
 * A plan's button is disabled when the plan is not higher than the user's role, except the same
 * plan from monthly to yearly (the downgrade rule).
 */
export function planDisabled(current: { plan: PlanKey; period: Period | null }, plan: PaidPlan, period: Period): boolean {
  if (plan === "ENTERPRISE") return false;
  if (current.plan === plan && current.period === "MONTHLY" && period === "YEARLY") return false;
  return PLAN_RANK[plan] <= PLAN_RANK[current.plan];
}

const PLAN_KEYS = new Set(["PREMIUM", "PRO", "ENTERPRISE"]);
const PERIOD_KEYS = new Set(["MONTHLY", "YEARLY"]);

/** The /documents query parameters: a known plan and period, else invalid. */
export function parseCheckoutParams(search: { plan?: unknown; period?: unknown; trial?: unknown }):
  | { kind: "none" }
  | { kind: "invalid" }
  | { kind: "checkout"; plan: PaidPlan; period: Period; trial: boolean } {
  if (search.plan === undefined && search.period === undefined) return { kind: "none" };
  const plan = String(search.plan ?? "").toUpperCase();
  const period = String(search.period ?? "").toUpperCase();
  if (!PLAN_KEYS.has(plan) || !PERIOD_KEYS.has(period)) return { kind: "invalid" };
  return { kind: "checkout", plan: plan as PaidPlan, period: period as Period, trial: String(search.trial ?? "").toLowerCase() === "true" };
}
