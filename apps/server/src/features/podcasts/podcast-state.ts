import { sql } from "kysely";
import { PODCAST_CANCELLED, type PodcastStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { type Cancellation, watchCancellation } from "../../platform/queue/watch-cancellation.ts";

export const PODCAST_JOB = "make-podcast";

export interface PodcastUpdate {
  status?: PodcastStatus;
  progress?: number;
  error?: string | null;
  script?: string;
}

/** Updates a podcast still being made; a finished, cancelled or deleted one is left as it is. */
export async function updatePodcast(deps: AppDeps, podcastId: string, values: PodcastUpdate): Promise<void> {
  await deps.db
    .updateTable("podcasts")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", podcastId)
    .where("status", "not in", ["COMPLETED", "FAILED"])
    .execute();
}

/** Stops a podcast being made when its job stops or the user cancels or deletes it. */
export function watchPodcastCancellation(deps: AppDeps, podcastId: string, jobSignal: AbortSignal): Cancellation {
  return watchCancellation({
    jobSignal,
    intervalMs: 1000,
    log: deps.log,
    context: { podcastId },
    isCancelled: async () => {
      const row = await deps.db.selectFrom("podcasts").select(["status", "error"]).where("id", "=", podcastId).executeTakeFirst();
      return !row || (row.status === "FAILED" && row.error === PODCAST_CANCELLED);
    },
  });
}
