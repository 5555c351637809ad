import type { SummaryLength } from "./types.ts";

export interface Budget {
  /** Most statements in the summary. */
  statements: number;
  /** Most words (Chinese and Japanese: ICU words) across them, so long sentences cannot stretch a SHORT summary. */
  words: number;
  /** Most parts the document is cut into; each part gets at least one statement. */
  maxParts: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

/**
 * Length budgets grow with the logarithm of the number of candidate sentences: a SHORT summary is a
 * few sentences whatever the size, AUTO about a screen, LONG a page or two. On a long document AUTO
 * and LONG are raised to one statement per part (LONG half as many again), which is what keeps every
 * chapter of a book in the summary; SHORT keeps its budget and spreads it, one statement per part.
 * A book's chapters are its natural parts, so more of them are kept apart than runs of pages.
 */
export function budgetFor(length: SummaryLength, doc: { candidates: number; paragraphs: number; chapters: boolean }): Budget {
  const scale = Math.log2(1 + doc.candidates / 8);
  // A short text is not summarised by most of its own sentences.
  const share = (f: number) => Math.max(1, Math.ceil(doc.candidates * f));
  switch (length) {
    case "SHORT": {
      const statements = Math.min(share(0.25), clamp(Math.round(2 + 0.9 * scale), 3, 6));
      return { statements, words: statements * 32, maxParts: statements };
    }
    case "LONG": {
      const statements = Math.min(share(0.6), clamp(Math.round(4 + 5 * scale), 8, 45));
      return { statements, words: statements * 40, maxParts: doc.chapters ? 120 : 80 };
    }
    case "AUTO": {
      // About one statement per paragraph of a short text, as a reader would summarise it.
      const wanted = Math.max(share(0.35), Math.min(doc.paragraphs, share(0.5)));
      const statements = Math.min(wanted, clamp(Math.round(3 + 2.5 * scale), 5, 18));
      return { statements, words: statements * 36, maxParts: doc.chapters ? 60 : 24 };
    }
  }
}

/** Raises a budget to cover `parts` parts: one statement each (LONG: one and a half), words to match. */
export function coverParts(budget: Budget, parts: number, length: SummaryLength): Budget {
  if (length === "SHORT") return budget;
  const perPart = length === "LONG" ? 1.5 : 1;
  const statements = Math.max(budget.statements, Math.ceil(parts * perPart));
  const wordsPer = budget.words / budget.statements;
  return { ...budget, statements, words: Math.round(statements * wordsPer) };
}
