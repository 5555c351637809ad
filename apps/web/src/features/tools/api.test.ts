import { afterEach, describe, expect, it, vi } from "vitest";
import { isApiError } from "@/lib/api-client";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { runPdfTool, streamGenerativeTool } from "./api";

afterEach(() => vi.unstubAllGlobals());

function sse(parts: unknown[]): Response {
  const body = parts.map((p) => `data: ${JSON.stringify(p)}\n\n`).join("") + "data: [DONE]\n\n";
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

describe("streamGenerativeTool", () => {
  it("asks for the stream and gives the text as it is written", async () => {
    const { calls } = fakeFetch({
      "POST /api/tools/poem-generator": () =>
        sse([
          { type: "start" },
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "Roses " },
          { type: "text-delta", id: "t", delta: "are red" },
          { type: "text-end", id: "t" },
          { type: "finish" },
        ]),
    });
    const seen: string[] = [];
    const out = await streamGenerativeTool("poem-generator", "roses", { length: "short" }, (t) => seen.push(t));
    expect(out).toBe("Roses are red");
    expect(seen).toEqual(["Roses ", "Roses are red"]);
    expect(calls[0]?.headers.get("accept")).toBe("text/event-stream");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ text: "roses", options: { length: "short" } });
  });

  it("rejects with the server's 503 and its detail when no model is configured", async () => {
    fakeFetch({ "POST /api/tools/essay-maker": () => jsonResponse(503, { detail: "Set OPENAI_API_KEY to enable it.", code: "no_generative_model" }) });
    const err: unknown = await streamGenerativeTool("essay-maker", "cats", {}, () => {}).catch((e: unknown) => e);
    expect(isApiError(err, 503) && err.detail).toBe("Set OPENAI_API_KEY to enable it.");
  });

  it("turns the stream's error part into a 502 with its text", async () => {
    fakeFetch({ "POST /api/tools/story-generator": () => sse([{ type: "error", errorText: "The model failed." }]) });
    const err: unknown = await streamGenerativeTool("story-generator", "x", {}, () => {}).catch((e: unknown) => e);
    expect(isApiError(err, 502) && err.detail).toBe("The model failed.");
  });
});

describe("runPdfTool", () => {
  it("sends the files in order and the options as JSON, and names the result from Content-Disposition", async () => {
    const { calls } = fakeFetch({
      "POST /api/tools/pdf-merge": () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf", "content-disposition": "attachment; filename*=UTF-8''b%C3%A9-merged.pdf" } }),
    });
    const a = new File(["%PDF-a"], "a.pdf", { type: "application/pdf" });
    const b = new File(["%PDF-b"], "bé.pdf", { type: "application/pdf" });
    const result = await runPdfTool("pdf-merge", [b, a], {});
    expect(result.fileName).toBe("bé-merged.pdf");
    const form = calls[0]?.body as FormData;
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["bé.pdf", "a.pdf"]);
    expect(form.get("options")).toBe("{}");
  });
});
