import { sql } from "kysely";
import { PODCAST_CANCELLED, type PodcastStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";

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

export interface PodcastCancellation {
  signal: AbortSignal;
  cancelledByUser(): boolean;
  stop(): void;
}

/**
 * Aborts a running podcast when its job is stopped, or when the user cancels or deletes it (seen by
 * polling the row, so the cancel reaches the job in whichever process runs it).
 */
export function watchPodcastCancellation(deps: AppDeps, podcastId: string, jobSignal: AbortSignal): PodcastCancellation {
  const controller = new AbortController();
  let byUser = false;
  const onJobAbort = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener("abort", onJobAbort, { once: true });
  const timer = setInterval(() => {
    deps.db
      .selectFrom("podcasts")
      .select(["status", "error"])
      .where("id", "=", podcastId)
      .executeTakeFirst()
      .then((row) => {
        if (!row || (row.status === "FAILED" && row.error === PODCAST_CANCELLED)) {
          byUser = true;
          controller.abort(new Error("cancelled"));
        }
      })
      .catch((err: unknown) => deps.log.warn({ err, podcastId }, "podcast cancellation check failed"));
  }, 1000);
  return {
    signal: controller.signal,
    cancelledByUser: () => byUser,
    stop() {
      clearInterval(timer);
      jobSignal.removeEventListener("abort", onJobAbort);
    },
  };
}
