import type { ChatLanguage, Citation } from "@folio/contract";
import { LANGUAGE_TEXT } from "../../apps/server/src/answering/index.ts";

export interface CitationScore {
  /** Distinct units the answer cites. */
  cited: number;
  /** Cited units that hold evidence. */
  citedWithEvidence: number;
  /** Evidence units the answer cites. */
  evidenceFound: number;
  evidence: number;
  /** citedWithEvidence / cited; null when nothing was cited. */
  precision: number | null;
  /** evidenceFound / evidence; null for a question without evidence. */
  recall: number | null;
}

/**
 * Citation precision (the cited units that hold evidence) and evidence recall (the evidence units
 * that are cited), counted by distinct unit: two quotes from one page are one cited page.
 */
export function scoreCitations(citations: readonly Pick<Citation, "locator">[], evidenceUnits: readonly number[]): CitationScore {
  const cited = new Set(citations.map((c) => c.locator.unit));
  const evidence = new Set(evidenceUnits);
  const citedWithEvidence = [...cited].filter((u) => evidence.has(u)).length;
  const evidenceFound = [...evidence].filter((u) => cited.has(u)).length;
  return {
    cited: cited.size,
    citedWithEvidence,
    evidenceFound,
    evidence: evidence.size,
    precision: cited.size ? citedWithEvidence / cited.size : null,
    recall: evidence.size ? evidenceFound / evidence.size : null,
  };
}

/**
 * The 1-based rank of the first retrieved passage whose unit holds evidence (the passages' units,
 * best first); null when none does or the question has no evidence. A hit at rank r counts for
 * recall@k whenever r <= k.
 */
export function evidenceRank(retrievedUnits: readonly number[], evidenceUnits: readonly number[]): number | null {
  const evidence = new Set(evidenceUnits);
  const i = retrievedUnits.findIndex((u) => evidence.has(u));
  return i === -1 ? null : i + 1;
}

/**
 * Whether the answer is the answering engine's refusal: it states, in the question's language, that
 * the documents do not contain an answer (the sentence `answerNotFound` writes; it may go on to say
 * what was searched).
 */
export function isRefusal(answer: string, language: ChatLanguage): boolean {
  return answer.includes(LANGUAGE_TEXT[language].notFound);
}

/**
 * Whether the answer says its quotes only relate to the question (LOCAL's "The closest passages
 * are:"), rather than that they answer it ("The document says:").
 */
export function isHedged(answer: string, language: ChatLanguage): boolean {
  return answer.includes(LANGUAGE_TEXT[language].closest);
}

/**
 * What became of one question, the first that applies, for the per-question rows:
 * - `abstained` / `hedged` / `answered-unanswerable`: a question without evidence, refused (or
 *   answered without citations) as it should be, answered with passages said only to relate to it
 *   (honest, though not a refusal), or answered as if the document held the answer;
 * - `not-retrieved`: no evidence page among the retrieved passages;
 * - `refused`: the evidence page was retrieved but the answer is a refusal;
 * - `cites-evidence`: the answer cites at least one evidence page;
 * - `wrong-page`: it cites, but no evidence page;
 * - `no-citation`: it answers without any citation.
 */
export type QaOutcome = "abstained" | "hedged" | "answered-unanswerable" | "not-retrieved" | "refused" | "cites-evidence" | "wrong-page" | "no-citation";

export function outcome(q: { citations: CitationScore; refused: boolean; hedged: boolean; evidenceRank: number | null }): QaOutcome {
  if (q.citations.evidence === 0) return q.refused || q.citations.cited === 0 ? "abstained" : q.hedged ? "hedged" : "answered-unanswerable";
  if (q.evidenceRank === null) return "not-retrieved";
  if (q.refused) return "refused";
  if (q.citations.citedWithEvidence > 0) return "cites-evidence";
  return q.citations.cited > 0 ? "wrong-page" : "no-citation";
}

export interface QaScore {
  citations: CitationScore;
  /** null without a judge model. */
  correct: boolean | null;
  /** Rank of the first evidence passage in retrieval's top k (see evidenceRank). */
  evidenceRank: number | null;
  refused: boolean;
  hedged: boolean;
  /** See markersInOrder. */
  markersInOrder: boolean;
}

/** A count among a number of questions; share is count / of, null when of is 0. */
export interface Share {
  count: number;
  of: number;
  share: number | null;
}

export interface QaTotals {
  questions: number;
  /** Mean of the per-question values that exist (macro) and pooled over all units (micro). */
  precision: { macro: number | null; micro: number | null };
  recall: { macro: number | null; micro: number | null };
  /** Questions without evidence answered without citations (the answer says the documents do not hold it). */
  abstained: { correct: number; of: number };
  correctness: { correct: number; of: number } | null;
  /** Questions with evidence whose evidence page is among retrieval's first 5 / 10 passages. */
  recallAt5: Share;
  recallAt10: Share;
  /** Questions with evidence whose answer cites at least one evidence page. */
  citesEvidence: Share;
  /** Questions with evidence whose answer cites anything. */
  cites: Share;
  /** All questions answered with a refusal. */
  refusals: Share;
  /** All questions answered with passages said only to relate (see isHedged). */
  hedged: Share;
  /** Answers whose markers are numbered 1..k in order of first use, each with its citation. */
  markersInOrder: Share;
  /** Questions with evidence refused although retrieval's top 10 held an evidence page. */
  refusedWithEvidence: Share;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const share = (count: number, of: number): Share => ({ count, of, share: of ? count / of : null });

export function totals(scores: QaScore[]): QaTotals {
  const sum = (f: (s: CitationScore) => number) => scores.reduce((a, s) => a + f(s.citations), 0);
  const cited = sum((s) => s.cited);
  const evidence = sum((s) => s.evidence);
  const answerable = scores.filter((s) => s.citations.evidence > 0);
  const unanswerable = scores.filter((s) => s.citations.evidence === 0);
  const judged = scores.filter((s) => s.correct !== null);
  const within = (k: number) => answerable.filter((s) => s.evidenceRank !== null && s.evidenceRank <= k).length;
  const retrieved = answerable.filter((s) => s.evidenceRank !== null);
  return {
    questions: scores.length,
    precision: { macro: mean(scores.flatMap((s) => (s.citations.precision === null ? [] : [s.citations.precision]))), micro: cited ? sum((s) => s.citedWithEvidence) / cited : null },
    recall: { macro: mean(scores.flatMap((s) => (s.citations.recall === null ? [] : [s.citations.recall]))), micro: evidence ? sum((s) => s.evidenceFound) / evidence : null },
    abstained: { correct: unanswerable.filter((s) => s.citations.cited === 0).length, of: unanswerable.length },
    correctness: judged.length ? { correct: judged.filter((s) => s.correct).length, of: judged.length } : null,
    recallAt5: share(within(5), answerable.length),
    recallAt10: share(within(10), answerable.length),
    citesEvidence: share(answerable.filter((s) => s.citations.citedWithEvidence > 0).length, answerable.length),
    cites: share(answerable.filter((s) => s.citations.cited > 0).length, answerable.length),
    refusals: share(scores.filter((s) => s.refused).length, scores.length),
    hedged: share(scores.filter((s) => s.hedged).length, scores.length),
    markersInOrder: share(scores.filter((s) => s.markersInOrder).length, scores.length),
    refusedWithEvidence: share(retrieved.filter((s) => s.refused).length, retrieved.length),
  };
}

/**
 * Whether the answer's citation markers read as users expect: the distinct [n] in order of first
 * use are exactly 1, 2, …, k, and every marker has its citation (and no citation goes unused).
 * An answer without markers and citations passes.
 */
export function markersInOrder(answer: string, citations: readonly Pick<Citation, "n">[]): boolean {
  const used = [...new Set([...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
  const cited = new Set(citations.map((c) => c.n));
  return used.every((n, i) => n === i + 1) && used.length === cited.size && used.every((n) => cited.has(n));
}
