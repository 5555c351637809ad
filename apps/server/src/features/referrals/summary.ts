import { REFERRAL_COMMISSION_PERCENT, type ReferralSummary } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { referralCodeOf } from "./codes.ts";
import { dollars, ledgerTotals } from "./ledger.ts";

/** `GET /api/referrals`: the caller's code, how many signed up and bought through it, and the commission ledger. */
export async function referralSummary(deps: AppDeps, user: UserRow): Promise<ReferralSummary> {
  const code = await referralCodeOf(deps.db, user.id);
  const { signups } = await deps.db
    .selectFrom("referrals")
    .select((eb) => eb.fn.countAll<string>().as("signups"))
    .where("referrer_id", "=", user.id)
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom("referral_commissions")
    .select(["id", "created_at", "purchase_cents", "commission_cents", "status", "paid_at", "cancelled_at"])
    .where("referrer_id", "=", user.id)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  const totals = ledgerTotals(rows);
  return {
    code,
    commission_percent: REFERRAL_COMMISSION_PERCENT,
    signups: Number(signups),
    purchases: totals.purchases,
    commission_owed: dollars(totals.owedCents),
    commission_paid: dollars(totals.paidCents),
    commissions: rows.map((r) => ({
      id: r.id,
      earned_at: r.created_at.toISOString(),
      purchase_amount: dollars(r.purchase_cents),
      commission_amount: dollars(r.commission_cents),
      status: r.status,
      paid_at: r.paid_at?.toISOString() ?? null,
      cancelled_at: r.cancelled_at?.toISOString() ?? null,
    })),
  };
}
