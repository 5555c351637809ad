import type { Hono } from "hono";
import { retrievalRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { retrieveForUser } from "../features/retrieval/index.ts";

export function retrievalRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.retrieve, async ({ user, body }) => retrieveForUser(deps, user, body));
}
