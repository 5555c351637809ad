import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { StripeError } from "../../adapters/payments/index.ts";
import { endSubscription } from "./fulfil.ts";
import { stripeOf } from "./payments.ts";
import { LIVE_STATUSES } from "./subscriptions.ts";

/**
 * Before an account is deleted: every live Stripe subscription of it (web and API plans, cancelled
 * ones still running to the end of their term included) is ended at Stripe now, so nobody is billed
 * for an account that no longer exists. Any failure stops the deletion with `subscription_not_cancelled`
 * (the caller deletes nothing); a subscription Stripe no longer has counts as ended. Test-mode
 * subscriptions bill nobody and go with the account.
 */
export async function endSubscriptionsForDeletion(deps: AppDeps, userId: string): Promise<void> {
  const live = await deps.db
    .selectFrom("subscriptions")
    .select(["id", "provider_ref"])
    .where("user_id", "=", userId)
    .where("provider", "=", "stripe")
    .where("status", "in", [...LIVE_STATUSES])
    .execute();
  const atStripe = live.filter((s): s is { id: string; provider_ref: string } => s.provider_ref !== null);
  if (atStripe.length === 0) return;
  const stripe = stripeOf(deps);
  if (!stripe) throw new AppError("subscription_not_cancelled", { cause: new Error("Stripe is not configured on this server") });
  for (const sub of atStripe) {
    try {
      await stripe.cancelSubscription(sub.provider_ref);
    } catch (err) {
      if (!(err instanceof StripeError && err.status === 404)) {
        deps.log.error({ err, userId, subscription: sub.provider_ref }, "could not cancel a subscription before deleting its account");
        throw new AppError("subscription_not_cancelled", { cause: err });
      }
    }
    // Ended here too, so a retry after a later one failed does not ask Stripe again.
    await endSubscription(deps, sub.id);
    deps.log.info({ userId, subscription: sub.provider_ref }, "subscription cancelled at Stripe before account deletion");
  }
}
