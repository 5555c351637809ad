import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { medianPitchHz } from "../../../adapters/tts/analysis.ts";
import { createTtsRegistry, type TtsEngine, type TtsRegistry } from "../../../adapters/tts/index.ts";
import { runProcess } from "../../../adapters/tts/run-process.ts";
import { PEAK_COUNT, renderEpisode, type ScriptSegment } from "./index.ts";
import { SAMPLE_RATE } from "./format.ts";

let registry: TtsRegistry;
let dir: string;
beforeAll(async () => {
  registry = await createTtsRegistry({ voiceThreads: 1 });
  dir = await mkdtemp(path.join(os.tmpdir(), "folio-episode-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = (unit: number) => ({ kind: "page", unit, label: `Page ${unit}` });

const SCRIPT: ScriptSegment[] = [
  { speaker: 0, text: "Welcome to Folio. Today we look at a report on wind power in northern Europe.", chapter: { title: "Introduction", docId: "doc-1", locator: page(1) } },
  { speaker: 1, text: "Thanks. The headline is on page three: capacity grew by forty percent in two years." },
  { speaker: 0, text: "That is a big jump. What drove it?", chapter: { title: "Growth", docId: "doc-1", locator: page(3) } },
  { speaker: 1, text: "Mostly offshore farms, and cheaper turbines.", chapter: { title: "Costs", docId: "doc-1", locator: page(7) } },
];

/** The MP3 as 24 kHz mono samples, to measure what a listener would hear. */
async function decodeMp3(file: string) {
  const pcm = await runProcess("ffmpeg", ["-v", "error", "-i", file, "-f", "s16le", "-ac", "1", "-ar", String(SAMPLE_RATE), "-"], { timeoutMs: 30_000 });
  const samples = new Float32Array(pcm.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return samples;
}

function childPids(): string[] {
  try {
    return execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" }).split("\n").filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when there is none
  }
}

describe("renderEpisode", () => {
  it("turns a two-host English script into an MP3 with both voices, chapters and a waveform", async () => {
    const workDir = path.join(dir, "work-ok");
    const outMp3Path = path.join(dir, "out", "episode.mp3");
    const progress: [number, number][] = [];
    const result = await renderEpisode({
      segments: SCRIPT,
      language: "en",
      hosts: registry.pickHosts("en"),
      engines: registry.engines,
      workDir,
      outMp3Path,
      title: "Wind power, explained",
      onProgress: (done, total) => progress.push([done, total]),
    });

    const probe = JSON.parse(
      (await runProcess("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-show_chapters", "-of", "json", outMp3Path], { timeoutMs: 10_000 })).toString("utf8"),
    ) as { format: { duration: string; tags: { title: string } }; streams: { codec_name: string; sample_rate: string }[]; chapters: { tags: { title: string } }[] };
    expect(probe.streams[0]).toMatchObject({ codec_name: "mp3", sample_rate: "24000" });
    expect(probe.format.tags.title).toBe("Wind power, explained");
    expect(probe.chapters.map((c) => c.tags.title)).toEqual(["Introduction", "Growth", "Costs"]);

    // The file lasts what was spoken: the turns end to end with their pauses (one MP3 frame of slack).
    const spoken = result.turns.at(-1)?.end_s ?? 0;
    expect(Number(probe.format.duration)).toBeCloseTo(result.durationS, 2);
    expect(Math.abs(result.durationS - spoken)).toBeLessThan(0.1);
    expect(result.durationS).toBeGreaterThan(10);
    for (let i = 1; i < result.turns.length; i++) {
      expect((result.turns[i]?.start_s ?? 0) - (result.turns[i - 1]?.end_s ?? 0)).toBeCloseTo(0.35, 2);
    }

    // Both hosts are heard: host 0 (festival SLT) is pitched well above host 1 (flite RMS) in the MP3 itself.
    const samples = await decodeMp3(outMp3Path);
    const pitchOf = (t: { start_s: number; end_s: number }) =>
      medianPitchHz({ sampleRate: SAMPLE_RATE, samples: samples.subarray(Math.round(t.start_s * SAMPLE_RATE), Math.round(t.end_s * SAMPLE_RATE)) });
    for (const turn of result.turns) {
      if (turn.speaker === 0) expect(pitchOf(turn)).toBeGreaterThan(150);
      else expect(pitchOf(turn)).toBeLessThan(130);
    }

    // Loudness: the episode sits at the podcast target, and the two hosts are about as loud as each other.
    const ebur = spawnSync("ffmpeg", ["-hide_banner", "-nostats", "-i", outMp3Path, "-af", "ebur128", "-f", "null", "-"], { encoding: "utf8" }).stderr;
    const integrated = Number(/I:\s+(-?[\d.]+) LUFS\s+Threshold/.exec(ebur)?.[1]);
    expect(Math.abs(integrated - -16)).toBeLessThan(1.5);
    const rmsDb = (t: { start_s: number; end_s: number }) => {
      const part = samples.subarray(Math.round(t.start_s * SAMPLE_RATE), Math.round(t.end_s * SAMPLE_RATE));
      return 10 * Math.log10(part.reduce((sum, v) => sum + v * v, 0) / part.length);
    };
    const hostLevel = (speaker: number) => Math.max(...result.turns.filter((t) => t.speaker === speaker).map(rmsDb));
    expect(Math.abs(hostLevel(0) - hostLevel(1))).toBeLessThan(3);

    expect(result.chapters).toEqual([
      { title: "Introduction", start_s: 0, docId: "doc-1", locator: page(1) },
      { title: "Growth", start_s: result.turns[2]?.start_s, docId: "doc-1", locator: page(3) },
      { title: "Costs", start_s: result.turns[3]?.start_s, docId: "doc-1", locator: page(7) },
    ]);
    expect(result.chapters[1]?.start_s).toBeGreaterThan(0);
    expect(result.chapters[2]?.start_s).toBeGreaterThan(result.chapters[1]?.start_s ?? 0);

    expect(result.peaks).toHaveLength(PEAK_COUNT);
    expect(Math.max(...result.peaks)).toBe(1);
    expect(result.peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(Math.min(...result.peaks)).toBeLessThan(0.2); // the pauses show

    expect(progress.at(-1)).toEqual([progress.length, progress.length]);
    expect(await readdir(workDir)).toEqual([]);
  });

  it("cancelled mid-way, it kills its processes and leaves no file behind", async () => {
    const workDir = path.join(dir, "work-cancel");
    const outMp3Path = path.join(dir, "cancelled.mp3");
    const controller = new AbortController();
    const long = Array.from({ length: 12 }, (_, i): ScriptSegment => ({ speaker: (i % 2) as 0 | 1, text: SCRIPT[i % SCRIPT.length]?.text ?? "" }));
    const rendering = renderEpisode({
      segments: long,
      language: "en",
      hosts: registry.pickHosts("en"),
      engines: registry.engines,
      workDir,
      outMp3Path,
      title: "Cancelled",
      onProgress: (done) => {
        if (done === 2) controller.abort();
      },
      signal: controller.signal,
    });
    await expect(rendering).rejects.toMatchObject({ name: "AbortError" });
    expect(await readdir(workDir)).toEqual([]);
    expect(existsSync(outMp3Path)).toBe(false);
    expect(childPids()).toEqual([]);
  });

  it("a failing engine stops the episode the same way, with the engine's error", async () => {
    const workDir = path.join(dir, "work-fail");
    const outMp3Path = path.join(dir, "failed.mp3");
    const [a, b] = registry.pickHosts("de");
    const espeak = registry.engines.find((e) => e.name === "espeak-ng") as TtsEngine;
    let calls = 0;
    const flaky: TtsEngine = {
      ...espeak,
      voices: () => espeak.voices(),
      synthesize: (text, voice, out, signal) => (++calls === 3 ? Promise.reject(new Error("engine broke")) : espeak.synthesize(text, voice, out, signal)),
    };
    const segments = Array.from({ length: 8 }, (_, i): ScriptSegment => ({ speaker: (i % 2) as 0 | 1, text: "Guten Tag, wir sprechen heute über das Dokument." }));
    await expect(renderEpisode({ segments, language: "de", hosts: [a, b], engines: [flaky], workDir, outMp3Path, title: "x" })).rejects.toThrow("engine broke");
    expect(await readdir(workDir)).toEqual([]);
    expect(existsSync(outMp3Path)).toBe(false);
  });

  it("skips segments with nothing to say; their chapter starts with the next voice", async () => {
    const result = await renderEpisode({
      segments: [
        { speaker: 0, text: "Bonjour à tous." },
        { speaker: 1, text: " … ", chapter: { title: "Partie deux", docId: "d2", locator: page(2) } },
        { speaker: 1, text: "Merci beaucoup." },
      ],
      language: "fr",
      hosts: registry.pickHosts("fr"),
      engines: registry.engines,
      workDir: path.join(dir, "work-empty"),
      outMp3Path: path.join(dir, "fr.mp3"),
      title: "Épisode",
    });
    expect(result.turns.map((t) => t.segment)).toEqual([0, 2]);
    expect(result.chapters[0]?.start_s).toBe(result.turns[1]?.start_s);
  });

  it("refuses a script with nothing to say, a host no engine offers, and hosts of another language", async () => {
    const hosts = registry.pickHosts("en");
    const base = { language: "en", engines: registry.engines, workDir: path.join(dir, "work-none"), outMp3Path: path.join(dir, "none.mp3"), title: "x" };
    await expect(renderEpisode({ ...base, hosts, segments: [{ speaker: 0, text: "..." }] })).rejects.toThrow("nothing to say");
    await expect(renderEpisode({ ...base, hosts: [hosts[0], { ...hosts[1], id: "flite:ghost" }], segments: SCRIPT })).rejects.toThrow("no engine offers the voice flite:ghost");
    await expect(renderEpisode({ ...base, language: "DE", hosts, segments: SCRIPT })).rejects.toThrow('the voice festival:cmu_us_slt_arctic_hts speaks "en", not "de"');
    expect(await readdir(base.workDir)).toEqual([]);
  });
});
