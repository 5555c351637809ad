import { copyFile, mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { normaliseLanguage, type TtsEngine, type Voice } from "../../../adapters/tts/index.ts";
import { hasSpeech } from "../../../adapters/tts/text.ts";
import { assembleEpisode, type SpokenPiece } from "./assemble.ts";
import { encodeMp3, probeDurationS } from "./encode-mp3.ts";
import { computePeaks } from "./peaks.ts";
import { mapWithLimit } from "./pool.ts";
import { speakPiece } from "./speak-piece.ts";
import { splitForSpeech } from "./split-text.ts";

export { PEAK_COUNT } from "./peaks.ts";

export interface EpisodeLocator {
  kind: string;
  unit: number;
  label: string;
}

export interface ScriptSegment {
  speaker: 0 | 1;
  text: string;
  /** Set on the first segment about a source passage: a chapter starts there and links to it. */
  chapter?: { title: string; docId: string; locator: EpisodeLocator };
}

export interface EpisodeChapter {
  title: string;
  start_s: number;
  docId: string;
  locator: EpisodeLocator;
}

export interface RenderEpisodeOptions {
  segments: ScriptSegment[];
  language: string;
  hosts: [Voice, Voice];
  engines: TtsEngine[];
  /** Every temporary file goes in a fresh folder inside it, removed when rendering ends, however it ends. */
  workDir: string;
  outMp3Path: string;
  title: string;
  signal?: AbortSignal;
  /** Work units: one per spoken piece (a turn split at sentence ends), plus one for encoding. */
  onProgress?: (done: number, total: number) => void;
  /** Pieces synthesised at once; defaults to the number of cores. */
  concurrency?: number;
}

export interface RenderedEpisode {
  durationS: number;
  /** 178 values in 0..1 for the player's waveform. */
  peaks: number[];
  chapters: EpisodeChapter[];
  /** When each spoken segment is heard (silent segments are left out), e.g. to follow the script while playing. */
  turns: { segment: number; speaker: 0 | 1; start_s: number; end_s: number }[];
}

/**
 * Speaks a two-host script and writes one MP3: every turn split into pieces, synthesised in
 * parallel by the host's engine, converted and levelled, joined with short pauses, loudness-
 * normalised and encoded with its title and chapters. On abort or failure, child processes are
 * killed and neither temporary files nor a partial MP3 are left behind.
 */
export async function renderEpisode(opts: RenderEpisodeOptions): Promise<RenderedEpisode> {
  const { segments, hosts } = opts;
  const language = normaliseLanguage(opts.language);
  const engineFor = hosts.map((voice) => {
    // A host in the wrong language would read the script with the wrong rules (or not at all).
    if (voice.language !== language) throw new Error(`the voice ${voice.id} speaks "${voice.language}", not "${language}"`);
    const engine = opts.engines.find((e) => e.name === voice.engine && e.voices().some((v) => v.id === voice.id));
    if (!engine) throw new Error(`no engine offers the voice ${voice.id}`);
    return engine;
  });
  const jobs = segments.flatMap((seg, segment) => splitForSpeech(seg.text).map((text) => ({ segment, speaker: seg.speaker, text })));
  const total = jobs.length + 1;
  let done = 0;
  const tick = () => opts.onProgress?.(++done, total);

  await mkdir(opts.workDir, { recursive: true });
  const dir = await mkdtemp(path.join(opts.workDir, "episode-"));
  const signal = opts.signal ?? new AbortController().signal;
  try {
    const pieces = await mapWithLimit(jobs, opts.concurrency ?? os.availableParallelism(), signal, async (job, i, sig): Promise<SpokenPiece> => {
      const rawPath = hasSpeech(job.text)
        ? await speakPiece(engineFor[job.speaker] as TtsEngine, hosts[job.speaker], job.text, path.join(dir, `piece-${String(i).padStart(5, "0")}`), sig)
        : undefined;
      tick();
      return { segment: job.segment, rawPath };
    });

    const rawPath = path.join(dir, "episode.raw");
    const { segmentStarts, segmentEnds, durationS: rawDurationS } = await assembleEpisode(pieces, segments.length, rawPath);
    if (rawDurationS === 0) throw new Error("the script has nothing to say: every segment is empty");
    const chapters = segments.flatMap((seg, i) =>
      seg.chapter ? [{ title: seg.chapter.title, start_s: round3(segmentStarts[i] ?? 0), docId: seg.chapter.docId, locator: seg.chapter.locator }] : [],
    );
    const turns = segments.flatMap((seg, i) => {
      const end = segmentEnds[i];
      return end === undefined ? [] : [{ segment: i, speaker: seg.speaker, start_s: round3(segmentStarts[i] ?? 0), end_s: round3(end) }];
    });
    const mp3Path = path.join(dir, "episode.mp3");
    await encodeMp3({
      rawPath,
      metaPath: path.join(dir, "episode.ffmeta"),
      outPath: mp3Path,
      title: opts.title,
      chapters: chapters.map((c) => ({ title: c.title, startS: c.start_s })),
      durationS: rawDurationS,
      signal,
    });
    const durationS = await probeDurationS(mp3Path, signal);
    const peaks = await computePeaks(mp3Path, durationS, signal);
    await moveInto(mp3Path, opts.outMp3Path);
    tick();
    return { durationS: round3(durationS), peaks, chapters, turns };
  } catch (err) {
    await rm(opts.outMp3Path, { force: true });
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Rename, or copy then rename when the output lives on another file system, so readers never see half a file. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    const partial = `${to}.partial`;
    try {
      await copyFile(from, partial);
      await rename(partial, to);
    } finally {
      await rm(partial, { force: true });
    }
  }
}
