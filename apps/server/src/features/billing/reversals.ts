import type { AppDeps, PurchaseReversal } from "../../deps.ts";

/**
 * A payment was refunded in full or disputed: the completed checkout it paid for (matched by the
 * payment's references, a PaymentIntent or invoice id) is told to `deps.purchaseReversalListeners`
 * in one transaction. A payment no checkout holds (a renewal's invoice) reverses nothing: only a
 * checkout earns anything a listener would take back. Returns the checkout reversed, if any.
 */
export async function reversePurchase(deps: AppDeps, paymentRefs: readonly string[], reason: PurchaseReversal["reason"]): Promise<string | null> {
  if (paymentRefs.length === 0) return null;
  const checkout = await deps.db
    .selectFrom("checkout_sessions")
    .select(["id", "user_id"])
    .where("payment_ref", "in", [...paymentRefs])
    .where("status", "=", "complete")
    .executeTakeFirst();
  if (!checkout) return null;
  await deps.db.transaction().execute(async (trx) => {
    for (const listener of deps.purchaseReversalListeners) await listener(trx, { userId: checkout.user_id, checkoutId: checkout.id, reason }, deps.log);
  });
  deps.log.info({ checkoutId: checkout.id, reason }, "purchase reversed at the payment provider");
  return checkout.id;
}
