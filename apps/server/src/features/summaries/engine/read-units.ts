import { EBOOK_TEXT_ENDS, EBOOK_TEXT_STARTS, type HeadingClass } from "./cues.ts";
import { countWords, splitParagraphSentences, type ParagraphSentence as Sentence } from "../../../text/index.ts";
import { classifyHeading, classifySentence } from "./paper.ts";
import { statementText } from "./statement-text.ts";
import type { PaperPart } from "./texts.ts";
import type { SourceUnit } from "./types.ts";

/** A sentence that may become a statement, with what ranking needs to know about it. */
export interface Candidate {
  /** Index of its unit in the unit list. */
  unitIndex: number;
  sentence: Sentence;
  terms: string[];
  /** The words a reader counts in it as a statement (the text toolkit's countWords). */
  words: number;
  /** Its place among the candidates of its unit: openings of chapters carry their topic. */
  lead: number;
  /** The first candidate of its paragraph: the topic sentence, as paragraphs are usually written. */
  opensParagraph: boolean;
  /** Aim, method, results or limitations, by its own cue phrases or else by the heading it sits under. */
  paper: PaperPart | null;
  hasNumber: boolean;
  /** A line of a page that does not end as a sentence does: a table cell, a caption, the foot of a column. */
  unfinished: boolean;
}

export interface ReadDocument {
  candidates: Candidate[];
  /** The document's own title: a heading that opens it. */
  title: string | null;
  /** Section heading classes seen (abstract, method, results…): how paper-like the document is. */
  headingClasses: Set<HeadingClass>;
  /** The source's words: its text as read (headings included), without running headers and footers or an ebook's notice and licence. */
  words: number;
}

// A line repeated on this many units is a running header or footer, never a statement.
const BOILERPLATE_UNITS = 3;
const MIN_TERMS = 3;
const DIGIT = /\p{N}/u;
const FINISHED = /[.!?。！？…؟۔]["'”’»)\]]*$/u;

interface Raw {
  unitIndex: number;
  sentence: Sentence;
  terms: string[];
}

/**
 * Reads every unit into sentences and terms (one step per unit, so the caller can report progress
 * and stop), then keeps the candidates: not headings, not running headers or footers, not back
 * matter such as the references or an ebook's licence, and long enough to say something. A
 * document made only of headings and short lines (a poster, a list) is summarised from those.
 */
export function* readUnits(units: SourceUnit[], termsOf: (text: string) => string[]): Generator<number, ReadDocument> {
  const raw: Raw[] = [];
  const unitsOf = new Map<string, { last: number; count: number }>();
  for (const [unitIndex, unit] of units.entries()) {
    // Slides and table rows are read line by line; pages, chapters and sections as wrapped paragraphs.
    for (const sentence of splitParagraphSentences(unit.text, unit.kind === "slide" || unit.kind === "rows" ? "lines" : "prose")) {
      raw.push({ unitIndex, sentence, terms: termsOf(sentence.quote) });
      const key = sentence.quote.toLowerCase();
      const seen = unitsOf.get(key);
      if (!seen) unitsOf.set(key, { last: unitIndex, count: 1 });
      else if (seen.last !== unitIndex) [seen.last, seen.count] = [unitIndex, seen.count + 1];
    }
    yield unitIndex + 1;
  }
  const boilerplate = (s: Sentence) => (unitsOf.get(s.quote.toLowerCase())?.count ?? 0) >= BOILERPLATE_UNITS;

  const candidates: Candidate[] = [];
  const headingClasses = new Set<HeadingClass>();
  let title: string | null = null;
  let context: HeadingClass | null = null;
  let lead = 0;
  let lastUnit = -1;
  // Where the text proper starts (the title is among its first lines), and whether it has ended.
  let textStart = 0;
  let ended = false;
  let words = 0;
  // Headings and short lines, summarised only when the document has nothing else (a poster, a list).
  const lines: Raw[] = [];
  for (const [i, r] of raw.entries()) {
    if (r.unitIndex !== lastUnit) [lead, lastUnit] = [0, r.unitIndex];
    if (ended || EBOOK_TEXT_ENDS.test(r.sentence.quote)) {
      ended = true;
      continue;
    }
    if (EBOOK_TEXT_STARTS.test(r.sentence.quote)) {
      [candidates.length, lines.length, title, context, textStart, words] = [0, 0, null, null, i + 1, 0];
      headingClasses.clear();
      continue;
    }
    if (boilerplate(r.sentence)) continue;
    words += countWords(r.sentence.quote);
    if (r.sentence.heading) {
      if (context !== "skip") lines.push(r);
      if (title === null && i < textStart + 3) title = cleanTitle(r.sentence.quote);
      const cls = classifyHeading(r.sentence.quote);
      if (cls) {
        context = cls;
        headingClasses.add(cls);
      }
      continue;
    }
    if (context === "skip" || cutByPage(units, raw, i)) continue;
    if (r.terms.length < MIN_TERMS) {
      lines.push(r);
      continue;
    }
    const prev = candidates.at(-1);
    const opensParagraph = !prev || prev.unitIndex !== r.unitIndex || prev.sentence.paragraph !== r.sentence.paragraph;
    candidates.push(candidate(r, units, lead++, opensParagraph, classifySentence(r.sentence.quote) ?? (context === "abstract" ? null : context)));
  }
  if (candidates.length === 0) {
    lines.forEach((r, k) => candidates.push(candidate(r, units, k, true, null)));
  }
  return { candidates, title, headingClasses, words };
}

function candidate(r: Raw, units: SourceUnit[], lead: number, opensParagraph: boolean, paper: PaperPart | null): Candidate {
  return {
    unitIndex: r.unitIndex,
    sentence: r.sentence,
    terms: r.terms,
    words: countWords(statementText(r.sentence.quote)),
    lead,
    opensParagraph,
    paper,
    hasNumber: DIGIT.test(r.sentence.quote),
    unfinished: units[r.unitIndex]?.kind === "page" && !FINISHED.test(r.sentence.quote),
  };
}

const STARTS_LOWER = /^\p{Ll}/u;
const ENDS_SENTENCE = /[.!?。！？…؟۔:;»”"')\]]$/u;

/**
 * A sentence a page break cuts in two, which would read as a fragment: the page's unfinished last
 * words, or its first words when they go on from the page before (that page ended mid-sentence, or
 * they start in lower case).
 */
function cutByPage(units: SourceUnit[], raw: Raw[], i: number): boolean {
  const r = raw[i];
  if (!r || units[r.unitIndex]?.kind !== "page") return false;
  const prev = raw[i - 1];
  const last = raw[i + 1]?.unitIndex !== r.unitIndex;
  if (last && !r.sentence.heading && !ENDS_SENTENCE.test(r.sentence.quote)) return true;
  if (prev?.unitIndex === r.unitIndex) return false;
  const prevUnfinished = prev !== undefined && prev.unitIndex === r.unitIndex - 1 && !prev.sentence.heading && !ENDS_SENTENCE.test(prev.sentence.quote);
  return prevUnfinished || STARTS_LOWER.test(r.sentence.quote);
}

/** A heading that can be a title: a few words (or, in scripts without spaces, a few characters). */
function cleanTitle(quote: string): string | null {
  const t = quote.replace(/^#+\s*/u, "").trim();
  const words = t.split(/\s+/u).length;
  return t.length >= 4 && t.length <= 150 && (words >= 2 || /[^\p{ASCII}]{4,}/u.test(t)) ? t : null;
}
