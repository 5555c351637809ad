import type { PcmAudio } from "./wav.ts";

/**
 * Median fundamental frequency (Hz) of the voiced frames, by normalised autocorrelation over
 * 40 ms frames searched between 60 and 400 Hz. Used to check (tests) and report (bench) that two
 * hosts really sound different: nobody here can listen, so pitch is the measurable stand-in.
 * Returns NaN when no frame is voiced.
 */
export function medianPitchHz(audio: PcmAudio): number {
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
  if (f0s.length === 0) return Number.NaN;
  f0s.sort((a, b) => a - b);
  return f0s[Math.floor(f0s.length / 2)] ?? Number.NaN;
}
