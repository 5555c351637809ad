/**
 * The e-mail address in a one-tap credential (a Google ID token), read without checking it: it is only
 * the hint for the sign-in that follows, which checks Google's token itself.
 */
export function oneTapEmail(credential: string): string | null {
  const payload = credential.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const email: unknown = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === "string" && email.length <= 254 ? email : null;
  } catch {
    return null;
  }
}

/** The usual Google sign-in, landing back on `path` signed in, with the account the prompt picked. */
export function googleSignInHref(path: string, email: string | null): string {
  const params = new URLSearchParams({ next: `/auth/complete?next=${encodeURIComponent(path)}` });
  if (email) params.set("login_hint", email);
  return `/api/auth/google/login?${params.toString()}`;
}
