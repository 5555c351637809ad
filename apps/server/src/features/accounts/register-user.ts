import type { z } from "zod";
import type { RegisterBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/auth/password.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { recordEvent } from "../analytics/index.ts";
import { signIn } from "./sign-in.ts";
import { sendVerificationEmail } from "./email-verification.ts";

export async function registerUser(deps: AppDeps, input: z.infer<typeof RegisterBody>, ctx: { ip: string; userAgent: string | null }) {
  assertWithinRateLimits(await hitRateLimit(deps.db, `register:${ctx.ip}`, deps.config.REGISTER_RATE_LIMIT, 3600));
  const taken = await deps.db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
  if (taken) throw new AppError("email_taken");
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db
    .insertInto("users")
    .values({
      id: newId("usr_"),
      email: input.email,
      password_hash: passwordHash,
      is_anonymous: false,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  // Two registrations racing for one address: the loser sees the same answer as above.
  if (!user) throw new AppError("email_taken");
  await sendVerificationEmail(deps, user);
  await recordEvent(deps, "sign_up", user.id);
  return signIn(deps, user, ctx.userAgent);
}
