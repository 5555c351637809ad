import { reflow, type Block, type Layout } from "./reflow.ts";
import { sentenceBounds } from "./sentence-bounds.ts";

/** A quote longer than this is cut at a clause, or failing that a space: a quote never runs to a whole page. */
const MAX_QUOTE = 500;

export interface Sentence {
  /** A verbatim span of the text it was cut from: what a citation quotes. */
  text: string;
  /** Offsets of `text` in the text it was cut from. */
  start: number;
  end: number;
  /** The sentence as a reader reads it: wrapped lines joined, line-break hyphens gone, spaces collapsed. */
  clean: string;
  /** Set for a table row: the column header above it, if any. */
  row?: { header: { text: string; cells: string[] } | null };
  /** A line heading a table's columns. */
  columnHeader?: boolean;
}

/**
 * Splits text into whole sentences. Lines broken by the page's width are read as running text (PDF
 * pages, wrapped plain text) and line-break hyphens are undone, so a sentence is never cut where
 * its line ended; slide bullets, headings and table rows stay sentences of their own (`lines`
 * reads every line alone unless it plainly breaks off). Each sentence keeps its verbatim span.
 */
export function splitSentences(text: string, layout: Layout = "prose"): Sentence[] {
  const out: Sentence[] = [];
  for (const block of reflow(text, layout)) {
    if (block.row) {
      const header = block.row.header;
      out.push({ ...span(text, block, 0, block.text.length), row: { header: header && { text: text.slice(header.start, header.end), cells: header.cells } } });
      continue;
    }
    if (block.columnHeader) {
      out.push({ ...span(text, block, 0, block.text.length), columnHeader: true });
      continue;
    }
    for (const [start, end] of sentenceBounds(block.text, MAX_QUOTE)) {
      const s = span(text, block, start, end);
      if (/\p{L}|\p{N}/u.test(s.clean)) out.push(s);
    }
  }
  return out;
}

/** The block's [start, end) as a sentence: trimmed, mapped back to its verbatim span of `source`. */
function span(source: string, block: Block, start: number, end: number): Sentence {
  const piece = block.text.slice(start, end);
  const lead = piece.length - piece.trimStart().length;
  const trail = piece.length - piece.trimEnd().length;
  const a = start + lead;
  const b = Math.max(a, end - trail);
  const from = block.from[a] ?? 0;
  const to = b > a ? (block.from[b - 1] ?? from) + 1 : from;
  return { text: source.slice(from, to), start: from, end: to, clean: block.text.slice(a, b).replace(/\s+/gu, " ") };
}
