import { runProcess } from "../../../adapters/tts/run-process.ts";

/** The player's waveform is 178 bars wide. */
export const PEAK_COUNT = 178;
const PEAK_RATE = 8000;

/**
 * The waveform: the file decoded to 8 kHz mono (plenty to see speech and pauses) and split into
 * `count` buckets, each its loudest sample, scaled so the loudest bucket is 1. Decoded as a stream:
 * a long episode is never held in memory.
 */
export async function computePeaks(mp3Path: string, durationS: number, signal: AbortSignal, count = PEAK_COUNT): Promise<number[]> {
  const peaks = new Array<number>(count).fill(0);
  const expected = Math.max(1, Math.round(durationS * PEAK_RATE));
  let index = 0;
  let carry: Buffer | undefined;
  await runProcess("ffmpeg", ["-nostdin", "-v", "error", "-i", mp3Path, "-f", "s16le", "-ac", "1", "-ar", String(PEAK_RATE), "-"], {
    timeoutMs: 5 * 60_000,
    signal,
    onStdout(chunk) {
      const buf = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = buf.length - (buf.length % 2);
      for (let o = 0; o < whole; o += 2, index++) {
        const bucket = Math.min(count - 1, Math.floor((index * count) / expected));
        peaks[bucket] = Math.max(peaks[bucket] ?? 0, Math.abs(buf.readInt16LE(o)));
      }
      carry = whole < buf.length ? buf.subarray(whole) : undefined;
    },
  });
  const loudest = Math.max(...peaks);
  return peaks.map((p) => (loudest > 0 ? Math.round((p / loudest) * 1000) / 1000 : 0));
}
