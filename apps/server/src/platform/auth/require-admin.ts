import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { HonoEnv } from "../http/env.ts";

/**
 * The guard of the operator's views (docs/decisions/0034): a signed-in admin, in person. app.ts puts
 * it before every `/api/admin/*` route, so an admin route needs nothing more than its path; an API
 * key is refused there even when its owner is an admin (keys are for the developer API).
 */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const user = c.get("user");
  if (!user) throw new AppError(c.get("token") ? "invalid_token" : "unauthorized");
  if (c.get("apiKey")) throw new AppError("api_key_not_allowed");
  if (!user.is_admin) throw new AppError("admin_only");
  await next();
};
