import { describe, expect, it } from "vitest";
import { PHOTOSYNTHESIS, RIVERS, WATER, passage } from "./testing/test-passages.ts";
import { verifyCitations } from "./verify-citations.ts";

const passages = [WATER, PHOTOSYNTHESIS, RIVERS];
const collapse = (s: string) => s.replace(/\s+/g, " ");

function check(text: string, claims: { n: number; quote: string }[], question = "At what temperature does water boil?") {
  return verifyCitations({ text, question, passages, claims });
}

describe("citation verification", () => {
  it("keeps an exact quote as it is, verified", () => {
    const out = check("Water boils at 100 °C [1].", [{ n: 1, quote: "water boils at 100 degrees Celsius" }]);
    expect(out.citations).toEqual([
      { n: 1, doc_id: "doc-1", doc_name: "Document 1.pdf", locator: { kind: "page", unit: 1, label: "Page 1" }, quote: "water boils at 100 degrees Celsius", verified: true },
    ]);
    expect(out.text).toBe("Water boils at 100 °C [1].");
  });

  it("repairs a quote whose whitespace changed to the exact span of the unit", () => {
    const unit = "Article 4.\nThe tenant   shall give\n\tthree months' notice in writing.";
    const out = verifyCitations({
      text: "Three months' notice is needed [1].",
      question: "How much notice must the tenant give?",
      passages: [passage(1, unit)],
      claims: [{ n: 1, quote: "The tenant shall give three months' notice in writing." }],
    });
    expect(out.citations).toHaveLength(1);
    const quote = out.citations[0]?.quote ?? "";
    expect(unit).toContain(quote);
    expect(collapse(quote)).toBe("The tenant shall give three months' notice in writing.");
  });

  it("repairs a quote with a small slip (case, a dropped letter) to the exact span", () => {
    const out = check("Water boils at 100 °C [1].", [{ n: 1, quote: "Water boils at 100 degree Celsius" }]);
    expect(out.citations.map((c) => c.quote)).toEqual(["water boils at 100 degrees Celsius"]);
  });

  it("never shows a paraphrase as a quote: it is dropped with its marker", () => {
    const out = check("Water boils at 100 degrees [1].", [{ n: 1, quote: "water will start boiling once it reaches one hundred degrees" }]);
    expect(out.citations).toEqual([]);
    expect(out.text).toBe("Water boils at 100 degrees.");
  });

  it("drops an invented quote and removes its markers from the stored text", () => {
    const out = check("Water boils at 100 °C [1]. The Nile flows south [3].", [
      { n: 1, quote: "water boils at 100 degrees Celsius" },
      { n: 3, quote: "The Nile flows south into Lake Victoria and was discovered by aliens" },
    ]);
    expect(out.citations.map((c) => c.n)).toEqual([1]);
    expect(out.text).toBe("Water boils at 100 °C [1]. The Nile flows south.");
  });

  it("gives a source cited by marker alone the passage sentence closest to the claim", () => {
    const out = check("Plants release oxygen [2]. Water boils at 100 °C [1].", []);
    expect(out.citations.map((c) => [c.n, c.quote])).toEqual([
      [1, "At sea level, water boils at 100 degrees Celsius."],
      [2, "Oxygen is released as a by-product."],
    ]);
  });

  it("removes markers of passages that do not exist and keeps one citation per source, in order of n", () => {
    const out = check("Boils at 100 [9]. Fact [3][1]. Again [1].", [
      { n: 1, quote: "an invented first try" },
      { n: 1, quote: "It freezes at 0 degrees Celsius." },
      { n: 3, quote: "The Nile is the longest river in Africa." },
    ]);
    expect(out.text).toBe("Boils at 100. Fact [3][1]. Again [1].");
    expect(out.citations.map((c) => [c.n, c.quote])).toEqual([
      [1, "It freezes at 0 degrees Celsius."],
      [3, "The Nile is the longest river in Africa."],
    ]);
  });
});
