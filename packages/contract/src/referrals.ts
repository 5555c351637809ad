import { z } from "zod";
import { taggedRoutes } from "./route.ts";

/**
 * The affiliate programme (issue 24 point 4; docs/decisions/0032-referrals.md): a referral link per
 * registered user; sign-ups through it are attributed to the referrer, and the referred customer's
 * first payment earns the referrer a commission, paid out by the operator.
 */

/** The share of the referred customer's first payment the referrer earns, in percent. */
export const REFERRAL_COMMISSION_PERCENT = 30;
/** How long, in days, a browser keeps a referral code before sign-up (with the visitor's consent to a cookie). */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** How long after creating an account a referral code may still be attached to it (sign-in with Google returns by redirect). */
export const REFERRAL_CLAIM_HOURS = 24;
/** Commissions are paid once the owed total reaches this many US dollars. */
export const REFERRAL_MIN_PAYOUT_USD = 50;
/** The query parameter a referral link carries: `https://…/?ref=<code>`. */
export const REFERRAL_QUERY_PARAM = "ref";

/** A referral code: letters and digits, as Folio makes them (8 characters); refused with a 422 otherwise. */
export const ReferralCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, "A referral code is 4 to 32 letters or digits.");

export const ReferralCommission = z.object({
  id: z.string(),
  /** When the referred customer's first payment completed. */
  earned_at: z.string(),
  /** The first payment, in US dollars. */
  purchase_amount: z.number(),
  commission_amount: z.number(),
  /** Cancelled: the first payment was refunded or disputed, so nothing is owed for it. */
  status: z.enum(["owed", "paid", "cancelled"]),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type ReferralCommission = z.infer<typeof ReferralCommission>;

/** The referrer's ledger on the billing page. Referred people are counted, never named. */
export const ReferralSummary = z.object({
  code: z.string(),
  commission_percent: z.number(),
  signups: z.number().int(),
  /** First payments that still stand (refunded or disputed ones are not counted). */
  purchases: z.number().int(),
  /** US dollars. */
  commission_owed: z.number(),
  commission_paid: z.number(),
  commissions: z.array(ReferralCommission),
});
export type ReferralSummary = z.infer<typeof ReferralSummary>;

export const ClaimReferralBody = z.object({ code: ReferralCode });

const route = taggedRoutes("Referrals", { keyAccess: "none" });

export const referralRoutes = {
  summary: route("get", "/api/referrals", "registered", "The caller's referral code, sign-ups and purchases through it, and the commission ledger (owed and paid).", { success: { status: 200, schema: ReferralSummary }, errors: [401, 403] }),
  claim: route("post", "/api/referrals/claim", "registered", `Attach a referral code to the caller's new account (within ${REFERRAL_CLAIM_HOURS} hours of sign-up and before any purchase): sign-in with Google returns by redirect, so the web app sends the code it kept.`, { body: ClaimReferralBody, success: { status: 200, schema: z.object({ referred: z.literal(true) }) }, errors: [401, 403, 404, 409, 422] }),
} as const;
