import { useQuery } from "@tanstack/react-query";
import { referralRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { forgetReferralCode, keptReferralCode } from "./kept-code";

export function useReferralSummary() {
  return useQuery({ queryKey: ["referrals", "summary"], queryFn: () => callApi(referralRoutes.summary) });
}

/**
 * After sign-in with Google (a redirect, which carries no body): the kept code is attached to the
 * account. The server refuses an account that is not new, already referred or the code's owner;
 * none of that concerns the person signing in, so a refusal is only logged.
 */
export async function claimKeptReferral(): Promise<void> {
  const code = keptReferralCode();
  if (!code) return;
  try {
    await callApi(referralRoutes.claim, { body: { code } });
  } catch (err) {
    console.info("The referral link was not attributed", err);
  }
  forgetReferralCode();
}
