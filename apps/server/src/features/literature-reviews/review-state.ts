import { sql, type Selectable } from "kysely";
import type { ReviewStatus } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { LiteratureReviewsTable } from "../../platform/db/schema.ts";
import type { JobRecord } from "../../platform/queue/tracked-job.ts";
import { grantCredits } from "../billing/index.ts";

export const REVIEW_JOB = "make-literature-review";
export type ReviewRow = Selectable<LiteratureReviewsTable>;

export interface ReviewProgress {
  progress?: number;
}

async function updateReview(deps: AppDeps, id: string, values: ReviewProgress & { status?: ReviewStatus; error?: string | null }): Promise<void> {
  await deps.db
    .updateTable("literature_reviews")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "not in", ["ready", "failed"])
    .execute();
}

/** A review's row as the record of the job making it (decision 0011): processing with progress, queued again, failed with the reason. */
export function reviewRecord(deps: AppDeps, id: string): JobRecord<ReviewRow, ReviewProgress> {
  return {
    async load() {
      const row = await deps.db.selectFrom("literature_reviews").selectAll().where("id", "=", id).executeTakeFirst();
      return row && row.status !== "ready" && row.status !== "failed" && row.cancelled_at === null ? row : null;
    },
    // A review waiting for its Zotero import is run again and again: its progress so far stays.
    start: (row) => updateReview(deps, id, { status: "processing", progress: Math.max(1, row.progress), error: null }),
    progress: (values) => updateReview(deps, id, values),
    async isCancelled() {
      const row = await deps.db.selectFrom("literature_reviews").select("cancelled_at").where("id", "=", id).executeTakeFirst();
      return !row || row.cancelled_at !== null;
    },
    fail: (row, message) => failReview(deps, row, message),
    retrying: () => updateReview(deps, id, { status: "queued", progress: 0 }),
  };
}

/**
 * Failed for good (never on an attempt the queue will retry): failed with the reason, and the
 * credits its start charged given back in the same transaction. Only the update that moves it to
 * failed refunds, so a second call (a redelivered job) gives nothing more.
 */
async function failReview(deps: AppDeps, row: ReviewRow, message: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable("literature_reviews")
      .set({ status: "failed", error: message, credits: 0, updated_at: sql<Date>`now()` })
      .where("id", "=", row.id)
      .where("status", "not in", ["ready", "failed"])
      .returning("id")
      .executeTakeFirst();
    if (failed) await grantCredits(trx, row.user_id, row.credits);
  });
}
