import type { ParsedDocument } from "./types.ts";

/**
 * The words a document's chunks carry in the lexical index's title field (weighted above the
 * body, retrieval/lexical-index.ts). Only words that really title the text belong there: a file
 * extension, an upload's id or a locator Folio generates ("Lines 1-3", "Page 12") would be counted
 * as title words of every chunk, and a question about "cell lines" or "page layouts" would match
 * them all (decision 46).
 */

/** A first line longer than this (in words) reads as prose rather than as a title. */
const MAX_FIRST_LINE_TITLE_WORDS = 15;

const EXTENSION = /\.[\p{L}\p{N}]{1,5}$/u;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A long run of digits (a scan's or an export's number; years and figures are kept). */
const LONG_NUMBER = /^\d{6,}$/;
/** A hash-like token: eight or more hexadecimal digits, letters and digits both present. */
const HEX_ID = /^(?=.*\d)(?=.*[a-f])[0-9a-f]{8,}$/i;

/** The title words of a file name: without its extension, with separators as spaces and ids left out. */
export function titleOfFileName(name: string): string {
  return name
    .replace(EXTENSION, "")
    .replace(UUID, " ")
    .replace(/[_+~]+|\.(?!\d)|(?<!\d)\./g, " ")
    .split(/\s+/)
    .filter((w) => w && !LONG_NUMBER.test(w) && !HEX_ID.test(w))
    .join(" ");
}

/** Lowercased words, so that a title already in the file name is not added twice. */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");

/** A first line that reads as a title: short, one sentence, not the opening of a list or a letter. */
function looksLikeTitle(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length <= MAX_FIRST_LINE_TITLE_WORDS && !/[,;:]$/.test(line.trim()) && !/[.!?]\s+\p{Lu}/u.test(line);
}

/**
 * A document's title field: its file name's title words, then its first line when that reads as a
 * title the name does not already hold ("scan_0042.txt" opening with "Annual Report 2023").
 */
export function documentTitleField(name: string, firstLine: string | null): string {
  const fromName = titleOfFileName(name);
  if (!firstLine || !looksLikeTitle(firstLine)) return fromName;
  const line = firstLine.trim();
  return ` ${wordsOf(fromName)} `.includes(` ${wordsOf(line)} `) ? fromName : `${fromName}\n${line}`.trim();
}

/**
 * The title field of each unit's chunks: the document's title words, then the unit's own heading
 * when it has one (a section's or chapter's title, never its locator). A text file's title line is
 * its first line (parse-txt.ts); other formats' titles come from their metadata, often an
 * authoring tool's leftover ("Microsoft Word - Document1"), and are not used.
 */
export function chunkTitles(name: string, parsed: Pick<ParsedDocument, "fileType" | "title" | "units">): (unit: number) => string {
  const documentTitle = documentTitleField(name, parsed.fileType === "txt" ? parsed.title : null);
  const headings = new Map(parsed.units.map((u) => [u.unit, u.heading]));
  return (unit) => {
    const heading = headings.get(unit);
    return heading ? `${documentTitle}\n${heading}` : documentTitle;
  };
}
