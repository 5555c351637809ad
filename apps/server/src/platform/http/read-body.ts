import { AppError } from "../errors.ts";

/**
 * A request's body, read once and refused (413) as soon as it passes `maxBytes`: at once when the
 * declared Content-Length is over, else while counting, with or without a declared length and
 * whatever the declared content type. Nothing past the limit is held in memory.
 */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("payload_too_large");
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading; the HTTP server drains or closes the connection once the answer is sent.
      reader.cancel().catch(() => {});
      throw new AppError("payload_too_large");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text: UTF-8, a leading byte order mark dropped, bounded as readBody is. */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, maxBytes));
}

/** application/json or a structured `+json` type (RFC 6839), parameters such as charset aside. */
function declaresJson(contentType: string | null): boolean {
  const mediaType = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(mediaType);
}

/**
 * The body of a route that takes JSON: refused with 413 past `maxBytes` (whatever its type), with
 * 415 unless it is declared as JSON, and with 400 unless it is valid UTF-8 JSON.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readBody(request, maxBytes);
  if (!declaresJson(request.headers.get("content-type"))) throw new AppError("unsupported_media_type");
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new AppError("malformed_json");
  }
}
