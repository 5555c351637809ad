import type { Budget } from "./budget.ts";
import type { Ranked } from "./rank.ts";
import { selectStatements } from "./select.ts";
import type { PaperPart } from "./texts.ts";

export const PAPER_ORDER: PaperPart[] = ["aim", "method", "results", "limitations"];
// Results carry the most; aim and limitations are usually said in a sentence or two.
const SHARE: Record<PaperPart, number> = { aim: 0.2, method: 0.25, results: 0.35, limitations: 0.2 };

/**
 * The statements of a PAPER summary, section by section: the budget is shared among the parts that
 * have sentences (each at least one), and each part is chosen by MMR among its own sentences without
 * repeating another part's. Null when no sentence reads as any part: the caller falls back.
 */
export function selectPaper(ranked: Ranked[], budget: Budget, partCount: number): { part: PaperPart; picks: Ranked[] }[] | null {
  const present = PAPER_ORDER.filter((p) => ranked.some((r) => r.candidate.paper === p));
  if (present.length === 0) return null;
  const shares = present.reduce((s, p) => s + SHARE[p], 0);
  const chosen: Ranked[] = [];
  return present.map((part) => {
    const statements = Math.max(1, Math.round((budget.statements * SHARE[part]) / shares));
    const words = Math.round((budget.words * statements) / budget.statements);
    const picks = selectStatements(
      ranked.filter((r) => r.candidate.paper === part),
      { budget: { ...budget, statements, words }, partCount, coverParts: false, chosen },
    );
    chosen.push(...picks);
    return { part, picks };
  });
}
