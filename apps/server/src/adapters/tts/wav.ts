/** Minimal WAV reading and writing: PCM 16-bit and IEEE float, the formats speech engines produce. */

export interface PcmAudio {
  sampleRate: number;
  /** Mono samples in [-1, 1]; stereo input is averaged. */
  samples: Float32Array;
}

/** A 16-bit PCM mono WAV of `samples` (clipped to [-1, 1]). */
export function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    data.writeInt16LE(Math.round(s * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export class WavFormatError extends Error {
  override name = "WavFormatError";
}

/** Parses a WAV file; streamed WAVs whose data size is unknown (0 or 0xFFFFFFFF) read to the end. */
export function decodeWav(buf: Buffer): PcmAudio {
  if (buf.length < 12 || buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE") {
    throw new WavFormatError("not a WAV file (no RIFF/WAVE header)");
  }
  let fmt: { format: number; channels: number; sampleRate: number; bits: number } | undefined;
  let pos = 12;
  while (pos + 8 <= buf.length) {
    const id = buf.toString("ascii", pos, pos + 4);
    const size = buf.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === "fmt ") {
      let format = buf.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in the sub-format GUID's first two bytes.
      if (format === 0xfffe && size >= 26) format = buf.readUInt16LE(body + 24);
      fmt = { format, channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), bits: buf.readUInt16LE(body + 14) };
    } else if (id === "data") {
      if (!fmt) throw new WavFormatError("WAV data chunk before its fmt chunk");
      const end = size === 0 || size === 0xffffffff || body + size > buf.length ? buf.length : body + size;
      return { sampleRate: fmt.sampleRate, samples: toMono(buf.subarray(body, end), fmt) };
    }
    pos = body + size + (size % 2);
  }
  throw new WavFormatError("WAV file has no data chunk");
}

function toMono(data: Buffer, fmt: { format: number; channels: number; bits: number }): Float32Array {
  const read =
    fmt.format === 1 && fmt.bits === 16
      ? (o: number) => data.readInt16LE(o) / 32768
      : fmt.format === 3 && fmt.bits === 32
        ? (o: number) => data.readFloatLE(o)
        : undefined;
  if (!read) throw new WavFormatError(`unsupported WAV encoding (format ${fmt.format}, ${fmt.bits} bits)`);
  const bytes = fmt.bits / 8;
  const frames = Math.floor(data.length / (bytes * fmt.channels));
  const out = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < fmt.channels; c++) sum += read((i * fmt.channels + c) * bytes);
    out[i] = sum / fmt.channels;
  }
  return out;
}
