import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { medianPitchHz } from "./analysis.ts";
import { createEspeakEngine } from "./espeak.ts";
import { createFestivalEngine } from "./festival.ts";
import { createFliteEngine } from "./flite.ts";
import { toKanaReading } from "./japanese-reading.ts";
import type { TtsEngine, Voice } from "./types.ts";
import { decodeWav } from "./wav.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "folio-tts-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function speak(engine: TtsEngine | undefined, voiceId: string, text: string) {
  if (!engine) throw new Error("engine not installed");
  const voice = engine.voices().find((v) => v.id === voiceId) as Voice;
  const out = path.join(dir, `${voiceId.replace(/\W/g, "_")}.wav`);
  await engine.synthesize(text, voice, out);
  return decodeWav(await readFile(out));
}

const ENGLISH = "The report finds that wind power grew by forty percent, mostly in the north.";

describe("local engines", () => {
  it("festival's HTS voice and flite's rms speak English at clearly different pitches", async () => {
    const [slt, rms] = await Promise.all([speak(createFestivalEngine(), "festival:cmu_us_slt_arctic_hts", ENGLISH), speak(createFliteEngine(), "flite:rms", ENGLISH)]);
    expect(slt.samples.length / slt.sampleRate).toBeGreaterThan(3);
    expect(rms.samples.length / rms.sampleRate).toBeGreaterThan(3);
    expect(medianPitchHz(slt)).toBeGreaterThan(150);
    expect(medianPitchHz(rms)).toBeLessThan(130);
    // The text file handed to the program is gone; only the WAVs remain.
    expect((await readdir(dir)).every((f) => f.endsWith(".wav"))).toBe(true);
  });

  it("festival and flite survive text outside ASCII", async () => {
    const audio = await speak(createFliteEngine(), "flite:slt", "Café “naïve” — 50% façade… 東京");
    expect(audio.samples.length).toBeGreaterThan(audio.sampleRate);
  });

  it("English-only engines say nothing, rather than fail, when no Latin letter is left", async () => {
    const [fest, flite] = await Promise.all([
      speak(createFestivalEngine(), "festival:cmu_us_slt_arctic_hts", "東京。"),
      speak(createFliteEngine(), "flite:awb", "«—»"),
    ]);
    expect([fest.samples.length, flite.samples.length]).toEqual([0, 0]);
  });

  it("espeak-ng's two variants of one language differ in pitch", async () => {
    const espeak = createEspeakEngine();
    const text = "Heute sprechen wir über den wichtigsten Inhalt dieses Dokuments.";
    const [f, m] = await Promise.all([speak(espeak, "espeak-ng:de+f3", text), speak(espeak, "espeak-ng:de+m3", text)]);
    expect(medianPitchHz(f) - medianPitchHz(m)).toBeGreaterThan(50);
  });

  it("espeak-ng speaks each of the ten languages (Japanese through its kana reading)", async () => {
    const samples: Record<string, string> = {
      en: "Hello.", zh: "今天我们讨论这份文件。", ja: "今日は文書について話します。", es: "Hola a todos.", de: "Guten Tag.",
      fr: "Bonjour à tous.", ko: "안녕하세요.", pt: "Olá a todos.", ar: "مرحبا بكم.", it: "Ciao a tutti.",
    };
    const espeak = createEspeakEngine();
    for (const [language, text] of Object.entries(samples)) {
      const audio = await speak(espeak, (espeak?.voices().find((v) => v.language === language) as Voice).id, text);
      expect(audio.samples.length / audio.sampleRate, language).toBeGreaterThan(0.4);
    }
  });

  it("rewrites kanji as their katakana pronunciation for espeak-ng", async () => {
    expect(await toKanaReading("今日は東京へ行きます。PDFの3ページ")).toBe("キョー ワ トーキョー エ イキ マス。 PDF ノ 3 ページ");
  });

  it("refuses a voice it does not have", async () => {
    const flite = createFliteEngine() as TtsEngine;
    const ghost: Voice = { id: "flite:nobody", engine: "flite", language: "en", gender: "male", label: "ghost" };
    await expect(flite.synthesize("hi", ghost, path.join(dir, "ghost.wav"))).rejects.toThrow("flite has no voice flite:nobody");
  });
});
