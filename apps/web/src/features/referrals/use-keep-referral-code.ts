import { useEffect } from "react";
import { followConsentForReferralCookie, keepReferralCodeFrom } from "./kept-code";

/** At the app's root: keeps the code of a referral link the visitor arrived by, whatever page it opens. */
export function useKeepReferralCode(): void {
  useEffect(() => {
    keepReferralCodeFrom(window.location.search);
    return followConsentForReferralCookie();
  }, []);
}
