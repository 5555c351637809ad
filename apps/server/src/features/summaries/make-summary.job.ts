import { sql } from "kysely";
import { z } from "zod";
import { SUMMARY_FAILED, type ChatLanguage } from "@folio/contract";
import type { HostedModelName } from "../../adapters/llm/index.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { defineTrackedJob, JobCancelled } from "../../platform/queue/tracked-job.ts";
import { splitTextIntoUnits, summariseExtractiveAsync, type SourceUnit, type SummaryFormat, type SummaryLength, type SummaryResult, type UnitKind } from "./engine/index.ts";
import { providerSummary } from "./provider-summary.ts";
import { SUMMARY_JOB, summaryRecord } from "./summary-state.ts";
import type { SummaryRow } from "./to-summary.ts";

const RETRY_LIMIT = 1;
/** The least time between two writes of progress and the text so far to the row (read by the waiting request). */
const WRITE_EVERY_MS = 250;

/**
 * Make one summary: read the document's units (or cut the pasted text into units), summarise with
 * LOCAL or the chosen model, and store the result with the COMPLETED status in one update. A cancel
 * or delete stops it; a model failure ends it FAILED with the reason.
 */
export function makeSummaryJob(deps: AppDeps) {
  return defineTrackedJob({
    name: SUMMARY_JOB,
    payload: z.object({ summaryId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 30 * 60,
    concurrency: 2,
    log: deps.log,
    cancelCheckMs: 500,
    progressEveryMs: WRITE_EVERY_MS,
    failedMessage: SUMMARY_FAILED,
    finalFailure: (err) => (err instanceof AppError ? err.detail : undefined),
    // Someone is usually waiting for the summary: a stopped attempt fails instead of waiting for a retry.
    whenStopped: "fail",
    record: ({ summaryId }) => summaryRecord(deps, summaryId),
    work: async (row, job) => {
      const units = await loadUnits(deps, row);
      if (units.length === 0 || units.every((u) => u.text.trim() === "")) {
        throw new AppError("summary_empty");
      }
      const model = deps.models.languageModel(row.model_name);
      const format = row.format as SummaryFormat;
      const length = row.length as SummaryLength;
      let result: SummaryResult;
      if (model === "LOCAL") {
        result = await summariseExtractiveAsync(units, {
          format,
          length,
          language: row.language,
          prompt: row.prompt ?? undefined,
          signal: job.signal,
          onProgress: (done, total) => job.progress({ progress: Math.min(99, 1 + Math.round((98 * done) / Math.max(1, total))) }),
        });
      } else {
        let progress = 1;
        result = await providerSummary({
          model,
          // languageModel() answered a hosted model, so the row names one.
          contextTokens: deps.models.contextTokens(row.model_name as HostedModelName),
          units,
          title: row.name,
          format,
          length,
          language: row.language as ChatLanguage,
          prompt: row.prompt,
          signal: job.signal,
          timeoutMs: deps.models.timeoutMs,
          onProgress: (done) => {
            progress = Math.max(progress, done);
            job.progress({ progress });
          },
          // Written text moves progress from 20 towards 95 as it grows (its final size is unknown).
          onText: (text) => job.progress({ text, progress: Math.max(progress, Math.min(95, 20 + Math.round(text.length / 40))) }),
        });
      }
      job.signal.throwIfAborted();
      const done = await deps.db
        .updateTable("summaries")
        .set({ status: "COMPLETED", progress: 100, error: null, text: result.markdown, result: JSON.stringify(result), format: result.format, updated_at: sql<Date>`now()` })
        .where("id", "=", row.id)
        .where("status", "not in", ["COMPLETED", "FAILED"])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new JobCancelled();
    },
  });
}

async function loadUnits(deps: AppDeps, row: SummaryRow): Promise<SourceUnit[]> {
  if (row.source === "TEXT") return splitTextIntoUnits(row.source_text ?? "");
  if (!row.doc_id) throw new AppError("not_found", "The document cannot be found or has been deleted.");
  const units = await deps.db.selectFrom("document_units").select(["unit", "kind", "label", "text"]).where("document_id", "=", row.doc_id).orderBy("unit").execute();
  return units.map((u) => ({ ...u, kind: u.kind as UnitKind }));
}
