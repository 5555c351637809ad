import chardet from "chardet";
import iconv from "iconv-lite";
import { utf16NulPattern } from "./detect-file-type.ts";

export interface DecodedText {
  text: string;
  /** The encoding used, as iconv-lite names it. */
  encoding: string;
}

const SAMPLE_BYTES = 64 * 1024;
/** chardet's guesses on a few bytes are noise ("Année" in Latin-1 scores 10 as Shift_JIS); windows-1252 is the better bet. */
const MIN_CONFIDENCE = 20;

/** Where a UTF-8 character cut off by the end of the file starts, or the length when none is. */
function incompleteTail(bytes: Uint8Array): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const b = bytes[i] as number;
    if ((b & 0xc0) === 0x80) continue;
    const expected = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return bytes.length - i < expected ? i : bytes.length;
  }
  return bytes.length;
}

function decodeUtf8Strict(bytes: Uint8Array): string | null {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  try {
    // A file cut inside its last character is still UTF-8; only the broken tail is dropped.
    return decoder.decode(bytes.subarray(0, incompleteTail(bytes)));
  } catch {
    return null;
  }
}

/** chardet looks at the bytes from the first non-ASCII one: a long ASCII preamble says nothing. */
function sampleForDetection(bytes: Uint8Array): Uint8Array {
  const firstHigh = bytes.findIndex((b) => b >= 0x80);
  const start = Math.max(0, firstHigh - 1024);
  return bytes.subarray(start, start + SAMPLE_BYTES);
}

function guessLegacyEncoding(bytes: Uint8Array): string {
  for (const match of chardet.analyse(sampleForDetection(bytes))) {
    const name = match.name.toLowerCase();
    if (name.startsWith("utf") || match.confidence < MIN_CONFIDENCE) continue;
    // ISO-8859-1 files almost always mean windows-1252 (curly quotes in 0x80-0x9F), a superset for text.
    if (name === "iso-8859-1") return "windows-1252";
    if (iconv.encodingExists(name)) return name;
  }
  return "windows-1252";
}

/**
 * Decodes a plain-text file (TXT, CSV) in the order the stack notes found reliable: a BOM, then
 * the UTF-16 NUL-byte pattern (chardet calls BOM-less UTF-16 Latin-1), then strict UTF-8, then
 * chardet on a sample, then windows-1252.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: iconv.decode(asBuffer(bytes.subarray(2)), "utf-16le"), encoding: "utf-16le" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: iconv.decode(asBuffer(bytes.subarray(2)), "utf-16be"), encoding: "utf-16be" };
  const utf16 = utf16NulPattern(bytes);
  if (utf16) return { text: iconv.decode(asBuffer(bytes), utf16), encoding: utf16 };
  const utf8 = decodeUtf8Strict(bytes);
  if (utf8 !== null) return { text: utf8, encoding: "utf-8" };
  const encoding = guessLegacyEncoding(bytes);
  return { text: iconv.decode(asBuffer(bytes), encoding), encoding };
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
