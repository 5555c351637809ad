import { REFERRAL_CLAIM_HOURS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { referrerOf } from "./codes.ts";

/**
 * Attach the account to the owner of the code: once per account, never the owner's own, only for
 * a new account (within REFERRAL_CLAIM_HOURS of its creation) that has paid for nothing yet, so a
 * customer cannot be claimed after the fact.
 */
export async function claimReferral(deps: AppDeps, user: Pick<UserRow, "id" | "created_at">, code: string): Promise<{ referred: true }> {
  const referrerId = await referrerOf(deps.db, code);
  if (!referrerId) throw new AppError("referral_code_unknown");
  if (referrerId === user.id) throw new AppError("referral_self");
  const already = await deps.db.selectFrom("referrals").select("id").where("referred_user_id", "=", user.id).executeTakeFirst();
  if (already) throw new AppError("referral_taken");
  const ageMs = Date.now() - user.created_at.getTime();
  const paid = await deps.db.selectFrom("billing_history").select("id").where("user_id", "=", user.id).where("amount_cents", ">", 0).executeTakeFirst();
  if (ageMs > REFERRAL_CLAIM_HOURS * 3_600_000 || paid) throw new AppError("referral_too_late");
  const inserted = await deps.db
    .insertInto("referrals")
    .values({ id: newId("ref_"), referrer_id: referrerId, referred_user_id: user.id })
    .onConflict((oc) => oc.column("referred_user_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  // Two claims racing: the loser sees the same answer as above.
  if (!inserted) throw new AppError("referral_taken");
  return { referred: true };
}

/**
 * A sign-up that came by a referral link, the account made in this request: attributed when the
 * code is someone's, else only logged (an old or mistyped link must not stop anyone signing up).
 */
export async function referSignUp(deps: AppDeps, userId: string, code: string): Promise<void> {
  try {
    await claimReferral(deps, { id: userId, created_at: new Date() }, code);
  } catch (err) {
    // The account exists already: a failure here is logged, never answered to the person signing up.
    if (err instanceof AppError) deps.log.info({ userId, code: err.code }, "referral code at sign-up not attributed");
    else deps.log.error({ err, userId }, "referral at sign-up failed");
  }
}
