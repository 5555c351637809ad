/** The episode's working format: 24 kHz mono 16-bit PCM, enough for speech and what every step agrees on. */
export const SAMPLE_RATE = 24_000;
export const BYTES_PER_SAMPLE = 2;

export const PAUSE_BETWEEN_TURNS_S = 0.35;
export const PAUSE_WITHIN_TURN_S = 0.15;

/** Child-process limits: a conversion takes well under a second; encoding a long episode, tens of seconds. */
export const CONVERT_TIMEOUT_MS = 60_000;
export const ENCODE_TIMEOUT_MS = 10 * 60_000;

export function secondsOf(bytes: number): number {
  return bytes / BYTES_PER_SAMPLE / SAMPLE_RATE;
}
