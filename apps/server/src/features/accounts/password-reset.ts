import { sql } from "kysely";
import { FORGOT_PASSWORD_SENT } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { hashPassword } from "../../platform/auth/password.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { deleteUserSessions } from "../../platform/auth/sessions.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { publicUrl } from "./account-links.ts";

/** Always the same answer, so the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<{ detail: string }> {
  assertWithinRateLimits(await hitRateLimit(deps.db, `reset:${ip}`, 10, 3600));
  const user = await deps.db.selectFrom("users").select(["id", "email"]).where("email", "=", email).where("is_active", "=", true).executeTakeFirst();
  if (user?.email) {
    const token = await issueOneTimeToken(deps, user.id, "reset", 1);
    await deps.mailer.send({
      to: user.email,
      subject: "Reset your Folio password",
      text: `Someone asked to reset the password of your Folio account.\n\nChoose a new password here (valid 1 hour):\n${publicUrl(deps, `/reset-password?token=${token}`)}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    });
  }
  return { detail: FORGOT_PASSWORD_SENT };
}

/** Set the new password and end every session of the account (a thief's included). */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<{ detail: string }> {
  const userId = await consumeOneTimeToken(deps, token, "reset");
  if (!userId) throw new AppError("invalid_reset_token");
  await deps.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), email_verified_at: sql<Date>`coalesce(email_verified_at, now())`, updated_at: sql<Date>`now()` })
    .where("id", "=", userId)
    .execute();
  await deleteUserSessions(deps.db, userId);
  return { detail: "Your password has been changed. Log in with your new password." };
}
