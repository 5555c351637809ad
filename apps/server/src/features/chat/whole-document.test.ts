import { describe, expect, it } from "vitest";
import { MAX_WHOLE_UNITS, wholeTextPassages } from "./whole-document.ts";

const scope = [
  { id: "doc_b", name: "b.pdf" },
  { id: "doc_a", name: "a.pdf" },
];
const unit = (document_id: string, n: number, text: string) => ({ document_id, unit: n, kind: "page", label: `Page ${n}`, text });

describe("whole-document evidence", () => {
  it("gives every unit with text as a passage, in the scope's document order then unit order, labelled with its locator", () => {
    const passages = wholeTextPassages(scope, [unit("doc_a", 2, "A two."), unit("doc_b", 2, "B two."), unit("doc_a", 1, "A one."), unit("doc_b", 1, "  "), unit("doc_x", 1, "not in scope")], 1000);
    expect(passages?.map((p) => [p.n, p.docName, p.locator.label, p.text])).toEqual([
      [1, "b.pdf", "Page 2", "B two."],
      [2, "a.pdf", "Page 1", "A one."],
      [3, "a.pdf", "Page 2", "A two."],
    ]);
    // Each passage is its whole unit: a quote is verified against exactly the unit the model names.
    expect(passages?.every((p) => p.unitText === p.text)).toBe(true);
  });

  it("is null when the text does not fit the budget or there are more units than markers can number", () => {
    const page = "x".repeat(300); // 100 tokens, and 2 for its label
    const units = [unit("doc_a", 1, page), unit("doc_a", 2, page)];
    expect(wholeTextPassages(scope, units, 204)).not.toBeNull();
    expect(wholeTextPassages(scope, units, 203)).toBeNull();
    const many = Array.from({ length: MAX_WHOLE_UNITS + 1 }, (_, i) => unit("doc_a", i + 1, "Short."));
    expect(wholeTextPassages(scope, many, 1_000_000)).toBeNull();
    expect(wholeTextPassages(scope, many.slice(0, MAX_WHOLE_UNITS), 1_000_000)).toHaveLength(MAX_WHOLE_UNITS);
    expect(wholeTextPassages(scope, [], 1000)).toBeNull();
  });
});
