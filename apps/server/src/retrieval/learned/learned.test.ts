import { describe, expect, it } from "vitest";
import { buildLexicalIndex, loadLexicalIndex } from "../lexical-index.ts";
import { queryTerms } from "../query-terms.ts";
import { Scope, type ScopedIndex } from "../scope.ts";
import { searchLexical } from "../search-lexical.ts";
import { candidateFeatures, FEATURE_NAMES } from "./features.ts";
import { LEARNED_MODEL, learnedRankingApplies, rerankLearned } from "./rerank.ts";
import { scoreRow, type TreeModel } from "./trees.ts";

const f = (name: (typeof FEATURE_NAMES)[number]) => FEATURE_NAMES.indexOf(name);

function doc(docId: string, texts: string[], title = "", lang = "en"): ScopedIndex {
  const chunks = texts.map((text, i) => ({ id: `${docId}-${i}`, unit: i + 1, ordinal: i, text, title }));
  return { docId, index: loadLexicalIndex(buildLexicalIndex(chunks, { lang })) };
}

/** One tree: a title of more than e^2 - 1 terms adds 5, otherwise nothing. */
const model: TreeModel = {
  features: [...FEATURE_NAMES],
  initScale: 1,
  depth: 100,
  gate: { lang: "en", minMedianLength: 5, maxMedianLength: 60, maxMedianChunks: 1 },
  trees: [{ f: f("logTitleLen"), t: 2, l: { v: 0 }, r: { v: 5 } }],
};

describe("learned ranking: trees", () => {
  it("adds each tree's leaf to the starting score, going left below the threshold", () => {
    const two: TreeModel = { ...model, trees: [{ f: 0, t: 1, l: { v: -1 }, r: { f: 1, t: 3, l: { v: 2 }, r: { v: 4 } } }, { v: 0.5 }] };
    expect(scoreRow(two, [0.5, 9], 10)).toBe(9.5);
    expect(scoreRow(two, [1, 2], 10)).toBe(12.5);
    expect(scoreRow(two, [1, 3], 0)).toBe(4.5);
  });

  it("ships a model trained on the features the code computes", () => {
    expect(LEARNED_MODEL.features).toEqual([...FEATURE_NAMES]);
    expect(LEARNED_MODEL.trees.length).toBeGreaterThan(0);
    expect(LEARNED_MODEL.gate.maxMedianChunks).toBe(1);
  });
});

describe("learned ranking: the gate", () => {
  const short = [doc("a", ["Insulin resistance rises with obesity in adults of every age group studied."]), doc("b", ["Exercise lowers blood pressure in older adults who walk every single day."])];
  it("applies to English queries over short single-chunk documents", () => {
    expect(learnedRankingApplies(model, new Scope(short), "insulin resistance in adults")).toBe(true);
  });
  it("does not apply to another language's query, nor to documents of many chunks or longer than it learnt from", () => {
    expect(learnedRankingApplies(model, new Scope(short), "la résistance à l'insuline chez les adultes", "fr")).toBe(false);
    const pages = Array.from({ length: 4 }, (_, i) => `Page ${i}: insulin resistance rises with obesity in adults.`);
    expect(learnedRankingApplies(model, new Scope([doc("r", pages), doc("s", pages)]), "insulin resistance")).toBe(false);
    const long = "Insulin resistance rises with obesity in adults. ".repeat(20);
    expect(learnedRankingApplies(model, new Scope([doc("c", [long]), doc("d", [long])]), "insulin resistance")).toBe(false);
  });
  it("leaves a search over long documents' pages as the first stage ranks it", () => {
    const pages = ["Revenue grew in the third quarter.", "Operating costs and revenue by segment.", "Revenue recognition policy.", "Risk factors."];
    const scope = [doc("r", pages), doc("s", [...pages].reverse())];
    const on = searchLexical(scope, "revenue by segment", { topK: 10 });
    expect(on).toEqual(searchLexical(scope, "revenue by segment", { topK: 10, learned: false }));
  });
});

describe("learned ranking: features and re-ranking", () => {
  const scope = new Scope([
    doc("plain", ["Statins reduce cholesterol in patients with heart disease."], "Statins"),
    doc("titled", ["Statins reduce cholesterol in patients."], "Statins reduce cholesterol in a large randomised trial"),
  ]);
  const terms = queryTerms(scope, "statins reduce cholesterol", "en");
  const stage = { plain: new Map([[0, 3], [1, 2]]), noFeedback: new Map([[0, 3.5], [1, 2]]), ranked: [{ pos: 0, score: 4 }, { pos: 1, score: 2 }] };

  it("computes each candidate's features from the index and the first stage's scores", () => {
    const [a, b] = candidateFeatures(scope, terms, stage) as [number[], number[]];
    expect(a[f("final")]).toBe(4);
    expect(b[f("relscore")]).toBe(0.5);
    expect(a[f("bm25f")]).toBe(3);
    expect(a[f("prox")]).toBe(0.5);
    expect(a[f("prf")]).toBe(0.5);
    // Eight words: the index keeps stop words.
    expect(a[f("logLen")]).toBeCloseTo(Math.log(1 + 8));
    expect(a[f("logTitleLen")]).toBeCloseTo(Math.log(2));
    expect(b[f("logTitleLen")]).toBeGreaterThan(2);
    expect(a[f("share")]).toBeCloseTo(1);
    expect(a[f("countShare")]).toBe(1);
    expect(a[f("win15")]).toBeCloseTo(1);
    expect(a[f("pairs")]).toBe(1);
    expect(a[f("firstPos")]).toBe(0);
    expect(a[f("nTerms")]).toBe(3);
    expect(a[f("missMax")]).toBe(0);
    expect(a[f("rareShare")]).toBe(1);
    expect(b[f("shareTitle")]).toBeCloseTo(1);
    expect(a[f("shareTitle")]).toBeLessThan(b[f("shareTitle")] ?? 0);
  });

  it("re-orders the candidates by the model's scores", () => {
    // The second candidate starts at 0.5, the first at 1; the tree adds 5 to the long title only.
    expect(rerankLearned(model, scope, terms, stage).map((c) => c.pos)).toEqual([1, 0]);
    const none: TreeModel = { ...model, trees: [] };
    expect(rerankLearned(none, scope, terms, stage).map((c) => c.pos)).toEqual([0, 1]);
  });

  it("scores the candidates below its depth under the re-ranked ones, so sorting by score keeps its order", () => {
    // Only the first candidate is re-ranked, and the tree takes 5 off it: the second's first-stage
    // score (2, or 0.5 on the model's scale) is above the first's new one (-4).
    const shallow: TreeModel = { ...model, depth: 1, trees: [{ v: -5 }] };
    const ranked = rerankLearned(shallow, scope, terms, stage);
    expect(ranked.map((c) => c.pos)).toEqual([0, 1]);
    expect([...ranked].sort((a, b) => b.score - a.score).map((c) => c.pos)).toEqual([0, 1]);
    // A tail under the head keeps its scores on the model's scale.
    const lifted: TreeModel = { ...shallow, trees: [{ v: 5 }] };
    expect(rerankLearned(lifted, scope, terms, stage).map((c) => c.score)).toEqual([6, 0.5]);
  });
});
