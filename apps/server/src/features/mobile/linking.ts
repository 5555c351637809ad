import { sql } from "kysely";
import { isValidDeviceId, PAIRING_MINUTES, type LinkedDevice } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { deleteSession } from "../../platform/auth/sessions.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";

/** Link attempts one account may make in a window: plenty for typing mistakes, far too few to guess a waiting phone's ID. */
const LINKS_PER_WINDOW = 30;
const LINK_WINDOW_SECONDS = 10 * 60;

/**
 * Link the device with this ID to the user (Settings > "Link a mobile app"). An ID no app has
 * registered is recorded as linked too: the contract lets a user link any well-formed ID, and no
 * app can ever poll it, for only the server makes IDs with a pairing secret.
 */
export async function linkDevice(deps: AppDeps, user: UserRow, rawDeviceId: string | undefined): Promise<{ device_id: string }> {
  const deviceId = rawDeviceId?.trim() ?? "";
  if (!isValidDeviceId(deviceId)) throw new AppError("device_id_invalid");
  assertWithinRateLimits(await hitRateLimit(deps.db, `mobile-link:${user.id}`, LINKS_PER_WINDOW, LINK_WINDOW_SECONDS));
  return deps.db.transaction().execute(async (trx) => {
    const device = await trx
      .selectFrom("mobile_devices")
      .select(["user_id", sql<boolean>`created_at < now() - make_interval(mins => ${PAIRING_MINUTES})`.as("expired"), "poll_secret_hash"])
      .where("id", "=", deviceId)
      .forUpdate()
      .executeTakeFirst();
    if (device?.user_id === user.id) return { device_id: deviceId };
    if (device?.user_id) throw new AppError("device_linked_elsewhere");
    const current = await trx.selectFrom("mobile_devices").select("id").where("user_id", "=", user.id).executeTakeFirst();
    if (current) throw new AppError("device_limit");
    if (device?.poll_secret_hash && device.expired) throw new AppError("device_expired");
    if (device) {
      await trx.updateTable("mobile_devices").set({ user_id: user.id, linked_at: sql<Date>`now()` }).where("id", "=", deviceId).execute();
    } else {
      await trx.insertInto("mobile_devices").values({ id: deviceId, user_id: user.id, linked_at: sql<Date>`now()` }).execute();
    }
    return { device_id: deviceId };
  });
}

export async function linkedDevice(deps: AppDeps, user: UserRow): Promise<LinkedDevice> {
  const device = await deps.db.selectFrom("mobile_devices").select("id").where("user_id", "=", user.id).executeTakeFirst();
  return { device_id: device?.id ?? null };
}

/** Unlink the user's device: its row goes, so its pairing stops working, and its session ends at once. */
export async function unlinkDevice(deps: AppDeps, user: UserRow): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const device = await trx.deleteFrom("mobile_devices").where("user_id", "=", user.id).returning("session_id").executeTakeFirst();
    if (device?.session_id) await deleteSession(trx, device.session_id);
  });
}
