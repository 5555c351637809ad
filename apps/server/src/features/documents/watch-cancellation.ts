import type { AppDeps } from "../../deps.ts";
import { type Cancellation, watchCancellation } from "../../platform/queue/watch-cancellation.ts";
import { CANCELLED_MESSAGE } from "./ingest-constants.ts";

/** Stops an ingestion when its job stops or the user cancels it (the document failed with the cancel message) or deletes it. */
export function watchIngestCancellation(deps: AppDeps, documentId: string, jobSignal: AbortSignal): Cancellation {
  return watchCancellation({
    jobSignal,
    intervalMs: 1000,
    log: deps.log,
    context: { documentId },
    isCancelled: async () => {
      const row = await deps.db.selectFrom("documents").select(["status", "error"]).where("id", "=", documentId).executeTakeFirst();
      return !row || (row.status === "failed" && row.error === CANCELLED_MESSAGE);
    },
  });
}
