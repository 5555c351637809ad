import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { isInstalled, synthesisTimeoutMs, withTextFile } from "./local-command.ts";
import { runProcess } from "./run-process.ts";
import { hasSpeech, toSpeakableAscii } from "./text.ts";
import type { TtsEngine, Voice } from "./types.ts";
import { encodeWav } from "./wav.ts";

const VOICE_ROOT = "/usr/share/festival/voices";

/**
 * Festival's HTS voice (Debian's festvox-us-slt-hts) is the best-sounding offline voice here.
 * festival's other voice, kal_diphone, is the same diphone voice as flite's kal16, so it is left to flite.
 */
const KNOWN: { dir: string; name: string; gender: Voice["gender"]; label: string }[] = [
  { dir: "us/cmu_us_slt_arctic_hts", name: "cmu_us_slt_arctic_hts", gender: "female", label: "Festival SLT (HTS, US English, female)" },
];

export function createFestivalEngine(): TtsEngine | undefined {
  if (!isInstalled("text2wave")) return undefined;
  const voices: Voice[] = KNOWN.filter((v) => existsSync(`${VOICE_ROOT}/${v.dir}`)).map((v) => ({
    id: `festival:${v.name}`,
    engine: "festival",
    language: "en",
    gender: v.gender,
    label: v.label,
  }));
  if (voices.length === 0) return undefined;
  return {
    name: "festival",
    voices: () => voices,
    async synthesize(text, voice, outWavPath, signal) {
      const name = voice.id.slice("festival:".length);
      if (!KNOWN.some((v) => v.name === name)) throw new Error(`festival has no voice ${voice.id}`);
      const ascii = toSpeakableAscii(text);
      // Text with no Latin letter left (a quote in Chinese, say) is skipped, not a failed episode.
      if (!hasSpeech(ascii)) return writeFile(outWavPath, encodeWav(new Float32Array(0), 16_000));
      await withTextFile(outWavPath, ascii, "latin1", (textPath) =>
        runProcess("text2wave", ["-eval", `(voice_${name})`, textPath, "-o", outWavPath], { timeoutMs: synthesisTimeoutMs(ascii), signal }),
      );
    },
  };
}
