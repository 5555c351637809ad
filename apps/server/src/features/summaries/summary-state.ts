import { sql } from "kysely";
import { SUMMARY_CANCELLED, type SummaryStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";

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

export interface SummaryCancellation {
  signal: AbortSignal;
  cancelledByUser(): boolean;
  stop(): void;
}

/**
 * Aborts a running summary when its job is stopped, or when the user cancels or deletes it (seen by
 * polling the row, so the cancel reaches the job in whichever process runs it).
 */
export function watchSummaryCancellation(deps: AppDeps, summaryId: string, jobSignal: AbortSignal): SummaryCancellation {
  const controller = new AbortController();
  let byUser = false;
  const onJobAbort = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener("abort", onJobAbort, { once: true });
  const timer = setInterval(() => {
    deps.db
      .selectFrom("summaries")
      .select(["status", "error"])
      .where("id", "=", summaryId)
      .executeTakeFirst()
      .then((row) => {
        if (!row || (row.status === "FAILED" && row.error === SUMMARY_CANCELLED)) {
          byUser = true;
          controller.abort(new Error("cancelled"));
        }
      })
      .catch((err: unknown) => deps.log.warn({ err, summaryId }, "summary cancellation check failed"));
  }, 500);
  return {
    signal: controller.signal,
    cancelledByUser: () => byUser,
    stop() {
      clearInterval(timer);
      jobSignal.removeEventListener("abort", onJobAbort);
    },
  };
}
