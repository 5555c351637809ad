import type { Hono } from "hono";
import { referralRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as referrals from "../features/referrals/index.ts";

export function referralsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.summary, async ({ user }) => referrals.referralSummary(deps, user));
  bindRoute(app, r.claim, async ({ user, body }) => referrals.claimReferral(deps, user, body.code));
}
