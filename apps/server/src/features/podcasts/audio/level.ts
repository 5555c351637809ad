/**
 * Per-piece loudness matching on 16-bit PCM: engines speak at very different levels (festival
 * quietly, espeak-ng near full scale), so each piece is trimmed of its leading and trailing
 * silence and brought to a common speech RMS, limited so peaks stay below -1 dBFS. ffmpeg's
 * loudnorm then sets the whole episode to the podcast loudness target.
 */
const TARGET_RMS = 0.1; // -20 dBFS
const PEAK_LIMIT = 0.89; // -1 dBFS
const SILENCE = 0.01;
const EDGE_SAMPLES = 240; // 10 ms kept around the speech so plosives are not cut

export function trimAndLevel(pcm: Buffer): Buffer {
  const n = Math.floor(pcm.length / 2);
  const at = (i: number) => pcm.readInt16LE(i * 2) / 32768;
  let first = 0;
  while (first < n && Math.abs(at(first)) < SILENCE) first++;
  let last = n - 1;
  while (last > first && Math.abs(at(last)) < SILENCE) last--;
  if (first >= n) return Buffer.alloc(0);
  const start = Math.max(0, first - EDGE_SAMPLES);
  const end = Math.min(n, last + 1 + EDGE_SAMPLES);

  let sumSquares = 0;
  let peak = 0;
  for (let i = start; i < end; i++) {
    const s = at(i);
    sumSquares += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sumSquares / (end - start));
  const gain = Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak);
  const out = Buffer.alloc((end - start) * 2);
  for (let i = start; i < end; i++) out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(at(i) * gain * 32768))), (i - start) * 2);
  return out;
}
