import { parseJsonEventStream, uiMessageChunkSchema } from "ai";
import { ApiError, fetchWithSession } from "@/lib/api-client";
import { responseFile, type DownloadedFile } from "@/lib/download";

const toolUrl = (slug: string) => `/api/tools/${encodeURIComponent(slug)}`;

/**
 * A PDF tool (POST /api/tools/{slug}, multipart): the PDFs in `files`, in order, and the options as a
 * JSON string. Answers the resulting PDF, or a zip when there are several.
 */
export async function runPdfTool(slug: string, files: readonly File[], options: object, signal?: AbortSignal): Promise<DownloadedFile> {
  const form = new FormData();
  for (const f of files) form.append("files", f, f.name);
  form.append("options", JSON.stringify(options));
  const res = await fetchWithSession(toolUrl(slug), { method: "POST", headers: { accept: "application/pdf, application/zip" }, body: form, signal });
  const type = res.headers.get("content-type") ?? "";
  const fallback = type.includes("zip") ? `${slug}.zip` : `${slug}.pdf`;
  return responseFile(res, fallback);
}

/** OCR's text: the same call with {"text": true} answers {output}. */
export async function runOcrText(file: File, options: object, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append("files", file, file.name);
  form.append("options", JSON.stringify({ ...options, text: true }));
  const res = await fetchWithSession(toolUrl("ocr"), { method: "POST", headers: { accept: "application/json" }, body: form, signal });
  const body = (await res.json()) as { output?: unknown };
  return typeof body.output === "string" ? body.output : "";
}

/**
 * A generative tool, streamed (Accept: text/event-stream, an AI SDK UI message stream): `onText`
 * gets the text written so far. Rejects with an ApiError: the server's refusal (503 when it has no
 * generative model), or 502 with the model's error part.
 */
export async function streamGenerativeTool(slug: string, text: string, options: object, onText: (text: string) => void, signal?: AbortSignal): Promise<string> {
  const res = await fetchWithSession(toolUrl(slug), { method: "POST", headers: { accept: "text/event-stream", "content-type": "application/json" }, body: JSON.stringify({ text, options }), signal });
  if (!res.body) throw new ApiError(502, "The server sent no answer. Please try again.");
  // A server may answer JSON {output} even when asked to stream.
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    const body = (await res.json()) as { output?: unknown };
    const output = typeof body.output === "string" ? body.output : "";
    onText(output);
    return output;
  }
  let written = "";
  for await (const part of parseJsonEventStream({ stream: res.body, schema: uiMessageChunkSchema })) {
    if (!part.success) continue;
    const chunk = part.value;
    if (chunk.type === "text-delta") {
      written += chunk.delta;
      onText(written);
    } else if (chunk.type === "error") {
      throw new ApiError(502, chunk.errorText);
    }
  }
  return written;
}
