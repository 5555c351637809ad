import type { Budget } from "./budget.ts";
import type { Ranked } from "./rank.ts";
import { dot } from "./vectors.ts";

// Above this cosine a sentence says again what a chosen one says.
const REDUNDANT = 0.55;
// MMR trade-off: how much similarity to what is chosen costs against a sentence's own score.
const SIMILARITY_COST = 0.5;
// How much each statement beyond a part's proportional share costs: spreads without forbidding focus.
const OVER_SHARE_COST = 0.08;

export interface SelectOptions {
  budget: Budget;
  partCount: number;
  /** First give every part its best statement (coverage), then fill the budget by MMR. */
  coverParts: boolean;
  /** Statements already chosen elsewhere (another PAPER section): new ones must not repeat them. */
  chosen?: Ranked[];
}

const similarity = (a: Ranked, b: Ranked) => (a.norm && b.norm ? dot(a.vec, b.vec) / (a.norm * b.norm) : 0);

/**
 * Picks the statements: coverage first (each part's best sentence that fits its share of the words
 * and is not redundant with one already picked), then maximal marginal relevance over the best few
 * sentences of every part, within the statement and word budgets. Returns them in reading order.
 */
export function selectStatements(ranked: Ranked[], opts: SelectOptions): Ranked[] {
  const { budget, partCount } = opts;
  const byPart = Array.from({ length: partCount }, (): Ranked[] => []);
  for (const r of ranked) byPart[r.part]?.push(r);
  const perPart = Math.max(8, 3 * Math.ceil(budget.statements / Math.max(1, partCount)) + 4);
  const pool = byPart.flatMap((list) => list.sort((a, b) => b.score - a.score).slice(0, perPart));
  const share = byPart.map((list) => (budget.statements * list.length) / Math.max(1, ranked.length));

  const maxSim = new Float64Array(pool.length);
  const taken = new Uint8Array(pool.length);
  const count = new Array<number>(partCount).fill(0);
  const picked: Ranked[] = [];
  let words = 0;
  const take = (i: number) => {
    const r = pool[i];
    if (!r) return;
    taken[i] = 1;
    picked.push(r);
    count[r.part] = (count[r.part] ?? 0) + 1;
    words += r.words;
    note(r);
  };
  const note = (r: Ranked) => pool.forEach((p, j) => (maxSim[j] = Math.max(maxSim[j] ?? 0, similarity(p, r))));
  for (const r of opts.chosen ?? []) note(r);

  const best = (accept: (r: Ranked) => boolean, value: (r: Ranked, i: number) => number): number => {
    let at = -1;
    let top = -Infinity;
    pool.forEach((r, i) => {
      if (taken[i] || (maxSim[i] ?? 0) >= REDUNDANT || !accept(r)) return;
      const v = value(r, i);
      if (v > top) [top, at] = [v, i];
    });
    return at;
  };
  const mmr = (r: Ranked, i: number) => r.score - SIMILARITY_COST * (maxSim[i] ?? 0);

  if (opts.coverParts) {
    for (let part = 0; part < partCount && picked.length < budget.statements; part++) {
      // The words left, shared among the parts still to cover: where a part's best sentences are too
      // long for its share it is covered by a shorter one, so every part fits within the limit.
      const allowance = (budget.words - words) / Math.min(partCount - part, budget.statements - picked.length);
      let i = best((r) => r.part === part && r.words <= allowance, mmr);
      if (i < 0) i = best((r) => r.part === part, (r) => -r.words);
      if (i >= 0) take(i);
    }
  }
  while (picked.length < budget.statements) {
    const i = best(
      (r) => words + r.words <= budget.words || picked.length === 0,
      (r, j) => mmr(r, j) - OVER_SHARE_COST * Math.max(0, (count[r.part] ?? 0) + 1 - (share[r.part] ?? 0)),
    );
    if (i < 0) break;
    take(i);
  }
  return picked.sort((a, b) => a.candidate.unitIndex - b.candidate.unitIndex || a.candidate.sentence.start - b.candidate.sentence.start);
}
