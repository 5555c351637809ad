import { sql } from "kysely";
import { RECORDING_BATCHES_PER_MINUTE, RECORDING_SESSION_MAX_BYTES, type RecordingBatchBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";

/**
 * Store one batch of a user's recording (the web app sends batches only with recording consent).
 * A batch sent again (a retry after a lost answer) is stored once; past the recording's size limit
 * the batch is refused whole and the recorder stops.
 */
export async function storeRecordingBatch(deps: AppDeps, user: UserRow, batch: Required<RecordingBatchBody>): Promise<void> {
  assertWithinRateLimits(await hitRateLimit(deps.db, `recording:${user.id}`, RECORDING_BATCHES_PER_MINUTE, 60));
  const eventsJson = JSON.stringify(batch.events);
  const bytes = Buffer.byteLength(eventsJson);
  await deps.db.transaction().execute(async (trx) => {
    // The no-op update makes the upsert return the existing row's id too.
    const recording = await trx
      .insertInto("recordings")
      .values({ id: newId("rec_"), user_id: user.id, client_id: batch.recording_id, page: batch.page })
      .onConflict((oc) => oc.columns(["user_id", "client_id"]).doUpdateSet({ client_id: batch.recording_id }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const stored = await trx
      .insertInto("recording_batches")
      .values({ recording_id: recording.id, sequence: batch.sequence, events_json: eventsJson })
      .onConflict((oc) => oc.columns(["recording_id", "sequence"]).doNothing())
      .returning("sequence")
      .executeTakeFirst();
    if (!stored) return;
    // Checked in the same statement that counts, so two batches at once cannot both pass the limit.
    const counted = await trx
      .updateTable("recordings")
      .set({ event_count: sql<number>`event_count + ${batch.events.length}`, byte_count: sql<number>`byte_count + ${bytes}`, last_event_at: sql<Date>`now()` })
      .where("id", "=", recording.id)
      .where(sql<boolean>`byte_count + ${bytes} <= ${RECORDING_SESSION_MAX_BYTES}`)
      .returning("id")
      .executeTakeFirst();
    if (!counted) throw new AppError("recording_full");
  });
}
