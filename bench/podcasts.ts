/**
 * Podcast audio benchmark: each engine's speed on one passage, a ~10-minute two-host English
 * episode (~1,500 words) and a short episode in each other language, with the offline voices
 * installed here. Run alone with `npx tsx bench/podcasts.ts`.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { medianPitchHz, pitchSpreadSemitones } from "../apps/server/src/adapters/tts/analysis.ts";
import { createTtsRegistry, PODCAST_LANGUAGES, type TtsEngine, type Voice } from "../apps/server/src/adapters/tts/index.ts";
import { processEnv, readTtsConfig } from "../apps/server/src/platform/config.ts";
import { decodeWav } from "../apps/server/src/adapters/tts/wav.ts";
import { renderEpisode, type ScriptSegment } from "../apps/server/src/features/podcasts/index.ts";

const PASSAGE =
  "The report looks at ten years of wind and solar power in northern Europe. It finds that capacity grew faster than " +
  "anyone planned, mostly because offshore turbines became cheaper and larger. But the grid did not keep up: on windy " +
  "nights, farms are switched off because the lines to the cities are full. The authors argue for three things. First, " +
  "more cables between countries, so that a storm in Denmark can light homes in Germany. Second, storage, from batteries " +
  "to hydrogen, for the days without wind. Third, prices that change by the hour, so that people run their machines when " +
  "power is plentiful. None of this is cheap, and the report is honest about the costs.";

/** A two-host conversation of ~250 words; repeated with new chapters it makes a ~10-minute episode. */
const DIALOGUE: string[] = [
  "Welcome back. Today we are reading a long report on renewable power in northern Europe, and there is a lot in it.",
  "There is. Let's start with the headline: wind and solar capacity more than doubled in ten years, which nobody predicted.",
  "Why did it grow so fast? Was it subsidies, or something else?",
  "Partly subsidies, but mostly cost. Offshore turbines got much bigger, and the price of each megawatt hour fell by more than half.",
  "So where is the catch? There is always a catch.",
  "The grid. On windy nights, farms in the north are switched off because the lines to the southern cities are already full.",
  "That sounds like a waste. What do the authors suggest?",
  "Three things: more cables between countries, storage for calm days, and prices that change by the hour.",
  "Prices by the hour, so I would run my washing machine at three in the morning?",
  "If the wind is blowing, yes. The report says households could save about a tenth of their bill that way.",
];

function englishEpisode(parts: number): ScriptSegment[] {
  return Array.from({ length: parts }, (_, part) =>
    DIALOGUE.map((text, i): ScriptSegment => ({
      speaker: (i % 2) as 0 | 1,
      text,
      ...(i === 0 && { chapter: { title: `Part ${part + 1}`, docId: "bench-doc", locator: { kind: "page", unit: part * 15 + 1, label: `Page ${part * 15 + 1}` } } }),
    })),
  ).flat();
}

const SHORT: Record<string, [string, string]> = {
  zh: ["欢迎收听。今天我们讨论一份关于北欧可再生能源的报告。", "这份报告说，十年来风能和太阳能的装机容量翻了一倍多。"],
  ja: ["ようこそ。今日は北欧の再生可能エネルギーに関する報告書を読みます。", "この十年で風力と太陽光の発電容量は二倍以上になりました。"],
  es: ["Bienvenidos. Hoy leemos un informe sobre la energía renovable en el norte de Europa.", "La capacidad eólica y solar se duplicó en diez años."],
  de: ["Willkommen. Heute lesen wir einen Bericht über erneuerbare Energie in Nordeuropa.", "Die Leistung aus Wind und Sonne hat sich in zehn Jahren mehr als verdoppelt."],
  fr: ["Bienvenue. Aujourd'hui, nous lisons un rapport sur les énergies renouvelables en Europe du Nord.", "La capacité éolienne et solaire a plus que doublé en dix ans."],
  ko: ["어서 오세요. 오늘은 북유럽의 재생 에너지에 관한 보고서를 읽습니다.", "지난 십 년 동안 풍력과 태양광 설비 용량은 두 배 이상 늘었습니다."],
  pt: ["Bem-vindos. Hoje lemos um relatório sobre energia renovável no norte da Europa.", "A capacidade eólica e solar mais do que dobrou em dez anos."],
  ar: ["مرحبا بكم. اليوم نقرأ تقريرا عن الطاقة المتجددة في شمال أوروبا.", "تضاعفت قدرة الرياح والطاقة الشمسية خلال عشر سنوات."],
  it: ["Benvenuti. Oggi leggiamo un rapporto sulle energie rinnovabili nel nord Europa.", "La capacità eolica e solare è più che raddoppiata in dieci anni."],
};

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

async function engineSpeed(engine: TtsEngine, voice: Voice, dir: string): Promise<{ speed: number; pitchHz: number; spread: number; sampleRate: number }> {
  const out = path.join(dir, `${voice.id.replace(/\W/g, "_")}.wav`);
  const started = performance.now();
  await engine.synthesize(PASSAGE, voice, out);
  const seconds = (performance.now() - started) / 1000;
  const audio = decodeWav(await readFile(out));
  return { speed: audio.samples.length / audio.sampleRate / seconds, pitchHz: medianPitchHz(audio), spread: pitchSpreadSemitones(audio), sampleRate: audio.sampleRate };
}

export async function benchPodcasts(): Promise<Record<string, string | number>> {
  const registry = await createTtsRegistry(readTtsConfig(processEnv()));
  const dir = await mkdtemp(path.join(os.tmpdir(), "folio-bench-podcasts-"));
  const results: Record<string, string | number> = { cores: os.availableParallelism() };
  try {
    // One ~110-word passage per English voice (and the first espeak-ng variant pair), one at a time.
    const voices = registry.engines.flatMap((e) => e.voices().filter((v) => v.language === "en" || (e.name === "espeak-ng" && v.language === "de")).map((v) => [e, v] as const));
    for (const [engine, voice] of voices) {
      const { speed, pitchHz, spread, sampleRate } = await engineSpeed(engine, voice, dir);
      results[`voice.${voice.id}.speed_x_realtime`] = round(speed);
      results[`voice.${voice.id}.sample_rate`] = sampleRate;
      results[`voice.${voice.id}.median_pitch_hz`] = Math.round(pitchHz);
      results[`voice.${voice.id}.pitch_spread_semitones`] = round(spread);
    }

    const episodes: [string, ScriptSegment[]][] = [
      ["en", englishEpisode(9)],
      ...PODCAST_LANGUAGES.filter((l) => l !== "en").map((l): [string, ScriptSegment[]] => [l, (SHORT[l] ?? ["", ""]).map((text, i) => ({ speaker: i as 0 | 1, text }))]),
    ];
    for (const [language, segments] of episodes) {
      const hosts = registry.pickHosts(language);
      const started = performance.now();
      let spokenAt = started;
      const episode = await renderEpisode({
        segments,
        language,
        hosts,
        engines: registry.engines,
        workDir: path.join(dir, "work"),
        outMp3Path: path.join(dir, `${language}.mp3`),
        title: `Bench ${language}`,
        // The last unit is encoding: everything before it is synthesis and conversion.
        onProgress: (done, total) => {
          if (done === total - 1) spokenAt = performance.now();
        },
      });
      const wall = (performance.now() - started) / 1000;
      const key = `episode.${language}`;
      results[`${key}.hosts`] = hosts.map((h) => h.id).join(" + ");
      if (language === "en") results[`${key}.words`] = segments.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
      results[`${key}.audio_s`] = round(episode.durationS);
      results[`${key}.wall_s`] = round(wall, 2);
      results[`${key}.speech_s`] = round((spokenAt - started) / 1000, 2);
      results[`${key}.join_encode_s`] = round((performance.now() - spokenAt) / 1000, 2);
      results[`${key}.speed_x_realtime`] = round(episode.durationS / wall);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchPodcasts())) console.log(`${k}\t${v}`);
}
