import { captionOf } from "./passage-sentences.ts";
import { coverage, idfWeights, termsOf } from "./terms.ts";
import type { EvidencePassage } from "./types.ts";

/** Passages scoring under this share of the best retrieval score are noise next to it. */
const RELATIVE_SCORE_FLOOR = 0.25;

export interface ScoredEvidence {
  passages: EvidencePassage[];
  /** Each passage's share of the question's (IDF-weighted) terms, by passage number. */
  coverageOf: Map<number, number>;
  best: number;
  /**
   * The largest share of the question's distinct terms one passage holds, unweighted: whether
   * anything relevant was retrieved at all. (IDF weights are relative to the passages: the subject
   * every passage shares weighs little in them, which is right for choosing sentences, not for this.)
   */
  overlap: number;
  /** The question's terms with their weights over these passages. */
  weights: Map<string, number>;
  /**
   * Names in the question that no passage contains ("Japan" asked of a report that never names
   * it): the passages may relate, they cannot be said to answer. Only names count (capitalised
   * words past the first, acronyms): other words may be paraphrased ("spend" for "capital
   * expenditures"), and the kind of answer asked for ("What Company…") need not be named.
   */
  unseen: string[];
}

/** Drops passages far below the best retrieval score and measures how much of the question each covers. */
export function scoreEvidence(question: string, passages: EvidencePassage[]): ScoredEvidence {
  const top = Math.max(...passages.map((p) => p.score ?? 0));
  const kept = top > 0 ? passages.filter((p) => p.score === undefined || p.score >= top * RELATIVE_SCORE_FLOOR) : passages;
  // A passage is read with its page's heading: a chunk deep in a statement is still that statement.
  const termSets = kept.map((p) => new Set(termsOf(`${p.text} ${captionOf(p)}`)));
  const questionTerms = [...new Set(termsOf(question))];
  const weights = floorWeights(idfWeights(questionTerms, termSets));
  const coverageOf = new Map(kept.map((p, i) => [p.n, coverage(termSets[i] ?? new Set(), weights)]));
  const overlap = Math.max(0, ...termSets.map((terms) => (questionTerms.length ? questionTerms.filter((t) => terms.has(t)).length / questionTerms.length : 0)));
  const category = new Set(termsOf(categoryWords(question)));
  const names = new Set(termsOf(namesIn(question)));
  const unseen = [...names].filter((t) => !category.has(t) && !termSets.some((terms) => terms.has(t)));
  return { passages: kept, coverageOf, best: Math.max(0, ...coverageOf.values()), overlap, weights, unseen };
}

/** "what temperature", "which river", "how many stores", "quelle date": the word naming the kind of answer. */
const CATEGORY = /(?<![\p{L}])(?:what|which|how many|how much|qué|cuál|cuáles|cuántos|cuántas|cuánto|quel|quelle|quels|quelles|combien de|welche[rsnm]?|wie viele|qual|quais|quale|quali|quanti|quante|quantos|quantas)\s+(\p{L}+)/giu;

function categoryWords(question: string): string {
  return [...question.matchAll(CATEGORY)].map((m) => m[1] ?? "").join(" ");
}

/** Capitalised words after the first and acronyms: "Home Depot", "Japan", "CMMC", "PowerShell". */
function namesIn(question: string): string {
  return [...question.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\p{N}]*|\b\p{Lu}{2,}\b/gu)].map((m) => m[0]).join(" ");
}

/**
 * IDF over a handful of passages is noisy, and the question's subject, which every retrieved
 * passage shares, would weigh next to nothing: no term weighs under 40% of the heaviest.
 */
function floorWeights(weights: Map<string, number>): Map<string, number> {
  const floor = 0.4 * Math.max(0, ...weights.values());
  return new Map([...weights].map(([term, w]) => [term, Math.max(w, floor)]));
}

const SCRIPTS = [/\p{Script=Han}/u, /\p{Script=Hiragana}|\p{Script=Katakana}/u, /\p{Script=Hangul}/u, /\p{Script=Arabic}/u, /\p{Script=Cyrillic}/u, /\p{Script=Latin}/u];

/** The first script (by the order above, most distinctive first) a text uses, or -1. */
function scriptOf(text: string): number {
  return SCRIPTS.findIndex((re) => re.test(text));
}

/**
 * True when the question and every passage are written in different scripts (an English question
 * on a Chinese document, found by semantic retrieval): word overlap cannot judge relevance there.
 */
export function crossScript(question: string, passages: EvidencePassage[]): boolean {
  const q = scriptOf(question);
  return q >= 0 && passages.every((p) => scriptOf(p.text) !== q);
}
