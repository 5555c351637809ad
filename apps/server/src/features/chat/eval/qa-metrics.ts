import type { Citation } from "@folio/contract";

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

export interface QaTotals {
  questions: number;
  /** Mean of the per-question values that exist (macro) and pooled over all units (micro). */
  precision: { macro: number | null; micro: number | null };
  recall: { macro: number | null; micro: number | null };
  /** Questions without evidence answered without citations (the answer says the documents do not hold it). */
  abstained: { correct: number; of: number };
  correctness: { correct: number; of: number } | null;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export function totals(scores: { citations: CitationScore; correct: boolean | null }[]): QaTotals {
  const sum = (f: (s: CitationScore) => number) => scores.reduce((a, s) => a + f(s.citations), 0);
  const cited = sum((s) => s.cited);
  const evidence = sum((s) => s.evidence);
  const unanswerable = scores.filter((s) => s.citations.evidence === 0);
  const judged = scores.filter((s) => s.correct !== null);
  return {
    questions: scores.length,
    precision: { macro: mean(scores.flatMap((s) => (s.citations.precision === null ? [] : [s.citations.precision]))), micro: cited ? sum((s) => s.citedWithEvidence) / cited : null },
    recall: { macro: mean(scores.flatMap((s) => (s.citations.recall === null ? [] : [s.citations.recall]))), micro: evidence ? sum((s) => s.evidenceFound) / evidence : null },
    abstained: { correct: unanswerable.filter((s) => s.citations.cited === 0).length, of: unanswerable.length },
    correctness: judged.length ? { correct: judged.filter((s) => s.correct).length, of: judged.length } : null,
  };
}
