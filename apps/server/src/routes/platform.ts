import crypto from "node:crypto";
import type { Hono } from "hono";
import { accountRoutes, allRoutes } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { buildOpenApi } from "../platform/http/openapi.ts";
import { AppError } from "../platform/errors.ts";
import { renderMetrics } from "../platform/metrics.ts";
import { checkHealth, checkReadiness } from "../features/health/index.ts";

/** The bearer token matches METRICS_TOKEN (compared in constant time). */
function isMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1];
  if (!given) return false;
  const [a, b] = [crypto.createHash("sha256").update(given).digest(), crypto.createHash("sha256").update(token).digest()];
  return crypto.timingSafeEqual(a, b);
}

export function platformRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, accountRoutes.health, () => checkHealth(deps));
  operationsRoutes(app, deps);
  // Built on the first request, not at start: converting every route's schemas costs ~70 ms of CPU
  // in each process and each app the tests build, and few of them are ever asked for it.
  let openapi: object | undefined;
  app.get("/api/openapi.json", (c) => c.json((openapi ??= buildOpenApi(allRoutes, { title: "Folio API", version: "1.0.0" }))));
}

/** What operators and orchestrators call, on API processes and (WORKER_PORT) on workers. */
export function operationsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  // Probes: live while the process answers at all; ready while the database and the blob store answer.
  app.get("/health/live", (c) => c.json({ status: "ok" }));
  app.get("/health/ready", async (c) => c.json(await checkReadiness(deps)));

  app.get("/metrics", async (c) => {
    const token = deps.config.METRICS_TOKEN;
    if (token && !isMetricsToken(c.req.header("authorization"), token)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      throw new AppError("unauthorized", "Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.");
    }
    const { body, contentType } = await renderMetrics();
    return c.body(body, 200, { "content-type": contentType, "cache-control": "no-store" });
  });
}
