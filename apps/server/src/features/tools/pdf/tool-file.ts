import fs from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { contentDisposition } from "../../../platform/http/content-disposition.ts";

/** What a PDF tool made: a file in its work directory, and the name it is downloaded under. */
export interface ToolFile {
  path: string;
  contentType: "application/pdf" | "application/zip";
  fileName: string;
}

/** A name for a result from the input's name: "report.pdf" + "-pages-1-3" -> "report-pages-1-3.pdf" (no slashes or control characters; no % that qpdf would read as the page number). */
export function resultName(inputName: string, suffix: string, ext = "pdf"): string {
  // eslint-disable-next-line no-control-regex -- replacing control characters is the point
  const base = inputName.replace(/\.pdf$/i, "").replace(/[\\/%\u0000-\u001f\u007f]/g, "_").slice(0, 120) || "document";
  return `${base}${suffix}.${ext}`;
}

/**
 * Streams the file from disk as the response (never read whole into memory), as an attachment;
 * `done` runs once the stream has ended or the client went away (it removes the work directory).
 */
export async function fileResponse(file: ToolFile, done: () => Promise<void>): Promise<Response> {
  const { size } = await stat(file.path);
  const stream = fs.createReadStream(file.path);
  stream.on("close", () => void done());
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(size),
      "content-disposition": contentDisposition(file.contentType, file.fileName),
      "cache-control": "no-store",
    },
  });
}
