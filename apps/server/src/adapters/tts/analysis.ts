import type { PcmAudio } from "./wav.ts";

/**
 * Fundamental frequency (Hz) of each voiced frame, by normalised autocorrelation over 40 ms
 * frames searched between 60 and 400 Hz, sorted. Nobody here can listen, so pitch is the
 * measurable stand-in: tests check that two hosts differ, the bench reports how much each
 * voice's intonation moves.
 */
function voicedPitches(audio: PcmAudio): number[] {
  const { samples, sampleRate } = audio;
  const frame = Math.round(sampleRate * 0.04);
  const hop = Math.round(sampleRate * 0.01);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 60);
  const loudest = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  const f0s: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += hop) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (samples[i] ?? 0) ** 2;
    // Skip silence and breath: a frame must carry a fair share of the loudest level.
    if (Math.sqrt(energy / frame) < loudest * 0.1) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let num = 0;
      let den = 0;
      for (let i = start; i < start + frame; i++) {
        const a = samples[i] ?? 0;
        const b = samples[i + lag] ?? 0;
        num += a * b;
        den += b * b;
      }
      const r = num / Math.sqrt(energy * den || 1);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.6) f0s.push(sampleRate / bestLag);
  }
  return f0s.sort((a, b) => a - b);
}

const quantile = (sorted: number[], q: number) => sorted[Math.floor((sorted.length - 1) * q)] ?? Number.NaN;

/** Median pitch of the voiced frames; NaN when none is voiced. */
export function medianPitchHz(audio: PcmAudio): number {
  return quantile(voicedPitches(audio), 0.5);
}

/** Spread of the intonation: the interquartile range of the pitch, in semitones (a monotone voice is near 0). */
export function pitchSpreadSemitones(audio: PcmAudio): number {
  const f0s = voicedPitches(audio);
  return 12 * Math.log2(quantile(f0s, 0.75) / quantile(f0s, 0.25));
}
