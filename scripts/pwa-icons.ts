/**
 * Draw the installable app's icons (apps/web/public/icons/*.png) from the Folio mark in
 * favicon.svg: an indigo rounded square with a white "F" made of three bars. Pure Node (zlib),
 * 4x4 supersampled, so the committed PNGs can be made again exactly: `node --import tsx scripts/pwa-icons.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const INDIGO = [0x43, 0x38, 0xca] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** The "F" of favicon.svg in its 32-unit box: [x0, y0, x1, y1] bars. */
const GLYPH: ReadonlyArray<readonly [number, number, number, number]> = [
  [10, 8, 13.6, 24],
  [10, 8, 22, 11.2],
  [10, 14.8, 21, 18],
];
const SAMPLES = 4;

interface IconSpec {
  file: string;
  size: number;
  /** Maskable icons fill the square (the launcher cuts the shape) and keep the glyph in the safe zone. */
  maskable: boolean;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insideGlyph(x: number, y: number, scale: number): boolean {
  // Scale the glyph about the box's centre (16, 16).
  const gx = 16 + (x - 16) / scale;
  const gy = 16 + (y - 16) / scale;
  return GLYPH.some(([x0, y0, x1, y1]) => gx >= x0 && gx < x1 && gy >= y0 && gy < y1);
}

function drawIcon(spec: IconSpec): Buffer {
  const { size } = spec;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let glyph = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!spec.maskable && !insideRoundedSquare(x, y, 8)) continue;
          cover++;
          if (insideGlyph(x, y, spec.maskable ? 0.8 : 1)) glyph++;
        }
      }
      const n = SAMPLES * SAMPLES;
      const g = cover === 0 ? 0 : glyph / cover;
      const o = 1 + px * 4;
      INDIGO.forEach((ground, c) => (row[o + c] = Math.round(ground * (1 - g) + WHITE[c]! * g)));
      row[o + 3] = Math.round((cover / n) * 255);
    }
    rows.push(row);
  }
  return png(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG of filtered scanlines (each row starts with filter byte 0). */
function png(width: number, height: number, scanlines: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(scanlines, { level: 9 })), chunk("IEND", Buffer.alloc(0))]);
}

const ICONS: IconSpec[] = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon-180.png", size: 180, maskable: true },
];

const outDir = path.join(import.meta.dirname, "../apps/web/public/icons");
fs.mkdirSync(outDir, { recursive: true });
for (const spec of ICONS) fs.writeFileSync(path.join(outDir, spec.file), drawIcon(spec));
console.log(`Wrote ${ICONS.length} icons to ${outDir}`);
