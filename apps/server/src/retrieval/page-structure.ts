/**
 * What a long document's layout says about its pages, read from the chunks' text alone:
 * - lines repeated at the top or bottom of many pages (running headers and footers: "Table of Contents", "Acme Corp |
 *   2024 Form 10-K | 45") say nothing about any one page, so they are left out of the index;
 * - the heading lines a page opens with ("CONSOLIDATED STATEMENTS OF CASH FLOWS", "Tesla, Inc. /
 *   Consolidated Balance Sheets") name what the page is, so they join every chunk of that page's
 *   title field, where BM25F weights them above body words.
 * Stored chunk text is untouched: this shapes only what is indexed.
 */
export interface StructuredChunk {
  unit: number;
  ordinal: number;
  text: string;
}

export interface ChunkFields {
  /** The chunk's text without running header and footer lines. */
  body: string;
  /** The heading lines its page opens with ("" when none). */
  heading: string;
}

/** A line on at least this share of the pages (and on MIN_REPEATS of them) is a running header or footer. */
const REPEATED_SHARE = 0.2;
const MIN_REPEATS = 3;
/** Documents with fewer pages have no running headers worth finding (and too little evidence). */
const MIN_UNITS = 5;
/** Heading lines are looked for among a page's first lines only. */
const HEADING_LINES = 4;
const MAX_HEADING_CHARS = 90;
const MAX_HEADING_WORDS = 12;

/** Whitespace that collapsing would change: a run of two or more, or one that is not a plain space. */
const SPACING_TO_COLLAPSE = /\s{2,}|[^\S ]/;

/**
 * The identity of a line across pages: case, spacing and numbers (page numbers, years) ignored.
 * Most lines are single-spaced prose, whose spacing is left as it is without the replace: a long
 * document's index keys every line once, and the replace was ~70% of that time (a 600-page book's
 * 32,400 lines: 80-97 ms, 27-30 ms with the test first).
 */
export function lineKey(line: string): string {
  const key = line.toLowerCase().replace(/\d+/g, "#");
  return (SPACING_TO_COLLAPSE.test(key) ? key.replace(/\s+/g, " ") : key).trim();
}

/** Running headers and footers are looked for among a page's first and last lines only. */
const EDGE_LINES = 3;

/** The non-empty line keys of a text, keyed only as far as they are read: from its first line on, or from its last line back. */
function* lineKeys(text: string, fromEnd = false): Generator<string> {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const key = lineKey(lines[fromEnd ? lines.length - 1 - i : i] ?? "");
    if (key) yield key;
  }
}

/** Up to `n` values of an iterable, read no further. */
function take<T>(values: Iterable<T>, n: number): T[] {
  const taken: T[] = [];
  for (const value of values) {
    if (taken.length >= n) break;
    taken.push(value);
  }
  return taken;
}

/** Whether the texts hold three or more different line keys (`seen` counted too), keyed only until they do. */
function moreThanTwoKeys(texts: string[], seen: Set<string>): boolean {
  for (const text of texts) {
    for (const key of lineKeys(text)) {
      if (seen.size > 2) return true;
      seen.add(key);
    }
  }
  return seen.size > 2;
}

/**
 * Non-empty line keys at the top and bottom of each unit (its first chunk's start, its last chunk's
 * end). Only the lines needed are keyed: the edges, and beyond them only until three different
 * keys show the page is more than one or two lines.
 */
function edgeLines(chunks: readonly StructuredChunk[]): Map<number, Set<string>> {
  const first = new Map<number, StructuredChunk>();
  const last = new Map<number, StructuredChunk>();
  for (const chunk of chunks) {
    if ((first.get(chunk.unit)?.ordinal ?? Infinity) > chunk.ordinal) first.set(chunk.unit, chunk);
    if ((last.get(chunk.unit)?.ordinal ?? -1) < chunk.ordinal) last.set(chunk.unit, chunk);
  }
  const edges = new Map<number, Set<string>>();
  for (const [unit, chunk] of first) {
    const bottomText = last.get(unit)?.text ?? "";
    const top = take(lineKeys(chunk.text), EDGE_LINES);
    const bottom = take(lineKeys(bottomText, true), EDGE_LINES).reverse();
    // A page of one or two lines is all content: nothing on it is a running line.
    if (!moreThanTwoKeys([chunk.text, bottomText], new Set([...top, ...bottom]))) continue;
    edges.set(unit, new Set([...top, ...bottom]));
  }
  return edges;
}

/** Keys of the lines that recur at the top or bottom of many of the document's units. */
export function repeatedLines(chunks: readonly StructuredChunk[]): Set<string> {
  const units = new Set(chunks.map((c) => c.unit));
  const repeated = new Set<string>();
  if (units.size < MIN_UNITS) return repeated;
  const count = new Map<string, number>();
  for (const keys of edgeLines(chunks).values()) for (const key of keys) count.set(key, (count.get(key) ?? 0) + 1);
  const threshold = Math.max(MIN_REPEATS, REPEATED_SHARE * units.size);
  for (const [key, n] of count) if (n >= threshold) repeated.add(key);
  return repeated;
}

/**
 * A heading line: short, mostly letters, no table cells (tabs) and no sentence end, and written as
 * a heading is (all capitals, or most words capitalised).
 */
export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > MAX_HEADING_CHARS || text.includes("\t") || /[.;,]$/.test(text) && !/\b(?:inc|corp|co|ltd|plc)\.$/i.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > MAX_HEADING_WORDS) return false;
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 3 || letters.length < 0.6 * text.replace(/\s/g, "").length) return false;
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  if (upper >= 0.8 * letters.length) return true;
  const lettered = words.filter((w) => /^\p{L}/u.test(w) && w.length > 3);
  const capitalised = lettered.filter((w) => /^\p{Lu}/u.test(w)).length;
  return lettered.length > 0 && capitalised >= 0.75 * lettered.length && /^\p{Lu}/u.test(text);
}

/** The heading lines a unit's text opens with, running headers skipped. */
function openingHeading(text: string, repeated: ReadonlySet<string>): string {
  return headingRun(text.split("\n"), repeated).join(" ");
}

/**
 * The heading lines a unit's text ends with, when one of them is in capitals: a statement whose
 * title is printed at the foot of the page before its table ("CONSOLIDATED INCOME STATEMENT" alone
 * at the bottom of page 4, the figures on page 5).
 */
function closingHeading(text: string, repeated: ReadonlySet<string>): string {
  const heads = headingRun(text.split("\n").reverse(), repeated).reverse();
  return heads.some((h) => h === h.toUpperCase()) ? heads.join(" ") : "";
}

/** Up to HEADING_LINES heading lines from the start of `lines`, running lines and blanks skipped. */
function headingRun(lines: string[], repeated: ReadonlySet<string>): string[] {
  const heads: string[] = [];
  for (const line of lines) {
    const key = lineKey(line);
    if (!key || repeated.has(key)) continue;
    if (!isHeadingLine(line) || heads.length >= HEADING_LINES) break;
    heads.push(line.trim());
  }
  return heads;
}

/**
 * Per chunk, in order: the text to index as its body and the heading its page opens with (or, for
 * a page that opens with none, the capitalised heading the page before it ends with).
 */
export function chunkFields(chunks: readonly StructuredChunk[]): ChunkFields[] {
  const repeated = repeatedLines(chunks);
  const opening = new Map<number, string>();
  const lastChunk = new Map<number, StructuredChunk>();
  for (const chunk of chunks) {
    if (chunk.ordinal === 0 && !opening.has(chunk.unit)) opening.set(chunk.unit, openingHeading(chunk.text, repeated));
    if ((lastChunk.get(chunk.unit)?.ordinal ?? -1) < chunk.ordinal) lastChunk.set(chunk.unit, chunk);
  }
  // Only a unit's last chunk can end it: the others' closing lines are not read.
  const closing = new Map([...lastChunk].map(([unit, chunk]) => [unit, closingHeading(chunk.text, repeated)]));
  const headingOf = (unit: number) => opening.get(unit) || closing.get(unit - 1) || "";
  return chunks.map((chunk) => ({
    body: repeated.size ? chunk.text.split("\n").filter((line) => !repeated.has(lineKey(line))).join("\n") : chunk.text,
    heading: headingOf(chunk.unit),
  }));
}
