import { REFERRAL_ATTRIBUTION_DAYS, REFERRAL_QUERY_PARAM, ReferralCode } from "@folio/contract";
import { onConsentChange, readConsent } from "@/features/consent";

/**
 * The referral code of the link a visitor came by, kept until they sign up (docs/decisions/0032):
 * in this tab's sessionStorage always (necessary for the sign-up the visitor is making, gone with
 * the tab), and in a first-party cookie for REFERRAL_ATTRIBUTION_DAYS only with marketing consent,
 * so a sign-up days later or in another tab still counts. Withdrawing consent deletes the cookie.
 */
const SESSION_KEY = "folio.referral-code";
const COOKIE = "folio_ref";

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${COOKIE}=`));
  return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : null;
}

function writeCookie(code: string | null): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const age = code === null ? 0 : REFERRAL_ATTRIBUTION_DAYS * 86_400;
  document.cookie = `${COOKIE}=${encodeURIComponent(code ?? "")}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`;
}

const valid = (code: string | null | undefined): string | undefined => {
  const parsed = ReferralCode.safeParse(code);
  return parsed.success ? parsed.data : undefined;
};

/** The code kept for this visitor, if any (read when they sign up). */
export function keptReferralCode(): string | undefined {
  try {
    return valid(sessionStore()?.getItem(SESSION_KEY)) ?? valid(readCookie());
  } catch {
    return valid(readCookie());
  }
}

/** After a sign-up or a claim the code has done its work. */
export function forgetReferralCode(): void {
  try {
    sessionStore()?.removeItem(SESSION_KEY);
  } catch {
    // Storage refused: nothing was kept there.
  }
  if (readCookie() !== null) writeCookie(null);
}

/** Keep the `ref` of the address the visitor arrived at; the newest link followed wins. */
export function keepReferralCodeFrom(search: string): void {
  const code = valid(new URLSearchParams(search).get(REFERRAL_QUERY_PARAM));
  if (!code) return;
  try {
    sessionStore()?.setItem(SESSION_KEY, code);
  } catch {
    // Storage refused: the cookie (with consent) is all that keeps it.
  }
  if (readConsent()?.marketing) writeCookie(code);
}

/** The cookie follows the marketing consent: written when given, deleted when withdrawn. Returns the unsubscribe. */
export function followConsentForReferralCookie(): () => void {
  return onConsentChange((choices) => {
    const code = keptReferralCode();
    if (choices?.marketing && code) writeCookie(code);
    else if (!choices?.marketing && readCookie() !== null) writeCookie(null);
  });
}
