import { sql } from "kysely";
import type { PodcastStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { JobRecord } from "../../platform/queue/tracked-job.ts";
import type { PodcastRow } from "./to-podcast.ts";

export const PODCAST_JOB = "make-podcast";

/** What a podcast being made reports as it goes: its stage (writing, then speaking the script) and the percentage. */
export interface PodcastProgress {
  status?: "WRITING" | "SPEAKING";
  progress?: number;
  script?: string;
}

/** Updates a podcast still being made; a finished, cancelled or deleted one is left as it is. */
async function updatePodcast(deps: AppDeps, podcastId: string, values: { status?: PodcastStatus; progress?: number; error?: string | null; script?: string }): Promise<void> {
  await deps.db
    .updateTable("podcasts")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", podcastId)
    .where("status", "not in", ["COMPLETED", "FAILED"])
    .execute();
}

/**
 * A podcast's row as the record of the job making it: WRITING then SPEAKING with progress, QUEUED
 * again before another attempt, FAILED with the reason, or cancelled by its user (`cancelled_at`,
 * with FAILED and the cancel message people see).
 */
export function podcastRecord(deps: AppDeps, podcastId: string): JobRecord<PodcastRow, PodcastProgress> {
  return {
    async load() {
      const row = await deps.db.selectFrom("podcasts").selectAll().where("id", "=", podcastId).executeTakeFirst();
      return row && row.status !== "COMPLETED" && row.status !== "FAILED" ? row : null;
    },
    start: () => updatePodcast(deps, podcastId, { status: "WRITING", progress: 1, error: null }),
    progress: (values) => updatePodcast(deps, podcastId, values),
    async isCancelled() {
      const row = await deps.db.selectFrom("podcasts").select("cancelled_at").where("id", "=", podcastId).executeTakeFirst();
      return !row || row.cancelled_at !== null;
    },
    fail: (_row, message) => updatePodcast(deps, podcastId, { status: "FAILED", error: message }),
    retrying: () => updatePodcast(deps, podcastId, { status: "QUEUED", progress: 0 }),
  };
}
