import type { Hono } from "hono";
import { findTool, toolRoutes as r, type RouteDef } from "@folio/contract";
import type { z } from "zod";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { clientIp } from "../platform/http/client.ts";
import * as tools from "../features/tools/index.ts";

type JsonToolBody = { text: string; options?: unknown };

export function toolsRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.list, async () => tools.listTools());
  // One route per tool (the contract derives them from the registry), then the generic slug route for the rest.
  for (const [slug, route] of Object.entries(r.run)) {
    const tool = findTool(slug);
    if (!tool) continue;
    if (tool.kind === "pdf") {
      bindRoute(app, route, async ({ c, user }) => tools.runPdfTool(deps, { user, ip: clientIp(c) }, tool, c.req.raw));
      continue;
    }
    bindRoute(app, route as RouteDef<z.ZodType, z.ZodType, z.ZodType<JsonToolBody>, z.ZodType, "public">, async ({ c, user, query, body }) =>
      tools.runJsonTool(deps, { user, ip: clientIp(c) }, tool, {
        text: body.text,
        options: body.options,
        modelName: (query as { model_name?: string } | undefined)?.model_name,
        stream: (c.req.header("accept") ?? "").includes("text/event-stream"),
        signal: c.req.raw.signal,
        log: c.get("log"),
      }),
    );
  }
  bindRoute(app, r.bySlug, async ({ params }) => tools.unknownTool(params.slug));
}
