import { describe, expect, it } from "vitest";
import { compareRuns, type ComparedResult } from "./qa-compare.ts";

const r = (id: string, outcome: ComparedResult["outcome"], evidenceRank: number | null): ComparedResult => ({ id, outcome, evidenceRank });

describe("compareRuns", () => {
  it("lists the questions whose outcome or evidence rank changed, better ones first", () => {
    const before = [r("a", "refused", 1), r("b", "cites-evidence", 2), r("c", "wrong-page", 4), r("d", "cites-evidence", 1), r("e", "not-retrieved", null), r("gone", "refused", 1)];
    const after = [r("a", "cites-evidence", 1), r("b", "not-retrieved", null), r("c", "wrong-page", 2), r("d", "cites-evidence", 1), r("e", "refused", 7), r("new", "refused", 1)];
    const changes = compareRuns(before, after);
    expect(changes.map((c) => [c.id, c.direction])).toEqual([["a", 1], ["c", 1], ["e", 1], ["b", -1]]);
    expect(changes[0]).toMatchObject({ before: { outcome: "refused" }, after: { outcome: "cites-evidence" } });
  });
  it("ranks outcomes: evidence cited > other page cited > no citation > refused > not retrieved; abstaining > hedging > answering without evidence", () => {
    const order = ["not-retrieved", "refused", "no-citation", "wrong-page", "cites-evidence"] as const;
    for (let i = 1; i < order.length; i++) {
      expect(compareRuns([r("q", order[i - 1]!, 3)], [r("q", order[i]!, 3)])[0]?.direction).toBe(1);
      expect(compareRuns([r("q", order[i]!, 3)], [r("q", order[i - 1]!, 3)])[0]?.direction).toBe(-1);
    }
    expect(compareRuns([r("u", "answered-unanswerable", null)], [r("u", "hedged", null)])[0]?.direction).toBe(1);
    expect(compareRuns([r("u", "hedged", null)], [r("u", "abstained", null)])[0]?.direction).toBe(1);
  });
  it("within one outcome, a higher evidence rank is better and a page no longer found is worse", () => {
    expect(compareRuns([r("q", "refused", 5)], [r("q", "refused", 2)])[0]?.direction).toBe(1);
    expect(compareRuns([r("q", "wrong-page", 5)], [r("q", "wrong-page", 9)])[0]?.direction).toBe(-1);
  });
});
