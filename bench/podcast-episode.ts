/**
 * A podcast from a 100-page document with LOCAL, as the job makes it: the script from the key
 * passages (extractive summary), then speech, joining and MP3 encoding with the installed voices.
 * Run alone with `npx tsx bench/podcast-episode.ts`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createTtsRegistry } from "../apps/server/src/adapters/tts/index.ts";
import { processEnv, readTtsConfig } from "../apps/server/src/platform/config.ts";
import { buildLocalScript, renderEpisode } from "../apps/server/src/features/podcasts/index.ts";
import { generateBook, paginate } from "../apps/server/src/features/summaries/engine/testdata/long-document.ts";

const PAGES = 100;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export async function benchPodcastEpisode(): Promise<Record<string, string | number>> {
  const units = paginate(generateBook(12), PAGES);
  const registry = await createTtsRegistry(readTtsConfig(processEnv()));
  const dir = await mkdtemp(path.join(os.tmpdir(), "folio-bench-podcast-episode-"));
  try {
    const started = performance.now();
    const segments = buildLocalScript({ title: "Harbour towns", language: "en", documents: [{ docId: "bench", title: "Harbour towns", units }], exchanges: [] });
    const scripted = performance.now();
    const episode = await renderEpisode({
      segments,
      language: "en",
      hosts: registry.pickHosts("en"),
      engines: registry.engines,
      workDir: path.join(dir, "work"),
      outMp3Path: path.join(dir, "episode.mp3"),
      title: "Harbour towns",
    });
    const wall = (performance.now() - started) / 1000;
    return {
      cores: os.availableParallelism(),
      pages: units.length,
      words: segments.reduce((n, s) => n + s.text.split(/\s+/).length, 0),
      chapters: episode.chapters.length,
      script_s: round((scripted - started) / 1000, 2),
      audio_s: round(episode.durationS),
      wall_s: round(wall, 1),
      speed_x_realtime: round(episode.durationS / wall),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchPodcastEpisode())) console.log(`${k}\t${v}`);
}
