import { parseJsonEventStream, uiMessageChunkSchema } from "ai";
import { ApiError, NETWORK_ERROR_DETAIL, toApiError } from "@/lib/api-client";
import { readSessionToken } from "@/lib/session-token";
import { fileNameFromDisposition } from "@/lib/download";

function headers(accept: string, json: boolean): Headers {
  const h = new Headers({ accept });
  if (json) h.set("content-type", "application/json");
  const token = readSessionToken();
  if (token) h.set("authorization", `Bearer ${token}`);
  return h;
}

async function post(url: string, init: { headers: Headers; body: BodyInit; signal?: AbortSignal }): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", credentials: "include", ...init });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_ERROR_DETAIL);
  }
  if (!res.ok) throw await toApiError(res);
  return res;
}

const toolUrl = (slug: string) => `/api/tools/${encodeURIComponent(slug)}`;

export interface ToolFile {
  blob: Blob;
  fileName: string;
}

/**
 * A PDF tool (POST /api/tools/{slug}, multipart): the PDFs in `files`, in order, and the options as a
 * JSON string. Answers the resulting PDF, or a zip when there are several.
 */
export async function runPdfTool(slug: string, files: readonly File[], options: object, signal?: AbortSignal): Promise<ToolFile> {
  const form = new FormData();
  for (const f of files) form.append("files", f, f.name);
  form.append("options", JSON.stringify(options));
  const res = await post(toolUrl(slug), { headers: headers("application/pdf, application/zip", false), body: form, signal });
  const type = res.headers.get("content-type") ?? "";
  const fallback = type.includes("zip") ? `${slug}.zip` : `${slug}.pdf`;
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get("content-disposition")) ?? fallback };
}

/** OCR's text: the same call with {"text": true} answers {output}. */
export async function runOcrText(file: File, options: object, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append("files", file, file.name);
  form.append("options", JSON.stringify({ ...options, text: true }));
  const res = await post(toolUrl("ocr"), { headers: headers("application/json", false), body: form, signal });
  const body = (await res.json()) as { output?: unknown };
  return typeof body.output === "string" ? body.output : "";
}

/**
 * A generative tool, streamed (Accept: text/event-stream, an AI SDK UI message stream): `onText`
 * gets the text written so far. Rejects with an ApiError: the server's refusal (503 when it has no
 * generative model), or 502 with the model's error part.
 */
export async function streamGenerativeTool(slug: string, text: string, options: object, onText: (text: string) => void, signal?: AbortSignal): Promise<string> {
  const res = await post(toolUrl(slug), { headers: headers("text/event-stream", true), body: JSON.stringify({ text, options }), signal });
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
