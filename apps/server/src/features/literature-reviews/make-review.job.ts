import { sql } from "kysely";
import { z } from "zod";
import { REVIEW_FAILED, type CitationStyle, type ReviewSection } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { defineTrackedJob, JobCancelled } from "../../platform/queue/tracked-job.ts";
import { composeLocalReview } from "./compose-local.ts";
import { rewriteWithModel } from "./provider-prose.ts";
import { referencesOf } from "./references.ts";
import { REVIEW_JOB, reviewRecord } from "./review-state.ts";
import { loadSources } from "./sources.ts";
import { collectionDocuments, ZOTERO_READ } from "./zotero-source.ts";

/**
 * Make one review: for a Zotero collection, first wait for its import and the imported papers'
 * reading (zotero-source.ts); read the sources, compose the extractive review (every statement a verified
 * quote), and with a provider model rewrite each section as prose that keeps only sentences whose
 * citations are those verified quotes. Stored with the ready status in one update.
 */
export function makeReviewJob(deps: AppDeps) {
  return defineTrackedJob({
    name: REVIEW_JOB,
    payload: z.object({ reviewId: z.string() }),
    retryLimit: 1,
    expireInSeconds: 30 * 60,
    concurrency: 1,
    log: deps.log,
    cancelCheckMs: 500,
    progressEveryMs: 250,
    failedMessage: REVIEW_FAILED,
    finalFailure: (err) => (err instanceof AppError ? err.detail : undefined),
    record: ({ reviewId }) => reviewRecord(deps, reviewId),
    work: async (row, job) => {
      let docIds = z.array(z.string()).parse(row.doc_ids);
      // A Zotero collection's review has no documents until its import is done and read.
      const fromZotero = row.zotero_import_id !== null;
      if (row.zotero_import_id !== null && docIds.length === 0) {
        const imported = await collectionDocuments(deps, { ...row, zotero_import_id: row.zotero_import_id }, job);
        if (!imported) return;
        docIds = imported;
      }
      // Writing a collection's review is the part of its progress after the import.
      const at = (progress: number) => (fromZotero ? ZOTERO_READ + Math.round(((100 - ZOTERO_READ) * progress) / 100) : progress);
      const sources = await loadSources(deps, row.user_id, docIds);
      if (sources.length === 0 || sources.every((s) => s.units.every((u) => u.text.trim() === ""))) {
        throw new AppError("bad_request", "The chosen documents have no text to review.");
      }
      const extractive = composeLocalReview(row.topic, sources, (done, total) => job.progress({ progress: at(Math.min(60, 1 + Math.round((59 * done) / total))) }));
      const model = deps.models.languageModel(row.model_name);
      let sections: ReviewSection[] = extractive;
      if (model !== "LOCAL") {
        sections = [];
        for (const [i, s] of extractive.entries()) {
          job.signal.throwIfAborted();
          sections.push(await rewriteWithModel({ model, topic: row.topic, section: s, language: row.language, signal: job.signal, timeoutMs: deps.models.timeoutMs }));
          job.progress({ progress: at(60 + Math.round((39 * (i + 1)) / extractive.length)) });
        }
      }
      job.signal.throwIfAborted();
      const result = { sections, references: referencesOf(sources, row.style as CitationStyle) };
      const done = await deps.db
        .updateTable("literature_reviews")
        .set({ status: "ready", progress: 100, error: null, result: JSON.stringify(result), updated_at: sql<Date>`now()` })
        .where("id", "=", row.id)
        .where("status", "not in", ["ready", "failed"])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new JobCancelled();
    },
  });
}
