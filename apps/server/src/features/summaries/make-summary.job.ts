import { sql } from "kysely";
import { z } from "zod";
import { SUMMARY_FAILED, type ChatLanguage } from "@folio/contract";
import type { HostedModelName } from "../../adapters/llm/index.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { defineJob } from "../../platform/queue/job.ts";
import { refundCredits } from "../billing/index.ts";
import { splitTextIntoUnits, summariseExtractiveAsync, type SourceUnit, type SummaryFormat, type SummaryLength, type SummaryResult, type UnitKind } from "./engine/index.ts";
import { providerSummary } from "./provider-summary.ts";
import { SUMMARY_JOB, updateSummary, watchSummaryCancellation } from "./summary-state.ts";
import type { SummaryRow } from "./to-summary.ts";

const RETRY_LIMIT = 1;
/** How often progress and the text written so far reach the row (and so the waiting request). */
const WRITE_EVERY_MS = 250;

/**
 * Make one summary: read the document's units (or cut the pasted text into units), summarise with
 * LOCAL or the chosen model, and store the result with the COMPLETED status in one update. A cancel
 * or delete stops it; a model failure ends it FAILED with the reason.
 */
export function makeSummaryJob(deps: AppDeps) {
  return defineJob({
    name: SUMMARY_JOB,
    payload: z.object({ summaryId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 30 * 60,
    concurrency: 2,
    handler: async ({ summaryId }, ctx) => {
      const row = await deps.db.selectFrom("summaries").selectAll().where("id", "=", summaryId).executeTakeFirst();
      if (!row || row.status === "COMPLETED" || row.status === "FAILED") return;
      await updateSummary(deps, summaryId, { status: "SUMMARISING", progress: 1, error: null, text: "" });
      const cancellation = watchSummaryCancellation(deps, summaryId, ctx.signal);
      // Progress and text reach the row at most every 250 ms; the latest values are always written (trailing).
      let lastWrite = 0;
      let latest: { progress?: number; text?: string } = {};
      let trailing: NodeJS.Timeout | undefined;
      let pending: Promise<void> = Promise.resolve();
      const flush = () => {
        trailing = undefined;
        lastWrite = Date.now();
        const values = latest;
        latest = {};
        pending = pending.then(() => updateSummary(deps, summaryId, values)).catch((err: unknown) => deps.log.warn({ err, summaryId }, "summary progress update failed"));
      };
      const write = (values: { progress?: number; text?: string }) => {
        latest = { ...latest, ...values };
        if (trailing) return;
        const wait = WRITE_EVERY_MS - (Date.now() - lastWrite);
        if (wait <= 0) flush();
        else trailing = setTimeout(flush, wait);
      };
      const stopWrites = () => {
        clearTimeout(trailing);
        trailing = undefined;
      };
      try {
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
            signal: cancellation.signal,
            onProgress: (done, total) => write({ progress: Math.min(99, 1 + Math.round((98 * done) / Math.max(1, total))) }),
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
            signal: cancellation.signal,
            timeoutMs: deps.models.timeoutMs,
            onProgress: (done) => {
              progress = Math.max(progress, done);
              write({ progress });
            },
            // Written text moves progress from 20 towards 95 as it grows (its final size is unknown).
            onText: (text) => write({ text, progress: Math.max(progress, Math.min(95, 20 + Math.round(text.length / 40))) }),
          });
        }
        cancellation.signal.throwIfAborted();
        stopWrites();
        await pending;
        const done = await deps.db
          .updateTable("summaries")
          .set({ status: "COMPLETED", progress: 100, error: null, text: result.markdown, result: JSON.stringify(result), format: result.format, updated_at: sql<Date>`now()` })
          .where("id", "=", summaryId)
          .where("status", "not in", ["COMPLETED", "FAILED"])
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) deps.log.info({ summaryId }, "summary finished after it was cancelled or deleted");
      } catch (err) {
        stopWrites();
        await pending;
        if (cancellation.cancelledByUser()) return;
        if (err instanceof AppError) {
          await failSummary(deps, row, err.detail);
          return;
        }
        if (ctx.retryCount >= RETRY_LIMIT || ctx.signal.aborted) await failSummary(deps, row, SUMMARY_FAILED);
        else await updateSummary(deps, summaryId, { status: "QUEUED", progress: 0, text: "" });
        throw err;
      } finally {
        stopWrites();
        cancellation.stop();
      }
    },
  });
}

/** FAILED with the reason; credits charged for a credit model are given back once. */
async function failSummary(deps: AppDeps, row: SummaryRow, error: string): Promise<void> {
  await updateSummary(deps, row.id, { status: "FAILED", error });
  const refunded = await deps.db.updateTable("summaries").set({ credits: 0 }).where("id", "=", row.id).where("credits", ">", 0).returning("credits").executeTakeFirst();
  if (refunded && row.credits > 0) await refundCredits(deps, row.user_id, row.credits);
}

async function loadUnits(deps: AppDeps, row: SummaryRow): Promise<SourceUnit[]> {
  if (row.source === "TEXT") return splitTextIntoUnits(row.source_text ?? "");
  if (!row.doc_id) throw new AppError("not_found", "The document cannot be found or has been deleted.");
  const units = await deps.db.selectFrom("document_units").select(["unit", "kind", "label", "text"]).where("document_id", "=", row.doc_id).orderBy("unit").execute();
  return units.map((u) => ({ ...u, kind: u.kind as UnitKind }));
}
