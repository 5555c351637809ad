import { describe, expect, it } from "vitest";
import { crossScript, scoreEvidence } from "./relevance.ts";
import { termsOf } from "./terms.ts";
import type { EvidencePassage } from "./types.ts";

const passage = (n: number, text: string, score?: number): EvidencePassage => ({
  n,
  docId: "d1",
  docName: "Doc",
  locator: { kind: "page", unit: n, label: `Page ${n}` },
  text,
  unitText: text,
  score,
});

describe("terms", () => {
  it("drops function words, folds accents and stems Latin words to six letters", () => {
    expect(termsOf("What is the termination notice for the Café contracts?")).toEqual(["termin", "notic", "caf", "contra"]);
    expect(new Set(termsOf("tune tuned tunes tuning"))).toEqual(new Set(["tun"]));
    expect(termsOf("Union Pacific's revenue")).toEqual(termsOf("Union Pacific revenue"));
    expect(termsOf("Ist die Kündigung wirksam?")).toEqual(["kundig", "wirksa"]);
  });

  it("segments Chinese and Japanese words and strips Korean particles", () => {
    expect(termsOf("光合作用需要什么？")).toContain("光合作用");
    expect(termsOf("光合成には何が必要ですか")).toContain("光合成");
    expect(termsOf("문서에서 광합성을")).toEqual(["문서", "광합성"]);
  });
});

describe("scoreEvidence", () => {
  const passages = [
    passage(1, "Photosynthesis converts light energy into chemical energy in plants.", 9),
    passage(2, "The mitochondria is the powerhouse of the cell.", 6),
    passage(3, "A completely unrelated footnote.", 1),
  ];

  it("leaves out passages far below the best retrieval score and measures coverage", () => {
    const scored = scoreEvidence("How do plants turn light into energy?", passages);
    expect(scored.passages.map((p) => p.n)).toEqual([1, 2]);
    expect(scored.coverageOf.get(1)).toBeGreaterThan(0.7);
    expect(scored.coverageOf.get(2)).toBe(0);
    expect(scored.best).toBe(scored.coverageOf.get(1));
  });

  it("finds little coverage for a question the passages do not address", () => {
    expect(scoreEvidence("What is the boiling point of mercury?", passages).best).toBeLessThan(0.2);
  });

  it("tells a cross-script question apart from one in the passages' script", () => {
    expect(crossScript("What does the contract say?", [passage(1, "合同规定了终止条款。")])).toBe(true);
    expect(crossScript("合同说了什么？", [passage(1, "合同规定了终止条款。")])).toBe(false);
    expect(crossScript("What does it say?", [passage(1, "The contract says.")])).toBe(false);
  });
});
