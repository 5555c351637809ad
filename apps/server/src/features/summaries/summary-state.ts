import { sql } from "kysely";
import type { SummaryStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { JobRecord } from "../../platform/queue/tracked-job.ts";
import { refundCredits } from "../billing/index.ts";
import type { SummaryRow } from "./to-summary.ts";

export const SUMMARY_JOB = "make-summary";

/** What a summary being made reports as it goes: the percentage and the text written so far. */
export interface SummaryProgress {
  progress?: number;
  text?: string;
}

/** Updates a summary still being made; a finished, cancelled or deleted one is left as it is. */
async function updateSummary(deps: AppDeps, summaryId: string, values: SummaryProgress & { status?: SummaryStatus; error?: string | null }): Promise<void> {
  await deps.db
    .updateTable("summaries")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", summaryId)
    .where("status", "not in", ["COMPLETED", "FAILED"])
    .execute();
}

/**
 * A summary's row as the record of the job making it: SUMMARISING with progress and text, QUEUED
 * again before another attempt, FAILED with the reason (credits given back), or cancelled by its
 * user (`cancelled_at`, with FAILED and the cancel message people see).
 */
export function summaryRecord(deps: AppDeps, summaryId: string): JobRecord<SummaryRow, SummaryProgress> {
  return {
    async load() {
      const row = await deps.db.selectFrom("summaries").selectAll().where("id", "=", summaryId).executeTakeFirst();
      return row && row.status !== "COMPLETED" && row.status !== "FAILED" ? row : null;
    },
    start: () => updateSummary(deps, summaryId, { status: "SUMMARISING", progress: 1, error: null, text: "" }),
    progress: (values) => updateSummary(deps, summaryId, values),
    async isCancelled() {
      const row = await deps.db.selectFrom("summaries").select("cancelled_at").where("id", "=", summaryId).executeTakeFirst();
      return !row || row.cancelled_at !== null;
    },
    fail: (row, message) => failSummary(deps, row, message),
    retrying: () => updateSummary(deps, summaryId, { status: "QUEUED", progress: 0, text: "" }),
  };
}

/** FAILED with the reason; credits charged for a credit model are given back once. */
async function failSummary(deps: AppDeps, row: SummaryRow, error: string): Promise<void> {
  await updateSummary(deps, row.id, { status: "FAILED", error });
  const refunded = await deps.db.updateTable("summaries").set({ credits: 0 }).where("id", "=", row.id).where("credits", ">", 0).returning("credits").executeTakeFirst();
  if (refunded && row.credits > 0) await refundCredits(deps, row.user_id, row.credits);
}
