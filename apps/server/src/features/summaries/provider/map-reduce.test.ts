import { describe, expect, it } from "vitest";
import { estimateTokens } from "../../../adapters/llm/index.ts";
import type { SourceUnit } from "../engine/index.ts";
import { MAX_PASSAGES, partitionUnits, piecePassages, quotesWithin } from "./map-reduce.ts";
import { summaryInstructions } from "./instructions.ts";

const page = (unit: number, text: string): SourceUnit => ({ unit, kind: "page", label: `Page ${unit}`, text });
const words = (k: number) => Array.from({ length: k }, (_, i) => `word${i}`).join(" ");

describe("map-reduce partitioning", () => {
  it("keeps a text that fits in one part, units whole and in order, empty units left out", () => {
    const parts = partitionUnits([page(1, "One."), page(2, "  "), page(3, "Three.")], 1000);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.map((p) => [p.unit.unit, p.text])).toEqual([
      [1, "One."],
      [3, "Three."],
    ]);
  });

  it("cuts a long text into consecutive parts that each fit the budget, every unit in exactly one part", () => {
    const units = Array.from({ length: 12 }, (_, i) => page(i + 1, words(60)));
    const budget = 500;
    const parts = partitionUnits(units, budget);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.reduce((n, p) => n + estimateTokens(p.text) + estimateTokens(p.unit.label), 0)).toBeLessThanOrEqual(budget);
    expect(parts.flat().map((p) => p.unit.unit)).toEqual(units.map((u) => u.unit));
  });

  it("cuts a unit larger than a call into pieces at spaces, each verified against the whole unit", () => {
    const big = page(7, words(400));
    const parts = partitionUnits([big], 300);
    const pieces = parts.flat();
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((p) => p.text).join(" ")).toBe(big.text);
    for (const p of pieces) expect(p.text).toMatch(/^word\d+( word\d+)*$/);
    const passages = piecePassages(parts[0]!);
    expect(passages.every((p) => p.unitText === big.text && p.locator.label === "Page 7")).toBe(true);
  });

  it("never numbers more passages than markers can carry in one call", () => {
    const units = Array.from({ length: MAX_PASSAGES + 5 }, (_, i) => page(i + 1, "A."));
    const parts = partitionUnits(units, 1_000_000);
    expect(parts.map((p) => p.length)).toEqual([MAX_PASSAGES, 5]);
  });
});

describe("the reduce call's quotes", () => {
  const cited = (k: number, quotesEach: number) => Array.from({ length: k }, (_, i) => ({ unit: page(i + 1, "text"), quotes: Array.from({ length: quotesEach }, (_, q) => `Quote ${q} of page ${i + 1} is here.`) }));
  const tokens = (cs: { unit: SourceUnit; quotes: string[] }[]) => cs.reduce((n, c) => n + c.quotes.reduce((m, q) => m + estimateTokens(q) + estimateTokens(c.unit.label) + 2, 0), 0);

  it("keeps every quote when they fit", () => {
    const all = cited(5, 3);
    expect(quotesWithin(all, 10_000)).toEqual(all);
  });

  it("keeps each unit's first quote before any unit's second", () => {
    const kept = quotesWithin(cited(10, 3), 200);
    expect(kept).toHaveLength(10);
    expect(kept.every((c) => c.quotes[0]!.startsWith("Quote 0"))).toBe(true);
    expect(tokens(kept)).toBeLessThanOrEqual(200);
    expect(kept.some((c) => c.quotes.length > 1)).toBe(true);
    expect(kept.some((c) => c.quotes.length === 1)).toBe(true);
  });

  it("when even first quotes do not fit, keeps units spread over the whole document", () => {
    const kept = quotesWithin(cited(100, 2), 300);
    expect(tokens(kept)).toBeLessThanOrEqual(300);
    expect(kept.length).toBeGreaterThan(5);
    const units = kept.map((c) => c.unit.unit);
    expect(units[0]).toBe(1);
    expect(units.at(-1)!).toBeGreaterThan(80);
  });
});

describe("summary instructions by stage", () => {
  it("a map call summarises its part as bullets; the reduce call combines part summaries within the final word limit", () => {
    const map = summaryInstructions("PARAGRAPH", 150, "EN", null, { kind: "map", part: 2, parts: 5 });
    expect(map).toContain("part 2 of 5");
    expect(map).toContain("Markdown list");
    const reduce = summaryInstructions("PARAGRAPH", 300, "EN", null, { kind: "reduce" });
    expect(reduce).toContain("<part-summaries>");
    expect(reduce).toContain("at most 300 words");
    expect(reduce).toContain("flowing paragraphs");
  });
});
