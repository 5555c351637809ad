import { contentWords, foldAccents, terms } from "../text/index.ts";
import { ASKING_WORDS } from "./asking-words.ts";

/**
 * The words of a question or passage that say what it is about, as written (lower-cased, NFKC): the
 * text toolkit's content words in any of the ten languages, less the words a question asks with.
 */
export function questionWords(text: string): string[] {
  return contentWords(text, { fold: false }).filter((word) => !ASKING_WORDS.has(foldAccents(word)));
}

/**
 * The terms overlap is measured on, in any of the ten languages: content words with accents folded
 * and the toolkit's language-neutral stem (boils/boil, termination/terminate, casas/casa), because a
 * question and its passages need not share a language.
 */
export function termsOf(text: string): string[] {
  return terms(text, { stem: "neutral", stopwords: "drop", without: ASKING_WORDS });
}

/**
 * Inverse document frequency of each query term over the given texts (BM25's form, never negative).
 * A term no text contains weighs as one found once: it still counts against coverage, without
 * letting a single synonym the passages do not use outweigh everything they match.
 */
export function idfWeights(queryTerms: Iterable<string>, texts: Set<string>[]): Map<string, number> {
  const n = texts.length;
  const weights = new Map<string, number>();
  for (const term of queryTerms) {
    if (weights.has(term)) continue;
    const df = Math.max(1, texts.filter((t) => t.has(term)).length);
    weights.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  return weights;
}

/** Share of the query's weight whose terms the text contains: 0 (none) to 1 (all). */
export function coverage(textTerms: Set<string>, weights: Map<string, number>): number {
  let total = 0;
  let hit = 0;
  for (const [term, w] of weights) {
    total += w;
    if (textTerms.has(term)) hit += w;
  }
  return total === 0 ? 0 : hit / total;
}
