import { RECORDING_RETENTION_DAYS, type RecordingList, type RecordingSummary } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";

/** The newest recordings the operator's list shows (older ones go with the retention sweep). */
const LIST_LIMIT = 200;

function listQuery(deps: AppDeps) {
  return deps.db
    .selectFrom("recordings")
    .innerJoin("users", "users.id", "recordings.user_id")
    .select(["recordings.id", "users.email", "users.is_anonymous", "recordings.page", "recordings.started_at", "recordings.last_event_at", "recordings.event_count", "recordings.byte_count"])
    .where("recordings.event_count", ">", 0);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof listQuery>["executeTakeFirstOrThrow"]>>;

function toSummary(row: SummaryRow): RecordingSummary {
  return {
    id: row.id,
    user_email: row.email,
    is_anonymous: row.is_anonymous,
    page: row.page,
    started_at: row.started_at.toISOString(),
    last_event_at: row.last_event_at.toISOString(),
    event_count: row.event_count,
    byte_count: row.byte_count,
  };
}

export async function listRecordings(deps: AppDeps): Promise<RecordingList> {
  const rows = await listQuery(deps).orderBy("recordings.last_event_at", "desc").limit(LIST_LIMIT).execute();
  return { recordings: rows.map(toSummary), retention_days: RECORDING_RETENTION_DAYS };
}

/**
 * One recording with its events as JSON text. The batches are stored as the JSON arrays the recorder
 * sent, so they are joined as text rather than parsed and written again (a recording may be MBs).
 */
export async function recordingReplayJson(deps: AppDeps, id: string): Promise<string> {
  const row = await listQuery(deps).where("recordings.id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("recording_not_found");
  const batches = await deps.db.selectFrom("recording_batches").select("events_json").where("recording_id", "=", id).orderBy("sequence").execute();
  const events = batches.map((b) => b.events_json.slice(1, -1)).join(",");
  return `${JSON.stringify(toSummary(row)).slice(0, -1)},"events":[${events}]}`;
}
