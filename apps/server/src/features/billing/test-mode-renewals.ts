import { sql } from "kysely";
import { PLAN_LIMITS, type PlanKey } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { grantCredits } from "./credits.ts";
import { endSubscription, periodEnd } from "./fulfil.ts";
import { planName, priceCents } from "./checkout.ts";

/**
 * What Stripe does at the end of a term, for test-mode subscriptions (no provider to do it): a
 * cancelled subscription ends (back to Free), a trial converts, an active one renews with a test
 * payment and the plan's credits. Idempotent: each subscription moves once per term.
 */
export async function advanceTestSubscriptions(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .selectFrom("subscriptions")
    .selectAll()
    .where("provider", "=", "test")
    .where("status", "in", ["Trialing", "Active", "Cancelled"])
    .where("current_period_end", "<=", now)
    .execute();
  for (const sub of due) {
    if (sub.cancel_at_period_end) {
      await endSubscription(deps, sub.id);
      continue;
    }
    await deps.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("subscriptions")
        .set({ status: "Active", current_period_end: periodEnd(sub.current_period_end ?? now, sub.period), updated_at: sql<Date>`now()` })
        .where("id", "=", sub.id)
        .where("current_period_end", "=", sub.current_period_end)
        .returning("id")
        .executeTakeFirst();
      if (!moved) return;
      await trx
        .insertInto("billing_history")
        .values({ id: newId("bill_"), user_id: sub.user_id, type: "subscription", description: `${planName(sub.plan_type)} (${sub.period === "YEARLY" ? "yearly" : "monthly"}) renewal`, amount_cents: priceCents(sub.plan_type as PlanKey, sub.period), status: "paid", provider_ref: null })
        .execute();
      if (sub.product === "WEB") await grantCredits(trx, sub.user_id, PLAN_LIMITS[sub.plan_type as PlanKey]?.freeCredits ?? 0);
    });
  }
  return due.length;
}
