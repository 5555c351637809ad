import crypto from "node:crypto";
import { sql } from "kysely";
import { PAIRING_MINUTES, PAIRING_POLL_SECONDS, type DeviceSession, type NewDevice } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { hashToken, newToken } from "../../platform/auth/tokens.ts";
import { createSession } from "../../platform/auth/sessions.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { newDeviceId } from "./device-id.ts";

/** New pairings one address may start in a window: a phone needs one, a retrying app a few. */
const PAIRINGS_PER_WINDOW = 30;
const PAIRING_WINDOW_SECONDS = 10 * 60;
/** Pairings never linked are forgotten a day after they expired. */
const FORGET_UNLINKED_AFTER = "1 day";

/** Start pairing a phone: a device ID to show and the secret only this app knows, stored hashed. */
export async function createDevice(deps: AppDeps, ctx: { ip: string }): Promise<NewDevice> {
  assertWithinRateLimits(await hitRateLimit(deps.db, `mobile-pairing:${ctx.ip}`, PAIRINGS_PER_WINDOW, PAIRING_WINDOW_SECONDS));
  await deps.db
    .deleteFrom("mobile_devices")
    .where("user_id", "is", null)
    .where("created_at", "<", sql<Date>`now() - interval '${sql.raw(FORGET_UNLINKED_AFTER)}'`)
    .execute();
  const pollSecret = newToken();
  // 58 random bits make a clash all but impossible; the insert retries once should one happen.
  for (let attempt = 0; ; attempt++) {
    const deviceId = newDeviceId();
    const inserted = await deps.db
      .insertInto("mobile_devices")
      .values({ id: deviceId, poll_secret_hash: hashToken(pollSecret) })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { device_id: deviceId, poll_secret: pollSecret };
    if (attempt >= 1) throw new AppError("internal");
  }
}

export type PollResult = { status: "waiting"; retryAfterSeconds: number } | { status: "linked"; session: DeviceSession };

/**
 * The phone's poll. A wrong or missing secret never reveals anything about the device; an unlinked
 * pairing older than PAIRING_MINUTES is gone; a linked one hands out one session, once, marked as
 * the device's so unlinking ends it.
 */
export async function pollDeviceSession(deps: AppDeps, deviceId: string, pollSecret: string, ctx: { userAgent: string | null }): Promise<PollResult> {
  const device = await deps.db
    .selectFrom("mobile_devices")
    .select(["id", "poll_secret_hash", "user_id", "session_issued_at", sql<boolean>`created_at < now() - make_interval(mins => ${PAIRING_MINUTES})`.as("expired")])
    .where("id", "=", deviceId)
    .executeTakeFirst();
  if (!device) throw new AppError("device_not_found");
  if (!device.poll_secret_hash || !sameHash(device.poll_secret_hash, hashToken(pollSecret))) throw new AppError("device_secret_invalid");
  if (device.session_issued_at) throw new AppError("device_pairing_used");
  if (!device.user_id) {
    if (device.expired) throw new AppError("device_expired");
    return { status: "waiting", retryAfterSeconds: PAIRING_POLL_SECONDS };
  }
  return { status: "linked", session: await issueDeviceSession(deps, device.id, device.user_id, ctx.userAgent) };
}

/** Create the device's session and claim the pairing in one transaction, so two polls cannot both get a token. */
async function issueDeviceSession(deps: AppDeps, deviceId: string, userId: string, userAgent: string | null): Promise<DeviceSession> {
  return deps.db.transaction().execute(async (trx) => {
    const session = await createSession(trx, userId, { days: deps.config.SESSION_DAYS, userAgent });
    const claimed = await trx
      .updateTable("mobile_devices")
      .set({ session_id: hashToken(session.token), session_issued_at: sql<Date>`now()` })
      .where("id", "=", deviceId)
      .where("user_id", "=", userId)
      .where("session_issued_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!claimed) throw new AppError("device_pairing_used");
    return { token: session.token };
  });
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
