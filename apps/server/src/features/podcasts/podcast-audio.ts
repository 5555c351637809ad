import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { contentDisposition } from "../../platform/http/content-disposition.ts";

export interface AudioResponse {
  status: 200 | 206;
  stream: Readable;
  headers: Record<string, string>;
}

/** The episode's MP3, whole or the byte range asked for (players seek with Range requests). */
export async function podcastAudio(deps: AppDeps, user: UserRow, id: string, rangeHeader: string | undefined): Promise<AudioResponse> {
  const row = await deps.db
    .selectFrom("podcasts as p")
    .leftJoin("blob_refs as b", "b.id", "p.audio_ref_id")
    .select(["p.name", "p.status", "b.hash", "b.size_bytes"])
    .where("p.id", "=", id)
    .where("p.user_id", "=", user.id)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", "The podcast cannot be found or has been deleted.");
  if (row.status !== "COMPLETED" || !row.hash || row.size_bytes === null) {
    throw new AppError("podcast_not_ready");
  }
  const size = Number(row.size_bytes);
  const file = await deps.blobs.localPath(row.hash);
  const headers: Record<string, string> = {
    "content-type": "audio/mpeg",
    "accept-ranges": "bytes",
    "content-disposition": contentDisposition("audio/mpeg", `${row.name}.mp3`),
    "cache-control": "private, max-age=3600",
  };
  const range = parseRange(rangeHeader, size);
  if (range === "unsatisfiable") {
    throw new AppError("range_not_satisfiable", `The range asked for lies outside the file's ${size} bytes.`);
  }
  if (!range) return { status: 200, stream: createReadStream(file), headers: { ...headers, "content-length": String(size) } };
  return {
    status: 206,
    stream: createReadStream(file, { start: range.start, end: range.end }),
    headers: { ...headers, "content-length": String(range.end - range.start + 1), "content-range": `bytes ${range.start}-${range.end}/${size}` },
  };
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else (several ranges, other units) is served whole. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!m || (m[1] === "" && m[2] === "")) return null;
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
