import type { Hono } from "hono";
import { openaiCompatRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import * as openai from "../features/openai-compat/index.ts";

export function openaiCompatRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.models, async ({ user }) => openai.listV1Models(deps, user));
  bindRoute(app, r.model, async ({ user, params }) => openai.getV1Model(deps, user, params.id));
  bindRoute(app, r.chatCompletions, async ({ c, user, body }) => openai.chatCompletion(deps, user, body, c.req.raw.signal));
}
