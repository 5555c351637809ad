import type { Hono } from "hono";
import { analyticsRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { clientIp } from "../platform/http/client.ts";
import * as analytics from "../features/analytics/index.ts";

/** Page views, the user's analytics and the operator's views (their /api/admin paths are guarded in app.ts). */
export function analyticsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.pageView, async ({ c, body, user }) => {
    await analytics.recordPageView(deps, body, { user, ip: clientIp(c) });
  });
  bindRoute(app, r.embeds, async () => analytics.siteEmbeds(deps));
  bindRoute(app, r.userAnalytics, async ({ user }) => analytics.userAnalytics(deps, user));
  bindRoute(app, r.dashboard, async ({ query }) => analytics.analyticsDashboard(deps, query));
  bindRoute(app, r.models, async () => analytics.modelsOverview(deps));
}
