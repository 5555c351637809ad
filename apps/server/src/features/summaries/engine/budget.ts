import type { SummaryLength } from "./types.ts";

export interface Budget {
  /** Most statements in the summary. */
  statements: number;
  /** The LENGTH's word limit for the whole summary, headings included (wordLimit). */
  limit: number;
  /** Most words of statements (counted as the text toolkit's countWords does), the headings' words already set aside. */
  words: number;
  /** Words allowed a statement on average, so long sentences cannot stretch a summary below its limit. */
  wordsPerStatement: number;
  /** Most parts the document is cut into; each part gets at least one statement. */
  maxParts: number;
}

/** SHORT is a paragraph: at most 300 words. */
export const SHORT_MAX_WORDS = 300;
/** LONG is at most 15% of the source's words and never above 1,200. */
export const LONG_SHARE = 0.15;
export const LONG_MAX_WORDS = 1200;
/**
 * AUTO picks by the source's length: up to 4,000 words (an article, a paper, a short story) it is
 * held to SHORT's limit; a longer source gets LONG's limit, within which AUTO's own statement budget
 * (about one statement per part) keeps it shorter than LONG.
 */
export const AUTO_SHORT_UP_TO_WORDS = 4000;
/**
 * Under ~670 words, 15% of a text is a sentence or two; a summary may then take up to 100 words
 * (about four sentences), enough for a paper's aim, method, results and limitations.
 */
export const MIN_LIMIT_WORDS = 100;

/**
 * The most words a summary of this LENGTH may have, by the source's words (its text as read:
 * without running headers and footers, without an ebook's licence). SHORT's limit is never above
 * LONG's, and AUTO's is one of the two.
 */
export function wordLimit(length: SummaryLength, sourceWords: number): number {
  const long = Math.min(LONG_MAX_WORDS, Math.max(MIN_LIMIT_WORDS, Math.floor(sourceWords * LONG_SHARE)));
  const short = Math.min(SHORT_MAX_WORDS, long);
  switch (length) {
    case "SHORT":
      return short;
    case "LONG":
      return long;
    case "AUTO":
      return sourceWords <= AUTO_SHORT_UP_TO_WORDS ? short : long;
  }
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

export interface DocumentSize {
  candidates: number;
  paragraphs: number;
  chapters: boolean;
  /** The source's words, which the LENGTH's word limit follows. */
  words: number;
  /** A usual statement's words (the median candidate's): how many parts the word limit can cover. */
  typicalStatementWords: number;
}

// LONG gives a part one statement and a half: enough, on average, for a part to be worth its heading.
const LONG_PER_PART = 1.5;
// What a part's heading costs ("Chapter 12: The Storm", "Pages 12–18"), set aside per part.
const HEADING_WORDS = 4;

/**
 * Length budgets: the statements grow with the logarithm of the number of candidate sentences (a
 * SHORT summary is a few sentences whatever the size, AUTO about a screen, LONG a page or two), and
 * the words are about 32, 36 or 40 a statement, never past the LENGTH's word limit. On a long document AUTO and LONG are raised to one statement
 * per part (LONG half as many again), which is what keeps every chapter of a book in the summary;
 * SHORT keeps its budget and spreads it, one statement per part. So that every part can have its
 * statement within the word limit, there are no more parts than the limit holds usual statements
 * (with their headings): a book with more chapters than that is cut into runs of chapters.
 */
export function budgetFor(length: SummaryLength, doc: DocumentSize): Budget {
  const scale = Math.log2(1 + doc.candidates / 8);
  // A short text is not summarised by most of its own sentences.
  const share = (f: number) => Math.max(1, Math.ceil(doc.candidates * f));
  const limit = wordLimit(length, doc.words);
  // As many parts as the limit holds their statements (LONG: one and a half each) with their headings.
  const partsInLimit = (perPart: number) => Math.max(1, Math.floor(limit / (perPart * doc.typicalStatementWords + HEADING_WORDS)));
  switch (length) {
    case "SHORT": {
      const statements = Math.min(share(0.25), clamp(Math.round(2 + 0.9 * scale), 3, 6));
      return { statements, limit, words: Math.min(limit, statements * 32), wordsPerStatement: 32, maxParts: statements };
    }
    case "LONG": {
      const statements = Math.min(share(0.6), clamp(Math.round(4 + 5 * scale), 8, 45));
      return { statements, limit, words: Math.min(limit, statements * 40), wordsPerStatement: 40, maxParts: Math.min(doc.chapters ? 120 : 80, partsInLimit(LONG_PER_PART)) };
    }
    case "AUTO": {
      // About one statement per paragraph of a short text, as a reader would summarise it.
      const wanted = Math.max(share(0.35), Math.min(doc.paragraphs, share(0.5)));
      const statements = Math.min(wanted, clamp(Math.round(3 + 2.5 * scale), 5, 18));
      return { statements, limit, words: Math.min(limit, statements * 36), wordsPerStatement: 36, maxParts: Math.min(doc.chapters ? 60 : 24, partsInLimit(1)) };
    }
  }
}

/**
 * Raises a budget to cover `parts` parts: one statement each (LONG: one and a half), words to match,
 * never past the LENGTH's limit less what the parts' headings take when the summary is headed by part.
 */
export function coverParts(budget: Budget, parts: number, length: SummaryLength, headingWords: number): Budget {
  const perPart = length === "SHORT" ? 0 : length === "LONG" ? LONG_PER_PART : 1;
  const statements = Math.max(budget.statements, Math.ceil(parts * perPart));
  const words = Math.min(budget.limit - headingWords, statements * budget.wordsPerStatement);
  return { ...budget, statements, words: Math.max(0, words) };
}
