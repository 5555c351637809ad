import { sql } from "kysely";
import { FREE_TRIAL_DAYS, PLAN_LIMITS, WEB_PLANS, type PlanKey } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { grantCredits } from "./credits.ts";
import { planName } from "./checkout.ts";
import { LIVE_STATUSES } from "./subscriptions.ts";

const DAY_MS = 86_400_000;

export function periodEnd(from: Date, period: "MONTHLY" | "YEARLY"): Date {
  const end = new Date(from);
  if (period === "YEARLY") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** What completing a checkout did: whether it did anything, and the Stripe subscriptions the new plan replaced. */
export interface CheckoutOutcome {
  completed: boolean;
  /** Still billing at Stripe until cancelled there (the caller does, after this commits). */
  replacedStripeSubscriptions: string[];
}

/**
 * A paid (or trial) checkout completed: the one place a plan starts or credits arrive, used by the
 * Stripe webhook and the test-mode checkout alike. Idempotent: only an open checkout completes, so
 * a replayed event or a second click changes nothing. A paid one is told to `deps.purchaseListeners`
 * in the same transaction.
 */
export async function completeCheckout(
  deps: AppDeps,
  checkoutId: string,
  opts: { providerRef?: string | null; paymentRef?: string | null; periodEnd?: Date | null; eventAt?: Date | null } = {},
): Promise<CheckoutOutcome> {
  const nothing: CheckoutOutcome = { completed: false, replacedStripeSubscriptions: [] };
  return deps.db.transaction().execute(async (trx) => {
    const checkout = await trx
      .updateTable("checkout_sessions")
      .set({ status: "complete", payment_ref: opts.paymentRef ?? null })
      .where("id", "=", checkoutId)
      .where("status", "=", "open")
      .returningAll()
      .executeTakeFirst();
    if (!checkout) return nothing;
    const amount = checkout.amount_cents;
    if (amount > 0) {
      for (const listener of deps.purchaseListeners) await listener(trx, { userId: checkout.user_id, checkoutId, kind: checkout.kind, amountCents: amount });
    }
    if (checkout.kind === "one_time") {
      await grantCredits(trx, checkout.user_id, checkout.quantity ?? 0);
      await trx
        .insertInto("billing_history")
        .values({ id: newId("bill_"), user_id: checkout.user_id, type: "one_time", description: `${checkout.quantity ?? 0} credits`, amount_cents: amount, status: "paid", provider_ref: opts.paymentRef ?? null })
        .execute();
      return { completed: true, replacedStripeSubscriptions: [] };
    }
    const plan = checkout.plan_type!;
    const period = checkout.period ?? "MONTHLY";
    const product = plan in WEB_PLANS ? "WEB" : "API";
    const now = new Date();
    // A new plan replaces the live one of the same product (an upgrade, or monthly to yearly).
    const replaced = await trx
      .updateTable("subscriptions")
      .set({ status: "Expired", updated_at: sql<Date>`now()` })
      .where("user_id", "=", checkout.user_id)
      .where("product", "=", product)
      .where("status", "in", [...LIVE_STATUSES])
      .returning(["provider", "provider_ref"])
      .execute();
    await trx
      .insertInto("subscriptions")
      .values({
        id: newId("sub_"),
        user_id: checkout.user_id,
        plan_type: plan,
        product,
        period,
        status: checkout.trial === "none" ? "Active" : "Trialing",
        trial: checkout.trial,
        provider: checkout.provider,
        provider_ref: opts.providerRef ?? null,
        current_period_end: opts.periodEnd ?? (checkout.trial === "none" ? periodEnd(now, period) : new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS)),
        last_event_at: opts.eventAt ?? null,
      })
      .execute();
    if (product === "WEB") {
      await trx.updateTable("users").set({ plan, updated_at: sql<Date>`now()` }).where("id", "=", checkout.user_id).execute();
      await grantCredits(trx, checkout.user_id, PLAN_LIMITS[plan as PlanKey].freeCredits);
    }
    const what = `${planName(plan)} (${period === "YEARLY" ? "yearly" : "monthly"})`;
    await trx
      .insertInto("billing_history")
      .values({
        id: newId("bill_"),
        user_id: checkout.user_id,
        type: checkout.trial === "none" ? "subscription" : "trial",
        description: checkout.trial === "none" ? what : `${what}, ${FREE_TRIAL_DAYS}-day ${checkout.trial} trial`,
        amount_cents: amount,
        status: "paid",
        provider_ref: opts.paymentRef ?? null,
      })
      .execute();
    const replacedStripeSubscriptions = replaced.flatMap((r) => (r.provider === "stripe" && r.provider_ref && r.provider_ref !== opts.providerRef ? [r.provider_ref] : []));
    return { completed: true, replacedStripeSubscriptions };
  });
}

/** A checkout whose payment was declined: nothing changes but the checkout's status. */
export async function failCheckout(deps: AppDeps, checkoutId: string): Promise<boolean> {
  const row = await deps.db.updateTable("checkout_sessions").set({ status: "failed" }).where("id", "=", checkoutId).where("status", "=", "open").returning("id").executeTakeFirst();
  return Boolean(row);
}

/** A web subscription ended: the user falls back to the free plan unless another web plan is live. */
export async function endSubscription(deps: AppDeps, subscriptionId: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const sub = await trx.updateTable("subscriptions").set({ status: "Expired", updated_at: sql<Date>`now()` }).where("id", "=", subscriptionId).returningAll().executeTakeFirst();
    if (!sub || sub.product !== "WEB") return;
    const other = await trx.selectFrom("subscriptions").select("id").where("user_id", "=", sub.user_id).where("product", "=", "WEB").where("status", "in", [...LIVE_STATUSES]).executeTakeFirst();
    if (!other) await trx.updateTable("users").set({ plan: "FREE", updated_at: sql<Date>`now()` }).where("id", "=", sub.user_id).execute();
  });
}
