import { writeFile } from "node:fs/promises";
import { runProcess } from "../../../adapters/tts/run-process.ts";
import { ENCODE_TIMEOUT_MS, SAMPLE_RATE } from "./format.ts";

/** ffmetadata escapes `=`, `;`, `#`, `\` and newlines with a backslash. */
function escapeMeta(value: string): string {
  return value.replace(/[=;#\\\n]/g, (c) => `\\${c}`);
}

/**
 * Encodes the raw episode as MP3 (libmp3lame, 64 kb/s mono: plenty for speech) with ffmpeg's
 * loudnorm at the usual podcast target (-16 LUFS, -1.5 dBTP), an ID3 title and ID3 chapter
 * frames, so players other than Folio's also show the chapters.
 */
export async function encodeMp3(opts: {
  rawPath: string;
  metaPath: string;
  outPath: string;
  title: string;
  chapters: { title: string; startS: number }[];
  durationS: number;
  signal: AbortSignal;
}): Promise<void> {
  const ms = (s: number) => Math.round(s * 1000);
  const chapters = opts.chapters.map((c, i) => {
    const end = opts.chapters[i + 1]?.startS ?? opts.durationS;
    return `[CHAPTER]\nTIMEBASE=1/1000\nSTART=${ms(c.startS)}\nEND=${Math.max(ms(end), ms(c.startS))}\ntitle=${escapeMeta(c.title)}\n`;
  });
  await writeFile(opts.metaPath, `;FFMETADATA1\ntitle=${escapeMeta(opts.title)}\n${chapters.join("")}`, "utf8");
  await runProcess(
    "ffmpeg",
    [
      "-nostdin", "-v", "error", "-y",
      "-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", opts.rawPath,
      "-f", "ffmetadata", "-i", opts.metaPath,
      "-map", "0:a", "-map_metadata", "1", "-map_chapters", "1",
      "-af", "loudnorm=I=-16:TP=-1.5:LRA=11",
      "-ar", String(SAMPLE_RATE), "-c:a", "libmp3lame", "-b:a", "64k", "-id3v2_version", "3",
      "-f", "mp3", opts.outPath,
    ],
    { timeoutMs: ENCODE_TIMEOUT_MS, signal: opts.signal },
  );
}

/** The file's duration as ffprobe reads it (what a player will show). */
export async function probeDurationS(path: string, signal: AbortSignal): Promise<number> {
  const out = await runProcess("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", path], {
    timeoutMs: 30_000,
    signal,
  });
  const duration = Number.parseFloat(out.toString("utf8"));
  if (!Number.isFinite(duration)) throw new Error(`ffprobe could not read the duration of ${path}`);
  return duration;
}
