/**
 * The session kept in this browser: a registered user's token after login, or the anonymous user's
 * token (its user id starts with anon_) before that. Sent as the bearer token on every call.
 */
const TOKEN_KEY = "folio.session-token";
/**
 * Set after sign-in with Google, whose session lives only in the httpOnly cookie. Without a token or
 * this mark there is no session to ask about, so start-up goes straight to an anonymous user.
 */
const COOKIE_SESSION_KEY = "folio.cookie-session";

// Storage can be blocked (privacy settings); the app then keeps working for this page view only.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

export function readSessionToken(): string | null {
  return read(TOKEN_KEY);
}

export function saveSessionToken(token: string): void {
  write(TOKEN_KEY, token);
  write(COOKIE_SESSION_KEY, null);
}

/** The server set a session cookie (Google sign-in): drop the token, which would win over the cookie. */
export function switchToCookieSession(): void {
  write(TOKEN_KEY, null);
  write(COOKIE_SESSION_KEY, "1");
}

export function hasStoredSession(): boolean {
  return read(TOKEN_KEY) !== null || read(COOKIE_SESSION_KEY) !== null;
}

export function clearSessionToken(): void {
  write(TOKEN_KEY, null);
  write(COOKIE_SESSION_KEY, null);
}
