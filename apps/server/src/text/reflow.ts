import { ABBREVIATION } from "./sentence-bounds.ts";
import { columnHeader, tableRow } from "./table-rows.ts";

/**
 * How a unit's lines are laid out: "prose" (PDF pages, plain text wrapped at a width: a line that
 * runs long continues on the next) or "lines" (slides and table rows: each line stands alone unless
 * it plainly breaks off mid-phrase).
 */
export type Layout = "prose" | "lines";

/** A run of text read as one: wrapped lines joined. `from[i]` is the source offset of `text[i]`. */
export interface Block {
  text: string;
  from: number[];
  /** A table row, with the nearest column header above it (if any). */
  row: { header: { start: number; end: number; cells: string[] } | null } | null;
  /** A line that heads a table's columns ("2022 2021 2020"): read with its rows, not quoted alone. */
  columnHeader?: boolean;
}

interface Line {
  /** Position among the text's non-blank lines. */
  index: number;
  start: number;
  end: number;
  text: string;
  blankBefore: boolean;
}

const BULLET = /^(?:[•●▪◦‣∙·*]|[-–—]\s|\(?\d{1,2}[.)]\s|\(?[a-z][.)]\s|[ivx]{1,4}[.)]\s)/u;
const ENDS_SENTENCE = /[.!?。！？…:;"”’»]$/u;
const LINE_BREAK_HYPHEN = /[\p{L}][-\u00AD\u2010]$/u;
const STARTS_LOWER = /^[\p{Ll}]/u;
const STARTS_DIGIT = /^\p{N}/u;
/** Breaks inside a token, joined without a space: "737–\n9", "2018–\n23–51", "https://\nwww". */
const UNBROKEN = /(?:\p{N}[-–]|\/\/)\n\S$/u;
const ENDS_OPEN = /(?:,|\b(?:a|an|the|of|to|in|on|at|by|for|from|with|and|or|but|that|which|who|is|are|was|were|be|as|than|its|their|this|these|under|into|over|per|not|no|de|la|le|les|des|du|et|el|los|las|y|der|die|das|und|von|zu|il|di|e|o|da|do|em))$/iu;
/** Words that keep their hyphen when a compound breaks at the line end ("well-\nknown"). */
const COMPOUND_HEADS = new Set("self well non cross long short high low full part half all ex post pre anti semi multi co one two three four five first second third year end real large small user time state".split(" "));
/** Wrapped prose lines run to at least this many characters; slide bullets and headings mostly do not. */
const WRAPPED_LINE = 30;
const HEADER_LOOKBACK = 40;
const RUNNING_HEADER_LINES = 3;

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let offset = 0;
  let blank = false;
  for (const raw of text.split("\n")) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed === "") blank = true;
    else {
      out.push({ index: out.length, start: offset + lead, end: offset + lead + trimmed.length, text: trimmed, blankBefore: blank });
      blank = false;
    }
    offset += raw.length + 1;
  }
  return out;
}

/**
 * Whether `next` continues the sentence `prev` leaves open. Strong signs join in any layout and
 * across a blank line (PDF extraction leaves blank lines inside column text): a line-break hyphen,
 * a next line starting in lower case, a line ending on a comma or a function word. A long line
 * without an end joins the next one in prose.
 */
function continues(prev: Line, next: Line, layout: Layout): boolean {
  // Tab-separated cells are a table's: its lines never run on.
  if (prev.text.includes("\t") || next.text.includes("\t")) return false;
  // A unit's first lines, set off by a blank line, are often its running header ("Federal Register
  // / Vol. 85 / … / Proposed Rules") or the end of a sentence from the page before: they run on only
  // when they plainly break off.
  const heading = prev.index === 0 || (prev.index < RUNNING_HEADER_LINES && next.blankBefore);
  if (heading && layout === "prose") return (LINE_BREAK_HYPHEN.test(prev.text) && STARTS_LOWER.test(next.text)) || ENDS_OPEN.test(prev.text);
  if (UNBROKEN.test(`${prev.text.slice(-3)}\n${next.text.slice(0, 1)}`)) return true;
  if (BULLET.test(next.text) || (ENDS_SENTENCE.test(prev.text) && !ABBREVIATION.test(prev.text))) return false;
  if (LINE_BREAK_HYPHEN.test(prev.text) && STARTS_LOWER.test(next.text)) return true;
  if (layout === "lines") return !next.blankBefore && ENDS_OPEN.test(prev.text);
  if (STARTS_LOWER.test(next.text) || ENDS_OPEN.test(prev.text)) return true;
  if (prev.text.length < WRAPPED_LINE) return false;
  return !next.blankBefore || STARTS_DIGIT.test(next.text);
}

/**
 * How a line-break hyphen is read: "inspec-" + "tion" is "inspection" when the text uses that
 * word, or when it never writes "inspec-tion" and the head is no compound's first word; a soft
 * hyphen always goes.
 */
function joinHyphen(source: string, prev: Line, next: Line): "drop" | "keep" {
  if (prev.text.endsWith("\u00AD")) return "drop";
  const head = /[\p{L}]+(?=[-\u2010]$)/u.exec(prev.text)?.[0] ?? "";
  const tail = /^[\p{L}]+/u.exec(next.text)?.[0] ?? "";
  const lower = source.toLowerCase();
  const joined = `${head}${tail}`.toLowerCase();
  if (new RegExp(`(?<![\\p{L}])${joined}(?![\\p{L}])`, "u").test(lower)) return "drop";
  if (lower.includes(`${head}-${tail}`.toLowerCase()) || COMPOUND_HEADS.has(head.toLowerCase())) return "keep";
  return "drop";
}

/**
 * Reads a unit's text as blocks of running text: wrapped lines joined with a space, line-break
 * hyphens removed when the joined word is a word, table rows alone (with their column header).
 * Every character keeps its source offset, so a sentence of a block maps back to a verbatim span.
 */
export function reflow(source: string, layout: Layout): Block[] {
  const lines = linesOf(source);
  const blocks: Block[] = [];
  const headers: { index: number; start: number; end: number; cells: string[] }[] = [];
  let current: Block | null = null;
  let prev: Line | null = null;
  lines.forEach((line, index) => {
    const row = tableRow(line.text);
    const cells = row ? null : columnHeader(line.text);
    if (cells) headers.push({ index, start: line.start, end: line.end, cells });
    if (row) {
      const header = headers.findLast((h) => index - h.index <= HEADER_LOOKBACK) ?? null;
      blocks.push({ text: line.text, from: offsets(line.start, line.text.length), row: { header: header && { start: header.start, end: header.end, cells: header.cells } } });
      current = null;
      prev = null;
      return;
    }
    if (cells) {
      blocks.push({ text: line.text, from: offsets(line.start, line.text.length), row: null, columnHeader: true });
      current = null;
      prev = null;
      return;
    }
    if (current && prev && continues(prev, line, layout)) {
      const block: Block = current;
      if (LINE_BREAK_HYPHEN.test(prev.text) && STARTS_LOWER.test(line.text)) {
        if (joinHyphen(source, prev, line) === "drop") {
          block.text = block.text.slice(0, -1);
          block.from.pop();
        }
      } else if (!UNBROKEN.test(`${prev.text.slice(-3)}\n${line.text.slice(0, 1)}`)) {
        block.text += " ";
        block.from.push(prev.end);
      }
      block.text += line.text;
      block.from.push(...offsets(line.start, line.text.length));
    } else {
      current = { text: line.text, from: offsets(line.start, line.text.length), row: null };
      blocks.push(current);
    }
    prev = line;
  });
  return blocks;
}

function offsets(start: number, length: number): number[] {
  return Array.from({ length }, (_, i) => start + i);
}
