import type { FileType } from "./types.ts";
import { FILE_TYPES } from "./types.ts";

type Sniffed = "pdf" | "zip" | "ole" | "rtf" | "text" | "binary";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const latin1 = new TextDecoder("latin1");

function startsWith(head: Uint8Array, magic: number[], at = 0): boolean {
  return magic.every((b, i) => head[at + i] === b);
}

/** UTF-16 without a BOM shows up as a NUL in every other byte of Latin text. */
export function utf16NulPattern(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.3 && evenNul < pairs * 0.05) return "utf-16le";
  if (evenNul > pairs * 0.3 && oddNul < pairs * 0.05) return "utf-16be";
  return null;
}

function looksLikeText(head: Uint8Array): boolean {
  if (startsWith(head, [0xef, 0xbb, 0xbf]) || startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  if (utf16NulPattern(head)) return true;
  let controls = 0;
  for (const b of head) {
    if (b === 0) return false;
    // Tab, newlines, form feed and ESC appear in real text files; other C0 bytes mean binary.
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) controls++;
  }
  return controls <= head.length * 0.01;
}

function sniff(head: Uint8Array): Sniffed {
  // The PDF header may follow a little junk; readers accept it within the first kilobyte.
  if (latin1.decode(head.subarray(0, 1024)).includes("%PDF-")) return "pdf";
  if (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC)) return "zip";
  if (startsWith(head, OLE_MAGIC)) return "ole";
  const start = latin1.decode(head.subarray(0, 64)).replace(/^\u00ef\u00bb\u00bf/, "").trimStart();
  if (start.startsWith("{\\rtf")) return "rtf";
  return looksLikeText(head) ? "text" : "binary";
}

/** An EPUB's first entry is the uncompressed `mimetype` file; OOXML files name `[Content_Types].xml`. */
function zipFlavour(head: Uint8Array): "epub" | "ooxml" | "unknown" {
  const text = latin1.decode(head);
  if ((text.includes("mimetype") && text.includes("application/epub+zip")) || text.includes("META-INF/container.xml")) return "epub";
  if (text.includes("[Content_Types].xml") || text.includes("ppt/")) return "ooxml";
  return "unknown";
}

function extensionOf(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : null;
}

function fromContentAlone(kind: Sniffed, head: Uint8Array): FileType | null {
  switch (kind) {
    case "pdf":
      return "pdf";
    case "rtf":
      return "rtf";
    case "ole":
      return "ppt";
    case "zip": {
      const flavour = zipFlavour(head);
      return flavour === "epub" ? "epub" : flavour === "ooxml" ? "pptx" : null;
    }
    case "text":
      return "txt";
    case "binary":
      return null;
  }
}

/**
 * The file's type when its content agrees with its extension; null means "You have selected an
 * invalid file". A name without an extension (URL imports) is recognised by content alone. An
 * RTF saved as .txt is read as RTF, so its markup is never indexed as words.
 * `head` should be at least the first 8 KB.
 */
export function detectFileType(head: Uint8Array, fileName: string): FileType | null {
  if (head.length === 0) return null;
  const kind = sniff(head);
  const ext = extensionOf(fileName);
  if (ext === null) return fromContentAlone(kind, head);
  if (!(FILE_TYPES as readonly string[]).includes(ext)) return null;
  switch (ext as FileType) {
    case "pdf":
      return kind === "pdf" ? "pdf" : null;
    case "rtf":
      return kind === "rtf" ? "rtf" : null;
    case "ppt":
      return kind === "ole" ? "ppt" : null;
    // A password-protected PPTX is an OLE container holding the encrypted package; inspection says so.
    case "pptx":
      return kind === "ole" || (kind === "zip" && zipFlavour(head) !== "epub") ? "pptx" : null;
    case "epub":
      return kind === "zip" && zipFlavour(head) !== "ooxml" ? "epub" : null;
    case "txt":
      return kind === "text" ? "txt" : kind === "rtf" ? "rtf" : null;
    case "csv":
      return kind === "text" ? "csv" : null;
  }
}
