import { describe, expect, it } from "vitest";
import { buildLexicalIndex, loadLexicalIndex } from "./lexical-index.ts";
import { queryTerms } from "./query-terms.ts";
import { Scope, type ScopedIndex } from "./scope.ts";

function doc(docId: string, text: string): ScopedIndex {
  return { docId, index: loadLexicalIndex(buildLexicalIndex([{ id: `${docId}-c0`, unit: 1, ordinal: 0, text }], { lang: "en" })) };
}

const scope = new Scope([
  doc("a", "Endoplasmic reticulum stress markers rise in beta cells."),
  doc("b", "Stress at work and sleep."),
  doc("c", "Stress and blood pressure."),
]);

describe("query terms", () => {
  it("counts a word the query repeats, in any inflection, once", () => {
    const terms = queryTerms(scope, "Reticulum stress in response to general reticulum stress markers", "en");
    expect(terms.map((t) => [t.key, t.weight])).toEqual([["reticulum", 1], ["stress", 1], ["marker", 1]]);
  });
});
