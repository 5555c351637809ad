import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { AppDeps } from "./deps.ts";
import type { HonoEnv } from "./platform/http/env.ts";
import { handleError } from "./platform/http/error-handler.ts";
import { requestToken } from "./platform/http/session-cookie.ts";
import { resolveSession } from "./platform/auth/sessions.ts";
import { requireAdmin } from "./platform/auth/require-admin.ts";
import { serveSpa } from "./platform/http/spa.ts";
import { securityHeaders, thirdPartySources } from "./platform/http/security-headers.ts";
import { requestLog } from "./platform/http/request-log.ts";
import { AppError } from "./platform/errors.ts";
import { operationsRoutes, platformRoutes } from "./routes/platform.ts";
import { accountsRoutes } from "./routes/accounts.ts";
import { documentsRoutes } from "./routes/documents.ts";
import { booksRoutes } from "./routes/books.ts";
import { retrievalRoutes } from "./routes/retrieval.ts";
import { billingRoutes } from "./routes/billing.ts";
import { referralsRoutes } from "./routes/referrals.ts";
import { chatRoutes } from "./routes/chat.ts";
import { podcastsRoutes } from "./routes/podcasts.ts";
import { summariesRoutes } from "./routes/summaries.ts";
import { literatureReviewsRoutes } from "./routes/literature-reviews.ts";
import { foldersRoutes } from "./routes/folders.ts";
import { apiKeysRoutes } from "./routes/api-keys.ts";
import { mobileRoutes } from "./routes/mobile.ts";
import { analyticsRoutes } from "./routes/analytics.ts";
import { zoteroRoutes } from "./routes/zotero.ts";
import { recordingsRoutes } from "./routes/recordings.ts";
import { supportRoutes } from "./routes/support.ts";
import { toolsRoutes } from "./routes/tools.ts";
import { openaiCompatRoutes } from "./routes/openai-compat.ts";
import { assertNoKeyInQuery, authenticateApiKey, requestApiKey } from "./features/api-keys/index.ts";
import { innerCallerOf } from "./features/mcp/index.ts";
import { mcpHttpRoutes } from "./routes/mcp.ts";

const WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** A worker's HTTP side (WORKER_PORT): metrics and health probes only. */
export function createOperationsApp(deps: AppDeps): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.use("*", securityHeaders(deps.config));
  app.use("*", requestLog(deps.log));
  operationsRoutes(app, deps);
  app.onError(handleError);
  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  return app;
}

export function createApp(deps: AppDeps, opts: { webDist?: string | null } = {}): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.use("*", securityHeaders(deps.config));

  app.use("*", requestLog(deps.log));

  // Who is calling: an API key (X-API-Key, or a bearer token shaped like one), else the bearer
  // token or session cookie, resolved once per request. Keys are refused in the address.
  app.use("/api/*", async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    c.set("apiKey", null);
    // A /mcp tool calling the API in-process acts as the /mcp request's caller, already authenticated there.
    const inner = innerCallerOf(c.env);
    if (inner) {
      c.set("token", null);
      c.set("user", inner.user);
      c.set("apiKey", inner.apiKey);
      return next();
    }
    assertNoKeyInQuery(new URL(c.req.url));
    const apiKey = requestApiKey({ apiKey: c.req.header("x-api-key"), authorization: c.req.header("authorization") });
    if (apiKey !== null) {
      const { user, caller } = await authenticateApiKey(deps, apiKey);
      c.set("token", null);
      c.set("user", user);
      c.set("apiKey", caller);
      return next();
    }
    const token = requestToken(c);
    c.set("token", token);
    if (token) {
      const session = await resolveSession(deps.db, token);
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sessionId);
      }
    }
    await next();
  });

  // Bodies are read only through readBody (platform/http/read-body.ts), bounded by the route's own
  // limit or this one whatever their declared type; multipart uploads stream to their own limits.
  app.use("/api/*", async (c, next) => {
    c.set("maxBodyBytes", deps.config.MAX_JSON_BYTES);
    await next();
  });

  // The operator's views: every /api/admin route is for admins only (decision 34).
  app.use("/api/admin/*", requireAdmin);

  platformRoutes(app, deps);
  accountsRoutes(app, deps);
  documentsRoutes(app, deps);
  booksRoutes(app, deps);
  retrievalRoutes(app, deps);
  billingRoutes(app, deps);
  referralsRoutes(app, deps);
  chatRoutes(app, deps);
  podcastsRoutes(app, deps);
  summariesRoutes(app, deps);
  literatureReviewsRoutes(app, deps);
  foldersRoutes(app, deps);
  apiKeysRoutes(app, deps);
  mobileRoutes(app, deps);
  analyticsRoutes(app, deps);
  zoteroRoutes(app, deps);
  recordingsRoutes(app, deps);
  supportRoutes(app, deps);
  toolsRoutes(app, deps);
  openaiCompatRoutes(app, deps);
  mcpHttpRoutes(app, deps);

  app.all("/api/*", () => {
    throw new AppError("route_not_found");
  });
  if (opts.webDist !== null) serveSpa(app, opts.webDist ?? WEB_DIST, { publicUrl: deps.config.PUBLIC_URL, thirdParty: thirdPartySources(deps.config) });
  app.onError(handleError);
  app.notFound((c) => c.json({ detail: "Not found." }, 404));
  return app;
}
