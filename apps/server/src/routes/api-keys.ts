import type { Hono } from "hono";
import { apiKeyRoutes as r } from "@folio/contract";
import type { AppDeps } from "../deps.ts";
import type { HonoEnv } from "../platform/http/env.ts";
import { bindRoute } from "../platform/http/bind-route.ts";
import { AppError } from "../platform/errors.ts";
import * as apiKeys from "../features/api-keys/index.ts";

export function apiKeysRoutes(app: Hono<HonoEnv>, deps: AppDeps): void {
  bindRoute(app, r.list, async ({ user }) => apiKeys.listApiKeys(deps, user));
  bindRoute(app, r.create, async ({ user, body }) => apiKeys.createApiKey(deps, user, body));
  // Before r.revoke, whose `:id` would also match "current" (and refuses keys).
  bindRoute(app, r.revokeCurrent, async ({ c, user }) => {
    const key = c.get("apiKey");
    if (!key) throw new AppError("api_key_not_found");
    await apiKeys.revokeApiKey(deps, user, key.id);
  });
  bindRoute(app, r.revoke, async ({ user, params }) => {
    await apiKeys.revokeApiKey(deps, user, params.id);
  });
  bindRoute(app, r.usage, async ({ user }) => apiKeys.apiUsage(deps, user));
}
