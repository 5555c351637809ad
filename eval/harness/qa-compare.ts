import type { QaOutcome } from "./qa-metrics.ts";

/** What a comparison needs of a result, as `eval:qa --out` writes it. */
export interface ComparedResult {
  id: string;
  outcome: QaOutcome;
  evidenceRank: number | null;
}

export interface QaChange {
  id: string;
  before: ComparedResult;
  after: ComparedResult;
  /** 1 when the question fares better now (a better outcome, or the same one with its evidence ranked higher), -1 when worse. */
  direction: 1 | -1;
}

/**
 * How good an outcome is, higher is better: for a question with evidence, citing it beats citing
 * another page, which beats no citation, a refusal, and not finding the page at all; for one
 * without, abstaining beats offering related passages, which beats answering as if it could.
 */
const RANK: Record<QaOutcome, number> = {
  "cites-evidence": 4,
  "wrong-page": 3,
  "no-citation": 2,
  refused: 1,
  "not-retrieved": 0,
  abstained: 2,
  hedged: 1,
  "answered-unanswerable": 0,
};

/** A lower rank is better; not found is worst. */
const rankValue = (r: number | null) => r ?? Number.MAX_SAFE_INTEGER;

/**
 * The questions whose outcome or evidence rank differs between two runs (matched by id; questions
 * in only one run are left out), those that fare better first.
 */
export function compareRuns(before: readonly ComparedResult[], after: readonly ComparedResult[]): QaChange[] {
  const earlier = new Map(before.map((r) => [r.id, r]));
  const changes: QaChange[] = [];
  for (const now of after) {
    const then = earlier.get(now.id);
    if (!then || (then.outcome === now.outcome && then.evidenceRank === now.evidenceRank)) continue;
    const byOutcome = Math.sign(RANK[now.outcome] - RANK[then.outcome]);
    const byRank = Math.sign(rankValue(then.evidenceRank) - rankValue(now.evidenceRank));
    changes.push({ id: now.id, before: then, after: now, direction: (byOutcome || byRank) > 0 ? 1 : -1 });
  }
  return changes.sort((a, b) => b.direction - a.direction);
}
