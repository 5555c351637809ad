import { afterEach, describe, expect, it, vi } from "vitest";
import type { Summary } from "@folio/contract";
import { ApiError } from "@/lib/api-client";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { runSummary } from "./api";

const summary = (over: Partial<Summary> = {}): Summary => ({
  summary_id: "sum_1",
  id: "sum_1",
  name: "Report",
  source: "DOCUMENT",
  doc_id: "doc_1",
  doc_name: "report.pdf",
  prompt: null,
  format: "BULLET",
  length: "AUTO",
  language: "EN",
  model_name: "LOCAL",
  status: "COMPLETED",
  progress: 100,
  error: null,
  text: "- It rained [1].",
  citations: [{ n: 1, doc_id: "doc_1", doc_name: "report.pdf", locator: { kind: "page", unit: 2, label: "Page 2" }, quote: "It rained.", verified: true }],
  sections: [],
  date_time: "2026-11-23T09:00:00.000Z",
  ...over,
});

function sse(chunks: unknown[], headers: Record<string, string> = {}): Response {
  const body = chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join("") + "data: [DONE]\n\n";
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream", ...headers } });
}

afterEach(() => vi.unstubAllGlobals());

describe("runSummary", () => {
  it("sends the document's options and reads progress, text and the stored summary from the stream", async () => {
    const { calls } = fakeFetch({
      "PUT /api/summaries/doc_1": () =>
        sse(
          [
            { type: "start", messageId: "sum_1" },
            { type: "data-progress", id: "progress", data: { summary_id: "sum_1", status: "SUMMARISING", progress: 40 } },
            { type: "text-start", id: "summary" },
            { type: "text-delta", id: "summary", delta: "- It rained" },
            { type: "text-delta", id: "summary", delta: " [1]." },
            { type: "text-end", id: "summary" },
            { type: "data-summary", id: "summary", data: summary() },
            { type: "finish", finishReason: "stop" },
          ],
          { "x-summary-id": "sum_1" },
        ),
    });
    const seen = { started: "", progress: [] as number[], text: [] as string[] };
    const result = await runSummary(
      { source: { kind: "document", docId: "doc_1" }, format: "BULLET", length: "AUTO", prompt: " rain ", language: "EN", modelName: "LOCAL" },
      { onStarted: (id) => (seen.started = id), onProgress: (p) => seen.progress.push(p), onText: (t) => seen.text.push(t) },
    );
    expect(result.summary_id).toBe("sum_1");
    expect(seen).toEqual({ started: "sum_1", progress: [40], text: ["- It rained", "- It rained [1]."] });
    expect(calls[0]!.url).toBe("/api/summaries/doc_1?model_name=LOCAL");
    expect(calls[0]!.headers.get("accept")).toBe("text/event-stream");
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ doc_id: "doc_1", format: "BULLET", length: "AUTO", prompt: "rain", language: "EN" });
  });

  it("rejects with the server's refusal (the upgrade 403) and with a failed summary's reason", async () => {
    fakeFetch({
      "POST /api/text-summary": () => jsonResponse(403, { detail: "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.", code: "upgrade_required" }),
      "PUT /api/summaries/doc_1": () =>
        sse([{ type: "start" }, { type: "data-summary", id: "summary", data: summary({ status: "FAILED", error: "The summary was cancelled." }) }, { type: "error", errorText: "The summary was cancelled." }]),
    });
    const handlers = { onStarted: vi.fn(), onProgress: vi.fn(), onText: vi.fn() };
    const refused = await runSummary({ source: { kind: "text", text: "Some text." }, format: "AUTO", length: "AUTO", prompt: "", language: "EN", modelName: null }, handlers).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: "upgrade_required" });
    const cancelled = await runSummary({ source: { kind: "document", docId: "doc_1" }, format: "AUTO", length: "AUTO", prompt: "", language: "EN", modelName: null }, handlers).catch((e: unknown) => e);
    expect(cancelled).toMatchObject({ status: 409, detail: "The summary was cancelled.", code: "summary_cancelled" });
  });
});
