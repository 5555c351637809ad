import type { DraftSection } from "./compose.ts";
import type { Ranked } from "./rank.ts";
import { countWords } from "../../../text/index.ts";

/** The words a reader counts in the drafted summary: its headings and its statements (as the text toolkit's countWords counts them). */
export function draftWords(drafts: DraftSection[]): number {
  let n = 0;
  for (const d of drafts) {
    if (d.picks.length === 0) continue;
    n += countWords(d.heading ?? "") + d.picks.reduce((s, p) => s + p.words, 0);
  }
  return n;
}

/**
 * Holds a summary to its word limit, the last word on its length: while the drafted summary (laid
 * out by `draft`, headings included) is over the limit, the weakest statement of a section that has
 * others is left out, so every section keeps its statement; only a summary with one statement per
 * section that is still too long loses whole statements, its weakest first. One statement always stays.
 * Selection keeps within the budget already; this catches what it can only estimate (the headings).
 */
export function fitToLimit(picks: Ranked[], draft: (picks: Ranked[]) => DraftSection[], limit: number, sectionOf: (pick: Ranked) => number | string): DraftSection[] {
  let kept = picks;
  let drafts = draft(kept);
  while (kept.length > 1 && draftWords(drafts) > limit) {
    const perSection = new Map<number | string, number>();
    for (const p of kept) perSection.set(sectionOf(p), (perSection.get(sectionOf(p)) ?? 0) + 1);
    const weakest = (list: Ranked[]) => list.reduce((w, p) => (p.score < w.score ? p : w));
    const shared = kept.filter((p) => (perSection.get(sectionOf(p)) ?? 0) > 1);
    const drop = weakest(shared.length > 0 ? shared : kept);
    kept = kept.filter((p) => p !== drop);
    drafts = draft(kept);
  }
  return drafts;
}
