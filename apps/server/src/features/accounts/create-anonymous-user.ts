import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { signIn } from "./sign-in.ts";

/** A visitor without an account gets a user whose id starts with anon_, and a token for it. */
export async function createAnonymousUser(deps: AppDeps, ctx: { ip: string; userAgent: string | null }) {
  assertWithinRateLimits(await hitRateLimit(deps.db, `anon:${ctx.ip}`, 60, 3600));
  const user = await deps.db
    .insertInto("users")
    .values({ id: newId("anon_"), email: null, password_hash: null, is_anonymous: true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return signIn(deps, user, ctx.userAgent);
}
