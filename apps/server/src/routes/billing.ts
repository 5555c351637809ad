import type { Hono } from "hono";
import { billingRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { readTextBody } from "../platform/http/read-body.ts";
import * as plans from "../features/plans/index.ts";

export function billingRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  const origin = (url: string) => new URL(url).origin;
  bindRoute(app, r.createSubscription, async ({ c, user, body }) => plans.startSubscriptionCheckout(deps, user, body, origin(c.req.url)));
  bindRoute(app, r.userSubscription, async ({ user }) => plans.userSubscription(deps, user));
  bindRoute(app, r.churn, async ({ user }) => plans.churnFlow(deps, user));
  bindRoute(app, r.billingHistory, async ({ user, query }) => plans.billingHistory(deps, user, query));
  bindRoute(app, r.manageSubscription, async ({ c, user, query }) => plans.manageSubscription(deps, user, query.sub_type, query.action, origin(c.req.url)));
  bindRoute(app, r.oneTimePayment, async ({ c, user, body }) => plans.startCreditsCheckout(deps, user, body.quantity, origin(c.req.url)));
  bindRoute(app, r.webhook, async ({ c }) => plans.handleStripeWebhook(deps, await readTextBody(c.req.raw, deps.config.MAX_JSON_BYTES), c.req.header("stripe-signature") ?? null));
  bindRoute(app, r.testCheckout, async ({ user, params }) => plans.getTestCheckout(deps, user, params.id));
  bindRoute(app, r.completeTestCheckout, async ({ user, params, body }) => plans.completeTestCheckout(deps, user, params.id, body.outcome));
}
