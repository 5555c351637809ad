import type { Hono } from "hono";
import { accountRoutes, allRoutes } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { buildOpenApi } from "../platform/http/openapi.ts";
import { checkHealth } from "../features/health/index.ts";

export function platformRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, accountRoutes.health, () => checkHealth(deps));

  const openapi = buildOpenApi(allRoutes, { title: "Folio API", version: "1.0.0" });
  app.get("/api/openapi.json", (c) => c.json(openapi));
}
