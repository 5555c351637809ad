import { isInstalled, synthesisTimeoutMs, withTextFile } from "./local-command.ts";
import { toKanaReading } from "./japanese-reading.ts";
import { runProcess } from "./run-process.ts";
import { cleanForSpeech } from "./text.ts";
import type { TtsEngine, Voice } from "./types.ts";

/**
 * espeak-ng 1.51 voice per language. Chinese uses `cmn-latn-pinyin`: Debian's plain `cmn` turns
 * characters into pinyin and then reads that pinyin as English words. Portuguese is Brazilian.
 */
const LANGUAGE_VOICES: Record<string, { voice: string; name: string }> = {
  en: { voice: "en-us", name: "US English" },
  zh: { voice: "cmn-latn-pinyin", name: "Mandarin Chinese" },
  ja: { voice: "ja", name: "Japanese (kana reading via kuromoji)" },
  es: { voice: "es", name: "Spanish" },
  de: { voice: "de", name: "German" },
  fr: { voice: "fr-fr", name: "French" },
  ko: { voice: "ko", name: "Korean" },
  pt: { voice: "pt-br", name: "Brazilian Portuguese" },
  ar: { voice: "ar", name: "Arabic (short vowels guessed when unmarked)" },
  it: { voice: "it", name: "Italian" },
};

/** Two hosts from one formant synthesiser: variants that change pitch and formants, and a slightly different pace. */
const VARIANTS: { variant: string; gender: Voice["gender"]; wordsPerMinute: number }[] = [
  { variant: "f3", gender: "female", wordsPerMinute: 165 },
  { variant: "m3", gender: "male", wordsPerMinute: 155 },
];

export function createEspeakEngine(): TtsEngine | undefined {
  if (!isInstalled("espeak-ng")) return undefined;
  const voices: Voice[] = Object.entries(LANGUAGE_VOICES).flatMap(([language, lv]) =>
    VARIANTS.map((v) => ({
      id: `espeak-ng:${lv.voice}+${v.variant}`,
      engine: "espeak-ng" as const,
      language,
      gender: v.gender,
      label: `eSpeak NG ${lv.name}, ${v.gender} variant`,
    })),
  );
  return {
    name: "espeak-ng",
    voices: () => voices,
    async synthesize(text, voice, outWavPath, signal) {
      const variant = VARIANTS.find((v) => voice.id.endsWith(`+${v.variant}`));
      if (!variant || !voices.some((v) => v.id === voice.id)) throw new Error(`espeak-ng has no voice ${voice.id}`);
      const name = voice.id.slice("espeak-ng:".length);
      const spoken = voice.language === "ja" ? await toKanaReading(cleanForSpeech(text)) : cleanForSpeech(text);
      await withTextFile(outWavPath, spoken, "utf8", (textPath) =>
        runProcess("espeak-ng", ["-v", name, "-s", String(variant.wordsPerMinute), "-b", "1", "-f", textPath, "-w", outWavPath], {
          timeoutMs: synthesisTimeoutMs(spoken),
          signal,
        }),
      );
    },
  };
}
