import type { Hono } from "hono";
import { billingRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { readTextBody } from "../platform/http/read-body.ts";
import * as billing from "../features/billing/index.ts";

export function billingRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  const origin = (url: string) => new URL(url).origin;
  bindRoute(app, r.createSubscription, async ({ c, user, body }) => billing.startSubscriptionCheckout(deps, user, body, origin(c.req.url)));
  bindRoute(app, r.userSubscription, async ({ user }) => billing.userSubscription(deps, user));
  bindRoute(app, r.churn, async ({ user }) => billing.churnFlow(deps, user));
  bindRoute(app, r.billingHistory, async ({ user, query }) => billing.billingHistory(deps, user, query));
  bindRoute(app, r.manageSubscription, async ({ c, user, query }) => billing.manageSubscription(deps, user, query.sub_type, query.action, origin(c.req.url)));
  bindRoute(app, r.oneTimePayment, async ({ c, user, body }) => billing.startCreditsCheckout(deps, user, body.quantity, origin(c.req.url)));
  bindRoute(app, r.plans, async () => billing.apiPlanOffers());
  bindRoute(app, r.webhook, async ({ c }) => billing.handleStripeWebhook(deps, await readTextBody(c.req.raw, deps.config.MAX_JSON_BYTES), c.req.header("stripe-signature") ?? null));
  bindRoute(app, r.testCheckout, async ({ user, params }) => billing.getTestCheckout(deps, user, params.id));
  bindRoute(app, r.completeTestCheckout, async ({ user, params, body }) => billing.completeTestCheckout(deps, user, params.id, body.outcome));
}
