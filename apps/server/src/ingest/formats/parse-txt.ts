import { readFile } from "node:fs/promises";
import { cleanChars } from "../clean-text.ts";
import { unreadableText } from "../ingest-error.ts";
import type { ParseContext } from "../parse-context.ts";
import { GUESSED_HEADING_MIN_WORDS, splitIntoSections } from "../sections.ts";
import { decodeText } from "../text-encoding.ts";
import { assessText } from "../text-quality.ts";
import type { RawDocument } from "../types.ts";
import { detectTextHeadings } from "./txt-headings.ts";

const MAX_TITLE_CHARS = 100;

/** Plain text in any common encoding, as sections split at headings or every ~2,000 words, labelled with line ranges. */
export async function parseTxt(path: string, ctx: ParseContext): Promise<RawDocument> {
  ctx.progress({ stage: "reading", done: 0, total: 1 });
  const { text, encoding } = decodeText(await readFile(path));
  const verdict = assessText(text);
  if (verdict.problem) throw unreadableText(`its text could not be decoded (${verdict.reason}; read as ${encoding})`);
  const lines = text.split(/\r\n|\r|\n/).map(cleanChars);
  const headings = detectTextHeadings(lines);
  const units = splitIntoSections(lines, headings, GUESSED_HEADING_MIN_WORDS);
  const first = lines.findIndex((l) => l.trim() !== "");
  const firstLine = first < 0 ? null : (headings[first] ?? lines[first]?.trim() ?? null);
  ctx.progress({ stage: "reading", done: 1, total: 1 });
  return { title: firstLine && firstLine.length <= MAX_TITLE_CHARS ? firstLine : null, units, warnings: [] };
}
