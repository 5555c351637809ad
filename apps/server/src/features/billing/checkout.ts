import type { z } from "zod";
import {
  API_PLANS, BILLING_MESSAGES, apiYearlyPrice, CREDITS_PER_USD, FREE_TRIAL_DAYS, MIN_CREDIT_PURCHASE, PAID_TRIAL_PRICE_USD,
  SUBSCRIPTION_PERIOD_CODES, WEB_PLANS, isApiDowngrade, isDowngrade, type ApiPlanType, type CreateSubscriptionBody, type PlanKey,
} from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { StripeError } from "../../adapters/payments/index.ts";
import { isPaid, planOf } from "./limits.ts";
import { appUrl, stripeOf } from "./payments.ts";
import { liveSubscription } from "./subscriptions.ts";

type Period = "MONTHLY" | "YEARLY";
type SubscriptionInput = z.output<typeof CreateSubscriptionBody>;
const invalidPlan = () => new AppError("invalid_plan");

/** Plan and period from the body: a period code (1..14), or a period with a plan name. */
export function resolvePlan(body: SubscriptionInput): { plan: PlanKey | ApiPlanType; period: Period } {
  if (typeof body.subscription === "number") {
    const code = SUBSCRIPTION_PERIOD_CODES[body.subscription];
    if (!code) throw invalidPlan();
    return code;
  }
  const plan = body.plan ?? "";
  if (plan in WEB_PLANS || plan in API_PLANS) return { plan: plan as PlanKey | ApiPlanType, period: body.subscription };
  throw invalidPlan();
}

export function priceCents(plan: PlanKey | ApiPlanType, period: Period): number {
  if (plan in WEB_PLANS) {
    const price = WEB_PLANS[plan as PlanKey].price;
    if (!price) throw invalidPlan();
    return Math.round((period === "YEARLY" ? price.billedYearly : price.monthly) * 100);
  }
  const monthly = API_PLANS[plan as ApiPlanType].price;
  if (monthly === null) throw invalidPlan();
  return Math.round((period === "YEARLY" ? apiYearlyPrice(monthly) : monthly) * 100);
}

/** Display name of a plan for messages ("Premium", "API Premium 1"). */
export function planName(plan: string): string {
  return WEB_PLANS[plan as PlanKey]?.name ?? API_PLANS[plan as ApiPlanType]?.name ?? plan;
}

function wrapStripe(err: unknown): never {
  if (err instanceof StripeError) {
    throw new AppError("payment_provider", { cause: err });
  }
  throw err;
}

/**
 * `POST /api/subscription`: check the plan and the downgrade rule, record a checkout and hand back
 * the page to pay on: Stripe Checkout when configured, else the built-in test-mode checkout.
 */
export async function startSubscriptionCheckout(deps: AppDeps, user: UserRow, input: SubscriptionInput, origin: string) {
  const { plan, period } = resolvePlan(input);
  if (plan === "ENTERPRISE" || plan === "API_ENTERPRISE") {
    throw new AppError("contact_sales");
  }
  if (plan === "FREE" || plan === "API_FREE") throw invalidPlan();
  const product = plan in WEB_PLANS ? "WEB" : "API";
  const live = await liveSubscription(deps.db, user.id, product);
  if (product === "WEB") {
    const current = { plan: planOf(user), period: live?.period ?? null };
    if (isDowngrade(current, { plan: plan as PlanKey, period })) {
      throw new AppError("already_subscribed", BILLING_MESSAGES.higherPlan(planName(plan)));
    }
  } else {
    const current = { plan: live && live.plan_type in API_PLANS ? (live.plan_type as ApiPlanType) : "API_FREE", period: live?.period ?? null } as const;
    if (isApiDowngrade(current, { plan: plan as ApiPlanType, period })) {
      throw new AppError("already_subscribed", BILLING_MESSAGES.higherPlan(planName(plan)));
    }
  }
  // Trials: the paid $1 trial for Premium or Pro; the free trial only for a free user who never subscribed.
  const everSubscribed = await deps.db.selectFrom("subscriptions").select("id").where("user_id", "=", user.id).executeTakeFirst();
  const trial =
    input.give_paid_trial && (plan === "PREMIUM" || plan === "PRO") ? "paid" : input.give_trial && !isPaid(user) && !everSubscribed ? "free" : "none";
  const amount = trial === "paid" ? PAID_TRIAL_PRICE_USD * 100 : trial === "free" ? 0 : priceCents(plan, period);
  const id = newId("chk_");
  const stripe = stripeOf(deps);
  await deps.db
    .insertInto("checkout_sessions")
    .values({ id, user_id: user.id, kind: "subscription", plan_type: plan, period, trial, amount_cents: amount, provider: stripe ? "stripe" : "test" })
    .execute();
  if (!stripe) return { url: `/billing/test-checkout/${id}` };

  const session = await stripe
    .createCheckoutSession(
      {
        mode: "subscription",
        client_reference_id: id,
        customer_email: user.email,
        success_url: appUrl(deps, origin, `/billing?checkout=success&kind=${product === "WEB" ? "web" : "api"}`),
        cancel_url: appUrl(deps, origin, "/billing?checkout=cancelled"),
        metadata: { checkout_id: id, user_id: user.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "usd",
              unit_amount: priceCents(plan, period),
              recurring: { interval: period === "YEARLY" ? "year" : "month" },
              product_data: { name: `Folio ${planName(plan)}` },
            },
          },
          ...(trial === "paid"
            ? [{ quantity: 1, price_data: { currency: "usd", unit_amount: PAID_TRIAL_PRICE_USD * 100, product_data: { name: `Folio ${planName(plan)} trial` } } }]
            : []),
        ],
        subscription_data: { metadata: { checkout_id: id, user_id: user.id }, ...(trial === "none" ? {} : { trial_period_days: FREE_TRIAL_DAYS }) },
      },
      id,
    )
    .catch(wrapStripe);
  await deps.db.updateTable("checkout_sessions").set({ provider_ref: session.id }).where("id", "=", id).execute();
  return { url: String(session.url) };
}

/** `POST /api/one_time_payment`: credits, 10 for a dollar, at least 50, paid plans only. */
export async function startCreditsCheckout(deps: AppDeps, user: UserRow, quantity: number, origin: string) {
  if (!isPaid(user)) throw new AppError("upgrade_required", BILLING_MESSAGES.freeCannotBuyCredits);
  if (quantity < MIN_CREDIT_PURCHASE) throw new AppError("minimum_credits");
  const unitCents = 100 / CREDITS_PER_USD;
  const id = newId("chk_");
  const stripe = stripeOf(deps);
  await deps.db
    .insertInto("checkout_sessions")
    .values({ id, user_id: user.id, kind: "one_time", quantity, amount_cents: quantity * unitCents, provider: stripe ? "stripe" : "test" })
    .execute();
  if (!stripe) return { url: `/billing/test-checkout/${id}` };
  const session = await stripe
    .createCheckoutSession(
      {
        mode: "payment",
        client_reference_id: id,
        customer_email: user.email,
        success_url: appUrl(deps, origin, "/billing?checkout=success&kind=one_time"),
        cancel_url: appUrl(deps, origin, "/billing?checkout=cancelled"),
        metadata: { checkout_id: id, user_id: user.id },
        line_items: [{ quantity, price_data: { currency: "usd", unit_amount: unitCents, product_data: { name: "Folio credits" } } }],
      },
      id,
    )
    .catch(wrapStripe);
  await deps.db.updateTable("checkout_sessions").set({ provider_ref: session.id }).where("id", "=", id).execute();
  return { url: String(session.url) };
}
