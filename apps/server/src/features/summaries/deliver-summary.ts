import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { SUMMARY_NOT_FOUND, type Summary, type SummaryCitation } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { toSummary } from "./to-summary.ts";

/** How often a waiting request reads the summary's row (the job writes it every 250 ms). */
const POLL_MS = 150;
const TEXT_ID = "summary";

export type SummaryChunk = UIMessageChunk<never, { summary: Summary; progress: { summary_id: string; status: string; progress: number }; citation: SummaryCitation }>;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => { clearTimeout(t); resolve(); }, { once: true });
  });

/** A summary as the contract shows it, and whether its user cancelled it (which the contract shows only as its message). */
interface SummaryState {
  summary: Summary;
  cancelled: boolean;
}

async function readSummary(deps: AppDeps, id: string): Promise<SummaryState | null> {
  const row = await deps.db.selectFrom("summaries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { summary: toSummary(row), cancelled: row.cancelled_at !== null } : null;
}

const isFinal = (s: Summary) => s.status === "COMPLETED" || s.status === "FAILED";

/** The refusal a summary that ended without a result answers with. */
function failure(state: SummaryState | null): AppError {
  if (!state) return new AppError("not_found", SUMMARY_NOT_FOUND);
  if (state.cancelled) return new AppError("summary_cancelled");
  return new AppError("summary_failed", state.summary.error ?? undefined);
}

/**
 * Waits for the summary's job and answers the finished summary as JSON (the contract's 200), or a
 * 409 when it was cancelled and 502 when it failed. The job goes on if the caller goes away.
 */
export async function waitForSummary(deps: AppDeps, id: string, signal: AbortSignal): Promise<Summary> {
  for (;;) {
    const state = await readSummary(deps, id);
    const s = state?.summary;
    if (!s || isFinal(s)) {
      if (s?.status === "COMPLETED") return s;
      throw failure(state);
    }
    if (signal.aborted) throw new AppError("request_closed");
    await sleep(POLL_MS, signal);
  }
}

/**
 * The same as an AI SDK UI message stream: `data-progress` ({summary_id, status, progress}) first and
 * at each change, `text-delta` parts as a model writes (LOCAL's summary arrives whole, paragraph by
 * paragraph), then one `data-citation` per source, `data-summary` with the stored result (its text
 * with the final, renumbered markers) and finish; a failure or cancel ends with an error part.
 */
export function streamSummary(deps: AppDeps, id: string, signal: AbortSignal): Response {
  let sent = "";
  let cancelled = false;
  const stream = new ReadableStream<SummaryChunk>({
    async start(controller) {
      const enqueue = (chunk: SummaryChunk) => {
        if (!signal.aborted && !cancelled) controller.enqueue(chunk);
      };
      let textOpen = false;
      const text = (delta: string) => {
        if (!delta) return;
        if (!textOpen) enqueue({ type: "text-start", id: TEXT_ID });
        textOpen = true;
        enqueue({ type: "text-delta", id: TEXT_ID, delta });
      };
      enqueue({ type: "start", messageId: id });
      let lastProgress = "";
      try {
        for (;;) {
          const state = await readSummary(deps, id);
          if (!state) throw failure(null);
          const s = state.summary;
          const progress = `${s.status}:${s.progress}`;
          if (progress !== lastProgress) {
            lastProgress = progress;
            enqueue({ type: "data-progress", id: "progress", data: { summary_id: id, status: s.status, progress: s.progress }, transient: true });
          }
          if (s.status !== "COMPLETED" && s.text.startsWith(sent) && s.text.length > sent.length) {
            text(s.text.slice(sent.length));
            sent = s.text;
          }
          if (s.status === "COMPLETED") {
            if (sent === "") for (const para of s.text.split(/(?<=\n\n)/u)) text(para);
            if (textOpen) enqueue({ type: "text-end", id: TEXT_ID });
            for (const c of s.citations) enqueue({ type: "data-citation", id: `citation-${c.n}`, data: c });
            enqueue({ type: "data-summary", id: "summary", data: s });
            enqueue({ type: "finish", finishReason: "stop" });
            break;
          }
          if (s.status === "FAILED") {
            if (textOpen) enqueue({ type: "text-end", id: TEXT_ID });
            enqueue({ type: "data-summary", id: "summary", data: s });
            enqueue({ type: "error", errorText: failure(state).detail });
            break;
          }
          if (signal.aborted || cancelled) break;
          await sleep(POLL_MS, signal);
        }
      } catch (err) {
        enqueue({ type: "error", errorText: err instanceof AppError ? err.detail : "The summary could not be made. Try again." });
      }
      if (!signal.aborted && !cancelled) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "x-summary-id": id } });
}
