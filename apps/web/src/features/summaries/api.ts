import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parseJsonEventStream, uiMessageChunkSchema } from "ai";
import { SUMMARY_CANCELLED, SUMMARY_FAILED, summaryRoutes, type ChatLanguage, type Summary, type SummaryFormat, type SummaryLength } from "@folio/contract";
import { ApiError, callApi, fetchWithSession, toApiError } from "@/lib/api-client";
import { responseFile, type DownloadedFile } from "@/lib/download";

export const summaryKeys = {
  all: ["summaries"] as const,
  lists: () => [...summaryKeys.all, "list"] as const,
  detail: (id: string) => [...summaryKeys.all, "detail", id] as const,
};

/** Saved summaries, newest first, in pages of 20. */
export function useSummaryList() {
  return useInfiniteQuery({
    queryKey: summaryKeys.lists(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => callApi(summaryRoutes.list, { query: { page: pageParam, page_size: 20, order: "desc" } }),
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // A summary still being made shows its progress.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.summaries.some((s) => s.status === "QUEUED" || s.status === "SUMMARISING")) ? 3_000 : false),
  });
}

export function useSummary(id: string | undefined) {
  return useQuery({
    queryKey: summaryKeys.detail(id ?? ""),
    enabled: Boolean(id),
    queryFn: () => callApi(summaryRoutes.get, { params: { id: id ?? "" } }),
  });
}

export function useDeleteSummary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(summaryRoutes.remove, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: summaryKeys.lists() }),
  });
}

export function cancelSummary(id: string) {
  return callApi(summaryRoutes.cancel, { params: { id } });
}

export interface SummaryRequest {
  source: { kind: "document"; docId: string } | { kind: "text"; text: string };
  format: SummaryFormat;
  length: SummaryLength;
  prompt: string;
  language: ChatLanguage;
  modelName: string | null;
}

export interface SummaryStreamHandlers {
  onStarted(summaryId: string): void;
  onProgress(progress: number): void;
  /** The text written so far (a model's summary as it is written; LOCAL's arrives whole). */
  onText(text: string): void;
}

/**
 * Starts a summary and reads its UI message stream (PUT /api/summaries/{doc_id} or POST
 * /api/text-summary with Accept: text/event-stream). Resolves with the stored summary; rejects with
 * an ApiError for a refusal (its status, code and detail) or when the summary failed or was cancelled.
 */
export async function runSummary(req: SummaryRequest, handlers: SummaryStreamHandlers, signal?: AbortSignal): Promise<Summary> {
  const query = req.modelName ? `?model_name=${encodeURIComponent(req.modelName)}` : "";
  const common = { format: req.format, length: req.length, prompt: req.prompt.trim() || null, language: req.language };
  const [url, method, body] =
    req.source.kind === "document"
      ? [`/api/summaries/${encodeURIComponent(req.source.docId)}${query}`, "PUT", { doc_id: req.source.docId, ...common }]
      : [`/api/text-summary${query}`, "POST", { summary_text: req.source.text, ...common }];
  const res = await fetchWithSession(url, { method, headers: { accept: "text/event-stream", "content-type": "application/json" }, body: JSON.stringify(body), signal });
  if (!res.body) throw await toApiError(res);
  const id = res.headers.get("x-summary-id");
  if (id) handlers.onStarted(id);

  let text = "";
  let result: Summary | null = null;
  let failure: string | null = null;
  for await (const part of parseJsonEventStream({ stream: res.body, schema: uiMessageChunkSchema })) {
    if (!part.success) continue;
    const chunk = part.value;
    if (chunk.type === "text-delta") {
      text += chunk.delta;
      handlers.onText(text);
    } else if (chunk.type === "data-progress") {
      handlers.onProgress((chunk.data as { progress: number }).progress);
    } else if (chunk.type === "data-summary") {
      result = chunk.data as Summary;
    } else if (chunk.type === "error") {
      failure = chunk.errorText;
    }
  }
  if (result?.status === "COMPLETED") return result;
  const cancelled = result?.error === SUMMARY_CANCELLED;
  throw new ApiError(cancelled ? 409 : 502, failure ?? result?.error ?? SUMMARY_FAILED, cancelled ? "summary_cancelled" : "summary_failed");
}

/** The summary's PDF (paid plans); the file name comes from Content-Disposition. */
export async function fetchSummaryPdf(id: string): Promise<DownloadedFile> {
  const res = await fetchWithSession(`/api/summaries/${encodeURIComponent(id)}/pdf`, { headers: { accept: "application/pdf" } });
  return responseFile(res, "summary.pdf");
}
