import { rm } from "node:fs/promises";
import { runProcess } from "../../../adapters/tts/run-process.ts";
import type { TtsEngine, Voice } from "../../../adapters/tts/index.ts";
import { CONVERT_TIMEOUT_MS, SAMPLE_RATE } from "./format.ts";

/**
 * Speaks one piece and converts it with sox to the episode's raw format (24 kHz mono s16le),
 * whatever rate and layout the engine wrote. The engine's WAV is removed once converted.
 */
export async function speakPiece(engine: TtsEngine, voice: Voice, text: string, basePath: string, signal: AbortSignal): Promise<string> {
  const wavPath = `${basePath}.wav`;
  const rawPath = `${basePath}.raw`;
  try {
    await engine.synthesize(text, voice, wavPath, signal);
    await runProcess("sox", [wavPath, "-t", "raw", "-e", "signed-integer", "-b", "16", "-c", "1", "-r", String(SAMPLE_RATE), rawPath], {
      timeoutMs: CONVERT_TIMEOUT_MS,
      signal,
    });
  } finally {
    await rm(wavPath, { force: true });
  }
  return rawPath;
}
