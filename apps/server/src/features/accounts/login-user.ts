import type { z } from "zod";
import type { LoginBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { verifyAgainstNothing, verifyPassword } from "../../platform/auth/password.ts";
import { assertWithinRateLimits, clearRateLimit, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { signIn } from "./sign-in.ts";

const WINDOW_SECONDS = 15 * 60;

/**
 * Check e-mail and password. Attempts are limited per e-mail address and per client address, so
 * guessing a password is slow whichever is varied.
 */
export async function loginUser(deps: AppDeps, input: z.infer<typeof LoginBody>, ctx: { ip: string; userAgent: string | null }) {
  const perEmail = await hitRateLimit(deps.db, `login:${input.email}`, deps.config.LOGIN_RATE_LIMIT, WINDOW_SECONDS);
  const perIp = await hitRateLimit(deps.db, `login-ip:${ctx.ip}`, deps.config.LOGIN_RATE_LIMIT * 5, WINDOW_SECONDS);
  assertWithinRateLimits(perEmail, perIp);

  const user = await deps.db.selectFrom("users").selectAll().where("email", "=", input.email).executeTakeFirst();
  const ok = user?.password_hash ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstNothing(input.password);
  if (!user || !ok || !user.is_active) throw new AppError("invalid_credentials");
  await clearRateLimit(deps.db, `login:${input.email}`);
  return signIn(deps, user, ctx.userAgent);
}
