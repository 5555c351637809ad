import { sql } from "kysely";
import { SUMMARY_CANCELLED, type SummaryStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { type Cancellation, watchCancellation } from "../../platform/queue/watch-cancellation.ts";

export const SUMMARY_JOB = "make-summary";

export interface SummaryUpdate {
  status?: SummaryStatus;
  progress?: number;
  error?: string | null;
  text?: string;
}

/** Updates a summary still being made; a finished, cancelled or deleted one is left as it is. */
export async function updateSummary(deps: AppDeps, summaryId: string, values: SummaryUpdate): Promise<void> {
  await deps.db
    .updateTable("summaries")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", summaryId)
    .where("status", "not in", ["COMPLETED", "FAILED"])
    .execute();
}

/** Stops a summary being made when its job stops or the user cancels or deletes it. */
export function watchSummaryCancellation(deps: AppDeps, summaryId: string, jobSignal: AbortSignal): Cancellation {
  return watchCancellation({
    jobSignal,
    intervalMs: 500,
    log: deps.log,
    context: { summaryId },
    isCancelled: async () => {
      const row = await deps.db.selectFrom("summaries").select(["status", "error"]).where("id", "=", summaryId).executeTakeFirst();
      return !row || (row.status === "FAILED" && row.error === SUMMARY_CANCELLED);
    },
  });
}
