import { sql } from "kysely";
import type { PurchaseListener, PurchaseReversalListener } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { commissionCents } from "./ledger.ts";

/**
 * Billing's purchase listener (wired in bootstrap.ts): a referred customer's first payment earns
 * the referrer a commission. One per referral (the unique referral_id), so later payments and a
 * replayed fulfilment earn nothing more.
 */
export const recordFirstPurchaseCommission: PurchaseListener = async (trx, purchase) => {
  const referral = await trx.selectFrom("referrals").select(["id", "referrer_id"]).where("referred_user_id", "=", purchase.userId).executeTakeFirst();
  if (!referral) return;
  await trx
    .insertInto("referral_commissions")
    .values({
      id: newId("com_"),
      referrer_id: referral.referrer_id,
      referral_id: referral.id,
      checkout_id: purchase.checkoutId,
      purchase_cents: purchase.amountCents,
      commission_cents: commissionCents(purchase.amountCents),
    })
    .onConflict((oc) => oc.column("referral_id").doNothing())
    .execute();
};

/**
 * Billing's reversal listener (wired in bootstrap.ts): the purchase that earned a commission was
 * refunded or disputed, so the commission is cancelled, kept in the ledger with the reason and
 * never exported for payout. One already paid out stays paid (the ledger must say what was paid);
 * it is logged to recover by hand.
 */
export const cancelReversedCommission: PurchaseReversalListener = async (trx, reversal, log) => {
  const cancelled = await trx
    .updateTable("referral_commissions")
    .set({ status: "cancelled", cancelled_at: sql<Date>`now()`, cancel_reason: reversal.reason })
    .where("checkout_id", "=", reversal.checkoutId)
    .where("status", "=", "owed")
    .returning("id")
    .executeTakeFirst();
  if (cancelled) return;
  const paid = await trx.selectFrom("referral_commissions").select(["id", "referrer_id"]).where("checkout_id", "=", reversal.checkoutId).where("status", "=", "paid").executeTakeFirst();
  if (paid) log.warn({ commissionId: paid.id, referrerId: paid.referrer_id, reason: reversal.reason }, "a paid-out referral commission's purchase was reversed; recover it by hand");
};
