import type { Context, Hono } from "hono";
import { mcpRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { requestToken } from "../platform/http/session-cookie.ts";
import { resolveSession } from "../platform/auth/sessions.ts";
import { clientIp } from "../platform/http/client.ts";
import * as mcp from "../features/mcp/index.ts";

const NO_STORE = { "cache-control": "no-store" };

/** RFC 6749 5.2 errors as JSON with their status; anything else goes on to the app's error handler. */
async function oauthJson(c: Context<HonoEnv>, work: () => Promise<object | null>, status: 200 | 201 = 200): Promise<Response> {
  try {
    const body = await work();
    return c.json(body ?? {}, status, NO_STORE);
  } catch (err) {
    if (err instanceof mcp.OAuthError) return c.json(err.toJSON(), err.status, NO_STORE);
    throw err;
  }
}

/** The MCP server at /mcp and the OAuth 2.1 authorization server assistants sign in with (decision 22). */
export function mcpHttpRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  const appFetch: mcp.AppFetch = (request, env) => app.fetch(request, env);
  app.all("/mcp", (c) => mcp.handleMcp(deps, c.req.raw, appFetch));

  app.get("/.well-known/oauth-authorization-server", (c) => c.json(mcp.authorizationServerMetadata(mcp.publicOrigin(deps, c.req.raw))));
  app.get("/.well-known/oauth-protected-resource", (c) => c.json(mcp.protectedResourceMetadata(mcp.publicOrigin(deps, c.req.raw))));
  app.get("/.well-known/oauth-protected-resource/mcp", (c) => c.json(mcp.protectedResourceMetadata(mcp.publicOrigin(deps, c.req.raw))));

  app.post("/oauth/register", (c) => oauthJson(c, async () => mcp.registerClient(deps, clientIp(c), await mcp.readRegistrationBody(c.req.raw)), 201));
  app.post("/oauth/token", (c) => oauthJson(c, async () => mcp.exchangeToken(deps, mcp.publicOrigin(deps, c.req.raw), await mcp.readOAuthForm(c.req.raw))));
  app.post("/oauth/revoke", (c) =>
    oauthJson(c, async () => {
      await mcp.revokeToken(deps, await mcp.readOAuthForm(c.req.raw));
      return null;
    }),
  );

  // The consent page is the web app's /oauth/consent; the request is checked before it is shown.
  app.get("/oauth/authorize", async (c) => {
    const query = c.req.query();
    await mcp.checkAuthorizeRequest(deps, mcp.publicOrigin(deps, c.req.raw), query);
    return c.redirect(`/oauth/consent?${new URLSearchParams(query).toString()}`, 302);
  });
  // The consent page's form: the signed-in user's session (cookie), the authorize parameters and decision=allow|deny.
  app.post("/oauth/authorize", async (c) => {
    const origin = mcp.publicOrigin(deps, c.req.raw);
    const sentOrigin = c.req.header("origin");
    if (sentOrigin !== undefined && sentOrigin !== "null" && sentOrigin !== origin) return c.json({ detail: "Consent is given on Folio's own page.", code: "forbidden" }, 403);
    const form = await mcp.readOAuthForm(c.req.raw);
    const token = requestToken(c);
    const session = token ? await resolveSession(deps.db, token) : null;
    if (!session || session.user.is_anonymous) {
      const { decision: _decision, ...request } = form;
      return c.redirect(`/login?next=${encodeURIComponent(`/oauth/consent?${new URLSearchParams(request).toString()}`)}`, 302);
    }
    return c.redirect(await mcp.decideAuthorization(deps, origin, session.user, form), 302);
  });

  bindRoute(app, r.consent, async ({ query, c }) => mcp.consentDetails(deps, mcp.publicOrigin(deps, c.req.raw), query));
  bindRoute(app, r.decide, async ({ body, user, c }) => ({ redirect_to: await mcp.decideAuthorization(deps, mcp.publicOrigin(deps, c.req.raw), user, body) }));
  bindRoute(app, r.connections, async ({ user }) => mcp.listConnections(deps, user));
  bindRoute(app, r.disconnect, async ({ user, params }) => mcp.disconnect(deps, user, params.id));
}
