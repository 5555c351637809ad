import { sql } from "kysely";
import { VERIFICATION_SENT } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens.ts";
import { publicUrl } from "./account-links.ts";

export async function sendVerificationEmail(deps: AppDeps, user: UserRow): Promise<void> {
  if (!user.email) return;
  const token = await issueOneTimeToken(deps, user.id, "verify", 48);
  await deps.mailer.send({
    to: user.email,
    subject: "Confirm your e-mail address for Folio",
    text: `Welcome to Folio.\n\nConfirm your e-mail address by opening this link (valid 48 hours):\n${publicUrl(deps, `/verify-email?token=${token}`)}\n\nIf you did not create an account, ignore this e-mail.`,
  });
}

export async function resendVerification(deps: AppDeps, user: UserRow): Promise<{ detail: string }> {
  if (user.email_verified_at) throw new AppError("already_verified");
  assertWithinRateLimits(await hitRateLimit(deps.db, `verify:${user.id}`, 5, 3600));
  await sendVerificationEmail(deps, user);
  return { detail: VERIFICATION_SENT };
}

export async function verifyEmail(deps: AppDeps, token: string): Promise<{ detail: string }> {
  const userId = await consumeOneTimeToken(deps, token, "verify");
  if (!userId) throw new AppError("invalid_verification_token");
  await deps.db
    .updateTable("users")
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())`, updated_at: sql<Date>`now()` })
    .where("id", "=", userId)
    .execute();
  return { detail: "Your e-mail address is verified." };
}
