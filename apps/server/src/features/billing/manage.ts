import { sql } from "kysely";
import type { ManageAction } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { StripeError } from "../../adapters/payments/index.ts";
import { appUrl, stripeOf } from "./payments.ts";
import { liveSubscription } from "./subscriptions.ts";

const providerFailed = (cause: unknown) =>
  new AppError("payment_provider", { detail: "An error occurred while fetching your subscription. Please try again", cause });

/**
 * `GET /api/manage/subscription`: cancel (at the end of the paid term), reactivate a cancelled
 * subscription or trial (SUBSCRIPTION_UPDATE), or open the provider's page for the payment method.
 * Answers the url the browser goes to next.
 */
export async function manageSubscription(deps: AppDeps, user: UserRow, subType: "WEB" | "API", action: ManageAction, origin: string): Promise<{ url: string }> {
  const sub = await liveSubscription(deps.db, user.id, subType);
  if (!sub) throw new AppError("no_subscription");
  const stripe = sub.provider === "stripe" ? stripeOf(deps) : null;
  if (sub.provider === "stripe" && !stripe) throw providerFailed("stripe not configured");

  if (action === "SUBSCRIPTION_CANCEL" || (action === "SUBSCRIPTION_UPDATE" && sub.cancel_at_period_end)) {
    const cancel = action === "SUBSCRIPTION_CANCEL";
    if (stripe && sub.provider_ref) await stripe.updateSubscription(sub.provider_ref, { cancel_at_period_end: cancel }).catch((e: unknown) => { throw providerFailed(e); });
    await deps.db
      .updateTable("subscriptions")
      .set({ cancel_at_period_end: cancel, status: cancel ? "Cancelled" : sub.trial !== "none" && sub.current_period_end && sub.current_period_end > new Date() && sub.status !== "Active" ? "Trialing" : "Active", updated_at: sql<Date>`now()` })
      .where("id", "=", sub.id)
      .execute();
    return { url: cancel ? "/billing?subscription=cancelled" : "/billing?subscription=reactivated" };
  }
  if (action === "SUBSCRIPTION_UPDATE") return { url: "/billing/upgrade" };
  // PAYMENT_UPDATE and MANAGE_SUBSCRIPTION: Stripe's customer portal, or the billing page in test mode.
  if (!stripe || !sub.provider_ref) return { url: "/billing" };
  try {
    const remote = await stripe.retrieveSubscription(sub.provider_ref);
    const portal = await stripe.createPortalSession(String(remote.customer), appUrl(deps, origin, "/billing"));
    return { url: String(portal.url) };
  } catch (err) {
    if (err instanceof StripeError) throw providerFailed(err);
    throw err;
  }
}
