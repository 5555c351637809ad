import { sql } from "kysely";
import { PLAN_LIMITS, type PlanKey } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { verifyStripeSignature } from "../../adapters/payments/index.ts";
import { completeCheckout, endSubscription, failCheckout } from "./fulfil.ts";
import { grantCredits } from "./credits.ts";
import { stripeOf } from "./payments.ts";
import { reversePurchase } from "./reversals.ts";

interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : v && typeof v === "object" && "id" in v ? String((v as { id: unknown }).id) : null);
const date = (unix: unknown): Date | null => (typeof unix === "number" ? new Date(unix * 1000) : null);

const STATUS: Record<string, "Trialing" | "Active" | "Failed" | "Expired"> = {
  trialing: "Trialing", active: "Active", past_due: "Failed", unpaid: "Failed", canceled: "Expired", incomplete_expired: "Expired",
};

/** Stripe will deliver the event again later (used when it refers to a subscription not known yet). */
class RetryLater extends Error {}

/**
 * `POST /api/billing/webhook`: verify the Stripe-Signature HMAC, apply the event once (its id is
 * recorded; a replay changes nothing) and ignore events older than the last one applied to the same
 * subscription, so out-of-order delivery cannot undo a newer state.
 */
export async function handleStripeWebhook(deps: AppDeps, payload: string, signature: string | null): Promise<{ received: true }> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("not_found", "Payments are not configured on this server.");
  if (!verifyStripeSignature(payload, signature, secret)) throw new AppError("invalid_signature");
  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    throw new AppError("malformed_json");
  }
  const seen = await deps.db.selectFrom("webhook_events").select("id").where("id", "=", event.id).executeTakeFirst();
  if (seen) return { received: true };
  try {
    await applyEvent(deps, event);
  } catch (err) {
    if (err instanceof RetryLater) throw new AppError("event_not_ready");
    throw err;
  }
  await deps.db.insertInto("webhook_events").values({ id: event.id, type: event.type }).onConflict((oc) => oc.column("id").doNothing()).execute();
  return { received: true };
}

async function applyEvent(deps: AppDeps, event: StripeEvent): Promise<void> {
  const obj = event.data.object;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const checkoutId = str(obj.client_reference_id) ?? str((obj.metadata as Record<string, unknown> | undefined)?.checkout_id);
      if (!checkoutId) return;
      if (obj.payment_status === "unpaid" && obj.mode === "payment") return;
      const outcome = await completeCheckout(deps, checkoutId, { providerRef: str(obj.subscription), paymentRef: str(obj.payment_intent) ?? str(obj.invoice) ?? str(obj.id), eventAt: at });
      await cancelReplacedSubscriptions(deps, outcome.replacedStripeSubscriptions);
      return;
    }
    case "checkout.session.expired": {
      const checkoutId = str(obj.client_reference_id);
      if (checkoutId) await failCheckout(deps, checkoutId);
      return;
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = await deps.db.selectFrom("subscriptions").selectAll().where("provider_ref", "=", str(obj.id)).executeTakeFirst();
      if (!sub) throw new RetryLater();
      if (sub.last_event_at && sub.last_event_at > at) return;
      if (event.type === "customer.subscription.deleted" || STATUS[String(obj.status)] === "Expired") {
        await endSubscription(deps, sub.id);
        await deps.db.updateTable("subscriptions").set({ last_event_at: at }).where("id", "=", sub.id).execute();
        return;
      }
      const mapped = STATUS[String(obj.status)] ?? sub.status;
      const cancelling = obj.cancel_at_period_end === true;
      await deps.db
        .updateTable("subscriptions")
        .set({
          status: cancelling && mapped !== "Failed" ? "Cancelled" : mapped,
          cancel_at_period_end: cancelling,
          current_period_end: date(obj.current_period_end) ?? sub.current_period_end,
          last_event_at: at,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", sub.id)
        .execute();
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const ref = str(obj.subscription);
      const sub = ref ? await deps.db.selectFrom("subscriptions").selectAll().where("provider_ref", "=", ref).executeTakeFirst() : undefined;
      if (!sub) {
        if (ref) throw new RetryLater();
        return;
      }
      const paid = event.type === "invoice.paid";
      const inserted = await deps.db
        .insertInto("billing_history")
        .values({
          id: newId("bill_"),
          user_id: sub.user_id,
          type: "subscription",
          description: `${sub.plan_type} ${sub.period === "YEARLY" ? "yearly" : "monthly"} renewal`,
          amount_cents: Number(obj.amount_paid ?? obj.amount_due ?? 0),
          status: paid ? "paid" : "failed",
          provider_ref: str(obj.id),
        })
        .onConflict((oc) => oc.column("provider_ref").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (sub.last_event_at && sub.last_event_at > at) return;
      await deps.db
        .updateTable("subscriptions")
        .set({ status: paid ? (sub.cancel_at_period_end ? "Cancelled" : "Active") : "Failed", last_event_at: at, updated_at: sql<Date>`now()` })
        .where("id", "=", sub.id)
        .execute();
      // A renewal brings the plan's credits again.
      if (paid && inserted && obj.billing_reason === "subscription_cycle" && sub.product === "WEB") {
        await grantCredits(deps.db, sub.user_id, PLAN_LIMITS[sub.plan_type as PlanKey]?.freeCredits ?? 0);
      }
      return;
    }
    case "charge.refunded": {
      // A partial refund leaves the purchase standing (and what it earned); only a full one reverses it.
      if (obj.refunded !== true) {
        deps.log.info({ charge: str(obj.id) }, "partial refund: the purchase stands");
        return;
      }
      await reversePurchase(deps, paymentRefsOf(obj), "refund");
      return;
    }
    case "charge.dispute.created": {
      // A dispute names its charge and PaymentIntent; a subscription's first payment is known by its
      // invoice, which only the charge holds.
      const byIntent = await reversePurchase(deps, paymentRefsOf(obj), "dispute");
      const chargeId = str(obj.charge);
      const stripe = stripeOf(deps);
      if (byIntent || !chargeId || !stripe) return;
      await reversePurchase(deps, paymentRefsOf(await stripe.retrieveCharge(chargeId)), "dispute");
      return;
    }
    default:
      return;
  }
}

/** The references a completed checkout may hold for a charge: its PaymentIntent and its invoice. */
function paymentRefsOf(obj: Record<string, unknown>): string[] {
  return [str(obj.payment_intent), str(obj.invoice)].filter((ref): ref is string => ref !== null);
}

/**
 * A new plan bought through Checkout is a new Stripe subscription: the one it replaced must stop
 * billing there too, or the user pays for both. A failure is logged with the subscription to cancel
 * by hand; the new plan stands either way.
 */
async function cancelReplacedSubscriptions(deps: AppDeps, refs: string[]): Promise<void> {
  const stripe = stripeOf(deps);
  if (!stripe) return;
  for (const ref of refs) {
    await stripe.cancelSubscription(ref).then(
      () => deps.log.info({ subscription: ref }, "replaced Stripe subscription cancelled"),
      (err: unknown) => deps.log.error({ err, subscription: ref }, "could not cancel the replaced Stripe subscription; cancel it in the Stripe dashboard"),
    );
  }
}
