import type { Hono } from "hono";
import { accountRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { clientIp, userAgent } from "../platform/http/client.ts";
import { clearSessionCookie, sessionCookieToken, setSessionCookie } from "../platform/http/session-cookie.ts";
import { deleteSessionsOfTokens } from "../platform/auth/sessions.ts";
import * as accounts from "../features/accounts/index.ts";
import { claimAnonymousWork, endSubscriptionsForDeletion, mergeAnonymousUser } from "../features/billing/index.ts";
import { referSignUp } from "../features/referrals/index.ts";

export function accountsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  // Signing up or logging in from a browser that was anonymous (its anon_ token still sent) takes
  // over what the anonymous user made; a failure is logged and never blocks the sign-in.
  const adoptAnonymousWork = async (previous: { id: string; is_anonymous: boolean } | null | undefined, userId: string) => {
    if (!previous?.is_anonymous) return;
    await mergeAnonymousUser(deps, previous.id, userId).catch((err: unknown) => deps.log.error({ err, anonId: previous.id }, "anonymous merge failed"));
  };
  const secure = deps.config.COOKIE_SECURE ?? deps.config.PUBLIC_URL?.startsWith("https://") ?? false;

  bindRoute(app, r.register, async ({ c, body }) => {
    const { expiresAt, ...result } = await accounts.registerUser(deps, body, { ip: clientIp(c), userAgent: userAgent(c) });
    await adoptAnonymousWork(c.get("user"), result.user.id);
    if (body.ref) await referSignUp(deps, result.user.id, body.ref);
    setSessionCookie(c, result.token, expiresAt, secure);
    return result;
  });

  bindRoute(app, r.login, async ({ c, body }) => {
    const { expiresAt, ...result } = await accounts.loginUser(deps, body, { ip: clientIp(c), userAgent: userAgent(c) });
    await adoptAnonymousWork(c.get("user"), result.user.id);
    setSessionCookie(c, result.token, expiresAt, secure);
    return result;
  });

  bindRoute(app, r.logout, async ({ c }) => {
    // The cookie is cleared first, so every answer carries it, an error's too: a cookie left behind
    // would sign the browser back in. Both sessions the request names end, live or not (a bearer
    // token and a cookie can be two different ones).
    clearSessionCookie(c);
    const tokens = [c.get("token"), sessionCookieToken(c)].filter((token): token is string => Boolean(token));
    await deleteSessionsOfTokens(deps.db, [...new Set(tokens)]);
    return { ok: true as const };
  });

  bindRoute(app, r.createAnonUser, async ({ c }) => {
    const { expiresAt: _expires, ...result } = await accounts.createAnonymousUser(deps, { ip: clientIp(c), userAgent: userAgent(c) });
    return result;
  });

  bindRoute(app, r.me, async ({ user }) => accounts.toUser(user));

  bindRoute(app, r.deleteAccount, async ({ c, user }) => {
    // A paid plan stops billing at Stripe first; if it cannot, nothing is deleted (502).
    await endSubscriptionsForDeletion(deps, user.id);
    await accounts.deleteAccount(deps, user.id);
    clearSessionCookie(c);
    return { ok: true as const };
  });

  bindRoute(app, r.forgotPassword, async ({ c, body }) => accounts.requestPasswordReset(deps, body.email, clientIp(c)));
  bindRoute(app, r.resetPassword, async ({ body }) => accounts.resetPassword(deps, body.token, body.password));
  bindRoute(app, r.resendVerification, async ({ user }) => accounts.resendVerification(deps, user));
  bindRoute(app, r.verifyEmail, async ({ body }) => accounts.verifyEmail(deps, body.token));

  bindRoute(app, r.providers, async () => ({ google: deps.oidc !== null }));
  bindRoute(app, r.googleStart, async ({ c, query }) => c.redirect(await accounts.startGoogleSignIn(deps, query.next, query.login_hint), 302));
  bindRoute(app, r.googleCallback, async ({ c, query }) => {
    if (query.error) return c.redirect(`/login?error=${encodeURIComponent("Sign-in with Google was cancelled.")}`, 302);
    const { expiresAt, token, next } = await accounts.finishGoogleSignIn(deps, new URL(c.req.url), query.state, userAgent(c));
    setSessionCookie(c, token, expiresAt, secure);
    return c.redirect(next, 302);
  });

  bindRoute(app, r.claimAnonymous, async ({ user, body }) => claimAnonymousWork(deps, body.anon_token, user.id));

  bindRoute(app, r.getProfile, async ({ user }) => accounts.getProfile(user));
  bindRoute(app, r.putProfile, async ({ user, body }) => accounts.updateProfile(deps, user, body));

  bindRoute(app, r.uploadImage, async ({ c, user }) => accounts.uploadProfileImage(deps, user, c.req.raw));
  bindRoute(app, r.getImage, async ({ user, body }) => accounts.profileImageUrl(deps, user, body.key));
  bindRoute(app, r.serveImage, async ({ params, query }) => {
    const img = await accounts.readProfileImage(deps, params.key, query.expires, query.sig);
    return new Response(new Uint8Array(img.bytes), {
      headers: { "content-type": img.contentType, "cache-control": "private, max-age=3600" },
    });
  });
}
