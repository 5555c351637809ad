import { z } from "zod";
import { taggedRoutes } from "./route.ts";

/**
 * Session recording (issue 25 point 5): the web app records a consenting user's pages with rrweb,
 * inputs and document text masked, and sends the events in batches; an operator replays them.
 */

/** How long a recording is kept after its last batch; a daily sweep deletes older ones. */
export const RECORDING_RETENTION_DAYS = 30;
/** The largest batch body the server reads (a full snapshot of a long page fits). */
export const RECORDING_BATCH_MAX_BYTES = 1_000_000;
/** Events in one batch at most. */
export const RECORDING_BATCH_MAX_EVENTS = 2_000;
/** What one recording may hold in all; past it the server refuses more and the recorder stops. */
export const RECORDING_SESSION_MAX_BYTES = 20_000_000;
/** Batches one user may send a minute (the recorder sends one every few seconds at most). */
export const RECORDING_BATCHES_PER_MINUTE = 30;

/** One rrweb event as recorded: its type and time are checked, the rest is rrweb's and stored as sent. */
export const RecordingEvent = z.looseObject({ type: z.number().int().min(0).max(100), timestamp: z.number().positive() });
export type RecordingEvent = z.infer<typeof RecordingEvent>;

export const RecordingBatchBody = z.object({
  /** The recorder's own id for this page's recording (a UUID made in the browser). */
  recording_id: z.uuid(),
  /** The batch's place in the recording, from 0; a batch sent twice is stored once. */
  sequence: z.number().int().min(0).max(1_000_000),
  /** The page's address without its query, as the user saw it when the recording started. */
  page: z.string().max(2000),
  events: z.array(RecordingEvent).min(1).max(RECORDING_BATCH_MAX_EVENTS),
});
export type RecordingBatchBody = z.input<typeof RecordingBatchBody>;

export const RecordingSummary = z.object({
  id: z.string(),
  user_email: z.string().nullable(),
  is_anonymous: z.boolean(),
  page: z.string(),
  started_at: z.string(),
  last_event_at: z.string(),
  event_count: z.number(),
  byte_count: z.number(),
});
export type RecordingSummary = z.infer<typeof RecordingSummary>;
export const RecordingList = z.object({ recordings: z.array(RecordingSummary), retention_days: z.number() });
export type RecordingList = z.infer<typeof RecordingList>;
export const RecordingReplay = RecordingSummary.extend({ events: z.array(RecordingEvent) });
export type RecordingReplay = z.infer<typeof RecordingReplay>;

const route = taggedRoutes("Session recording", { keyAccess: "none" });

export const recordingRoutes = {
  sendBatch: route("post", "/api/recordings/batches", "user", "Store one batch of the caller's session recording (sent only with the user's recording consent).", { body: RecordingBatchBody, maxBodyBytes: RECORDING_BATCH_MAX_BYTES, success: { status: 204, schema: null }, errors: [401, 413, 422, 429] }),
  list: route("get", "/api/admin/recordings", "registered", "Operators: the recordings kept, newest first.", { success: { status: 200, schema: RecordingList }, errors: [401, 403] }),
  replay: route("get", "/api/admin/recordings/:id", "registered", "Operators: one recording with its events, to replay.", { params: z.object({ id: z.string().min(1).max(100) }), success: { status: 200, schema: RecordingReplay }, errors: [401, 403, 404] }),
} as const;
