import type { Layout } from "./reflow.ts";
import { sentenceBounds } from "./sentence-bounds.ts";

export interface ParagraphSentence {
  /** The span with runs of whitespace collapsed to one space: the quote a citation carries. */
  quote: string;
  /** Offset of the span in the unit's text. */
  start: number;
  /** A heading line (short, no sentence end): context for the sentences after it, never a statement. */
  heading: boolean;
  /** Which paragraph of the unit it is in (blank lines and headings separate paragraphs), from 0. */
  paragraph: number;
}

/** A statement longer than this is cut at a clause, or failing that a space. */
const MAX_STATEMENT = 400;
const HAS_CONTENT = /[\p{L}\p{N}]/u;
const SENTENCE_END = /[.!?。！？…؟۔:;：；»”"')\]]\s*$/u;
const BULLET = /^\s*(?:[-*•·▪◦‣–—]|\d{1,3}[.)]|[a-z][.)]|[(（]\d{1,3}[)）])\s+/u;
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+\S/u;
const NUMBERED_HEADING = /^\s*(?:(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?|[IVX]{1,5}\.)\s+|[一二三四五六七八九十]{1,3}、|第[一二三四五六七八九十百\d]{1,4}[章節节部])\S/u;
const STARTS_LOWER = /^\s*\p{Ll}/u;
// The numbering of a heading ("2.1 ", "二、"), which says nothing about whether the rest reads like one.
const NUMBERING = /^\s*(?:\d{1,2}(?:\.\d{1,2}){0,3}\.?\s+|[一二三四五六七八九十]{1,3}、)/u;
/**
 * Cuts a unit's text into verbatim sentences by paragraph, for statements of a summary: lines are
 * joined into paragraphs first (PDF text is hard-wrapped), except headings and list items, which
 * stand alone and are flagged; the "lines" layout (slides, CSV rows) reads line by line. Inside a
 * paragraph, sentences are `sentenceBounds`' (the one sentence rule), cut at 400 characters so a
 * statement never runs to a whole page. (`splitSentences` reads the same text for quoting in
 * answers: line-break hyphens undone, table rows with their column headers.)
 */
export function splitParagraphSentences(text: string, layout: Layout = "prose"): ParagraphSentence[] {
  const out: ParagraphSentence[] = [];
  for (const block of blocks(text, layout === "lines")) {
    if (block.heading) {
      pushPiece(out, text, block, block.start, block.end);
      continue;
    }
    // Line breaks inside a paragraph would end ICU's sentences; spaces keep every offset in place.
    const flat = text.slice(block.start, block.end).replace(/[\r\n]/g, " ");
    for (const [start, end] of sentenceBounds(flat, MAX_STATEMENT)) pushPiece(out, text, block, block.start + start, block.start + end);
  }
  return out;
}

interface Block {
  start: number;
  end: number;
  heading: boolean;
  paragraph: number;
}

function blocks(text: string, lineByLine: boolean): Block[] {
  const lines: { start: number; end: number; body: string }[] = [];
  let at = 0;
  for (const body of text.split("\n")) {
    lines.push({ start: at, end: at + body.length, body });
    at += body.length + 1;
  }
  const out: Block[] = [];
  let open: Block | null = null;
  let paragraph = 0;
  // Whether the current paragraph has text yet: blank lines in a row make one break.
  let inParagraph = false;
  const close = () => {
    if (open) out.push(open);
    open = null;
  };
  const nextParagraph = () => {
    if (inParagraph) paragraph++;
    inParagraph = false;
  };
  const filled = (l: { body: string }) => HAS_CONTENT.test(l.body);
  const content = { first: lines.findIndex(filled), last: lines.findLastIndex(filled), lineByLine };
  lines.forEach((line, i) => {
    if (!HAS_CONTENT.test(line.body)) {
      close();
      return nextParagraph();
    }
    if (isHeading(lines, i, content)) {
      close();
      nextParagraph();
      out.push({ start: line.start, end: line.end, heading: true, paragraph: paragraph++ });
      return;
    }
    if (lineByLine || BULLET.test(line.body)) close();
    inParagraph = true;
    if (open) open.end = line.end;
    else open = { start: line.start, end: line.end, heading: false, paragraph };
  });
  close();
  return out;
}

/**
 * A heading is a short line without a sentence end that stands apart: a Markdown or numbered
 * heading, or a line after a blank line (or a sentence end) with a blank line after it, or a very
 * short line (no comma, a few words) before a capitalised line. A hard-wrapped line of a paragraph
 * fails these tests: it is long, or has commas, or the line after it goes on in lower case.
 * On slides and in rows only the unit's first line can be a heading (its title, a header row).
 */
function isHeading(lines: { body: string }[], i: number, content: { first: number; last: number; lineByLine: boolean }): boolean {
  const body = lines[i]?.body.trim() ?? "";
  if (MARKDOWN_HEADING.test(body)) return true;
  if (body.length > 90 || SENTENCE_END.test(body) || (BULLET.test(body) && !NUMBERED_HEADING.test(body))) return false;
  if (content.lineByLine) return i === content.first && i < content.last && body.length <= 60;
  const prev = lines[i - 1]?.body.trim() ?? "";
  const next = lines[i + 1]?.body.trim() ?? "";
  const apartBefore = prev === "" || SENTENCE_END.test(prev);
  const words = body.replace(NUMBERING, "");
  const terse = body.length <= 50 && !/[,，、;；]/u.test(words) && words.split(/\s+/u).length <= 8;
  const apartAfter = next === "" || (!STARTS_LOWER.test(next) && terse);
  return apartBefore && apartAfter;
}

function pushPiece(out: ParagraphSentence[], text: string, block: Block, start: number, end: number): void {
  const { heading, paragraph } = block;
  let raw = text.slice(start, end);
  let from = start;
  // A list item's bullet is layout, not words: the quote starts after it (and stays a verbatim span).
  const bullet = heading ? null : raw.match(BULLET);
  if (bullet) [raw, from] = [raw.slice(bullet[0].length), from + bullet[0].length];
  const quote = raw.replace(/\s+/g, " ").trim();
  if (!HAS_CONTENT.test(quote)) return;
  out.push({ quote, start: from + (raw.length - raw.trimStart().length), heading, paragraph });
}
