import type { PurchaseListener } from "../../deps.ts";
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
