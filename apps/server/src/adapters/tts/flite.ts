import { writeFile } from "node:fs/promises";
import { isInstalled, synthesisTimeoutMs, withTextFile } from "./local-command.ts";
import { runProcess } from "./run-process.ts";
import { hasSpeech, toSpeakableAscii } from "./text.ts";
import type { TtsEngine, Voice } from "./types.ts";
import { encodeWav } from "./wav.ts";

/** flite's built-in voices, best first: rms and awb are clustergen voices, kal16 an old diphone one. */
const VOICES: { name: string; gender: Voice["gender"]; label: string }[] = [
  { name: "rms", gender: "male", label: "Flite RMS (US English, male)" },
  { name: "awb", gender: "male", label: "Flite AWB (Scottish English, male)" },
  { name: "slt", gender: "female", label: "Flite SLT (US English, female)" },
  { name: "kal16", gender: "male", label: "Flite Kal16 (diphone, US English, male)" },
];

export function createFliteEngine(): TtsEngine | undefined {
  if (!isInstalled("flite")) return undefined;
  const voices: Voice[] = VOICES.map((v) => ({ id: `flite:${v.name}`, engine: "flite", language: "en", gender: v.gender, label: v.label }));
  return {
    name: "flite",
    voices: () => voices,
    async synthesize(text, voice, outWavPath, signal) {
      const name = voice.id.slice("flite:".length);
      if (!VOICES.some((v) => v.name === name)) throw new Error(`flite has no voice ${voice.id}`);
      const ascii = toSpeakableAscii(text);
      // Text with no Latin letter left (a quote in Chinese, say) is skipped, not a failed episode.
      if (!hasSpeech(ascii)) return writeFile(outWavPath, encodeWav(new Float32Array(0), 16_000));
      await withTextFile(outWavPath, ascii, "latin1", (textPath) =>
        runProcess("flite", ["-voice", name, "-f", textPath, "-o", outWavPath], { timeoutMs: synthesisTimeoutMs(ascii), signal }),
      );
    },
  };
}
