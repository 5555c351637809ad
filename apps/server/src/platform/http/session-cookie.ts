import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

export const SESSION_COOKIE = "folio_session";

export function setSessionCookie(c: Context, token: string, expires: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: "Lax", path: "/", secure, expires });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

/** The session cookie's token, whatever the request's bearer token says. */
export function sessionCookieToken(c: Context): string | null {
  return getCookie(c, SESSION_COOKIE) ?? null;
}

/** The session token of a request: the bearer token wins over the cookie. */
export function requestToken(c: Context): string | null {
  const auth = c.req.header("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) return auth.slice(7).trim() || null;
  return sessionCookieToken(c);
}
