/** What routes use of referrals: keeping a link's code until sign-up, attributing it, and the ledger on the billing page. */
export { keptReferralCode, forgetReferralCode } from "./kept-code";
export { useKeepReferralCode } from "./use-keep-referral-code";
export { claimKeptReferral } from "./api";
export { ReferralLedger } from "./components/referral-ledger";
export { AffiliateProgramPage } from "./components/affiliate-program-page";
