import { API_PLANS, type ApiPlanType, type BillingItem, type UserSubscription } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { creditBalance } from "./credits.ts";
import { planOf } from "./limits.ts";
import { paymentMode } from "./payments.ts";
import { LIVE_STATUSES, toSubscription } from "./subscriptions.ts";

/** `GET /api/user_subscription`: every subscription newest first, the live web and API ones, credits. */
export async function userSubscription(deps: AppDeps, user: UserRow): Promise<UserSubscription> {
  const rows = await deps.db.selectFrom("subscriptions").selectAll().where("user_id", "=", user.id).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const live = (product: "WEB" | "API") => rows.find((r) => r.product === product && (LIVE_STATUSES as readonly string[]).includes(r.status));
  const web = live("WEB");
  const api = live("API");
  return {
    subscriptions: rows.map(toSubscription),
    web: web ? toSubscription(web) : null,
    api: api ? toSubscription(api) : null,
    credits: await creditBalance(deps.db, user.id),
    web_plan: planOf(user),
    // The same rule as apiPlanOf, on the rows read here.
    api_plan: api && api.plan_type in API_PLANS ? (api.plan_type as ApiPlanType) : "API_FREE",
    payment_mode: paymentMode(deps),
  };
}

/** `GET /api/billing_history`: payments in pages, newest first by default, optionally of one type. */
export async function billingHistory(deps: AppDeps, user: UserRow, q: { page: number; page_size: number; order: "asc" | "desc"; type?: string | undefined }) {
  let base = deps.db.selectFrom("billing_history").where("user_id", "=", user.id);
  if (q.type) base = base.where("type", "=", q.type as BillingItem["type"]);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", q.order).orderBy("id", q.order).limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items: BillingItem[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    description: r.description,
    amount: r.amount_cents / 100,
    currency: "USD",
    status: r.status,
    date_time: r.created_at.toISOString(),
  }));
  return { items, total: Number(count.n) };
}

/** `GET /api/churn`: asked before a cancellation goes through. */
export async function churnFlow(deps: AppDeps, user: UserRow) {
  const live = (await userSubscription(deps, user)).web;
  const monthly = live?.period === "MONTHLY";
  return {
    survey: {
      question: "Why are you cancelling?",
      reasons: ["It is too expensive", "I don't use it enough", "A feature I need is missing", "The answers were not good enough", "I only needed it for one project", "Other"],
    },
    offer: monthly
      ? { title: "Stay and save 25%", description: "Switch to yearly billing and pay 25% less than monthly, with everything you have now.", action: "SUBSCRIPTION_UPDATE" as const }
      : { title: "Keep your documents and credits", description: "Your plan stays active until the end of the paid term; you can reactivate it any time before then.", action: null },
  };
}
