import { API_PLANS, API_PLAN_TYPES, SALES_EMAIL, apiYearlyPrice, periodCodesOf, type ApiPlanType } from "@folio/contract/billing-plans";

export type Period = "MONTHLY" | "YEARLY";
export const PERIODS: readonly Period[] = ["MONTHLY", "YEARLY"];

/** What a plan's button does: nothing to buy (free), the checkout (after sign-in), or a mail to sales. */
export type PlanBuy = { kind: "free" } | { kind: "checkout"; plan: ApiPlanType; period: Period } | { kind: "sales"; href: string };

export interface ApiPlanRow {
  value: ApiPlanType;
  name: string;
  /** null: custom pricing. `billed` is what one payment costs for the period; `perMonth` what it comes to a month. */
  price: { perMonth: number; billed: number; period: Period } | null;
  messages: number;
  pages: number;
  maximumDocuments: number | null;
  buy: PlanBuy;
}

export const SALES_MAILTO = `mailto:${SALES_EMAIL}?subject=${encodeURIComponent("Folio API Enterprise")}`;

/**
 * The API plans of spec point 9 as the /developers table shows them for one billing period, cheapest
 * first. A plan sold by checkout is bought at /developers/apiKeys?buy=<plan>&period=<period>: that
 * page starts the checkout itself, and an anonymous visitor signs in on the way (as /pricing does).
 */
export function apiPlanRows(period: Period): ApiPlanRow[] {
  return API_PLAN_TYPES.map((type) => {
    const plan = API_PLANS[type];
    const codes = periodCodesOf(type);
    const price =
      plan.price === null
        ? null
        : period === "YEARLY" && codes
          ? { perMonth: Math.round((apiYearlyPrice(plan.price) / 12) * 100) / 100, billed: apiYearlyPrice(plan.price), period }
          : { perMonth: plan.price, billed: plan.price, period: "MONTHLY" as const };
    const buy: PlanBuy = plan.price === null ? { kind: "sales", href: SALES_MAILTO } : codes ? { kind: "checkout", plan: type, period } : { kind: "free" };
    return { value: type, name: plan.name, price, messages: plan.messages, pages: plan.pages, maximumDocuments: plan.maximumDocuments, buy };
  });
}

/** A plan chosen by the `buy` and `period` query of /developers/apiKeys, if both name a plan sold by checkout. */
export function parseBuyParams(search: { buy?: unknown; period?: unknown }): { kind: "none" } | { kind: "invalid" } | { kind: "checkout"; plan: ApiPlanType; period: Period } {
  if (search.buy === undefined && search.period === undefined) return { kind: "none" };
  const plan = String(search.buy ?? "").toUpperCase() as ApiPlanType;
  const period = String(search.period ?? "MONTHLY").toUpperCase() as Period;
  if (!API_PLAN_TYPES.includes(plan) || !PERIODS.includes(period) || !periodCodesOf(plan)) return { kind: "invalid" };
  return { kind: "checkout", plan, period };
}

/** The period code (5..14) that buys a plan through POST /api/subscription. */
export function periodCode(plan: ApiPlanType, period: Period): number | null {
  const codes = periodCodesOf(plan);
  return codes ? (period === "YEARLY" ? codes.yearly : codes.monthly) : null;
}

export const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const figure = (n: number) => n.toLocaleString("en-US");
