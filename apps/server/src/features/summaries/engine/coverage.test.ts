import { describe, expect, it } from "vitest";
import { scoreFacts } from "./testing/fact-match.ts";
import { summariseExtractive } from "./summarise.ts";
import { generateBook, paginate } from "./testdata/long-document.ts";

const book = generateBook(40);
const statementsOf = (r: ReturnType<typeof summariseExtractive>) => r.sections.flatMap((s) => s.statements.map((st) => st.text));

describe("coverage of a long document (40 chapters, each with a distinctive fact)", () => {
  it("LONG cites every chapter and carries (nearly) every chapter's fact", () => {
    const r = summariseExtractive(book.chapters, { format: "AUTO", length: "LONG", language: "EN" });
    expect(new Set(r.citations.map((c) => c.unit))).toEqual(new Set(book.chapters.map((c) => c.unit)));
    expect(r.citations.every((c) => c.verified)).toBe(true);
    const present = scoreFacts(book.facts, statementsOf(r)).filter((f) => f.present).length;
    expect(present).toBeGreaterThanOrEqual(38);
    // Long enough to be headed by chapter.
    expect(r.sections[0]?.heading).toBe("Chapter 1: Varbriholm");
  });

  it("AUTO also gives every chapter at least one statement, under the chapter's title", () => {
    const r = summariseExtractive(book.chapters, { format: "PARAGRAPH", length: "AUTO", language: "EN" });
    expect(new Set(r.citations.map((c) => c.unit)).size).toBe(40);
    expect(r.citations.length).toBeLessThan(60);
    expect(r.sections.filter((s) => s.heading !== null).map((s) => s.heading)).toEqual(book.chapters.map((c) => c.label));
  });

  it("falls back to a document's short lines when it has no sentences (a poster, a list)", () => {
    const poster = [{ unit: 1, kind: "page" as const, label: "Page 1", text: "Spring Fair\n\nSaturday 12 May\n\nMusic\n\nFood stalls\n\nFree entry" }];
    const r = summariseExtractive(poster, { format: "BULLET", length: "AUTO", language: "EN" });
    expect(r.citations.length).toBeGreaterThan(0);
    expect(r.citations.every((c) => c.verified)).toBe(true);
  });

  it("SHORT keeps its few statements and spreads them over the document's parts", () => {
    const r = summariseExtractive(book.chapters, { format: "BULLET", length: "SHORT", language: "EN" });
    const k = r.citations.length;
    expect(k).toBeGreaterThanOrEqual(3);
    expect(k).toBeLessThanOrEqual(6);
    const parts = new Set(r.citations.map((c) => Math.floor(((c.unit - 1) * k) / 40)));
    expect(parts.size).toBe(k);
    expect(r.sections).toHaveLength(1);
  });

  it("on 300 pages, AUTO covers every stretch of the document, without page-break fragments (its speed: npm run bench, summaries)", () => {
    const pages = paginate(generateBook(120, 30), 300);
    const r = summariseExtractive(pages, { format: "AUTO", length: "AUTO", language: "EN" });
    const cited = r.citations.map((c) => c.unit);
    for (let from = 1; from <= 300; from += 25) expect(cited.some((u) => u >= from && u < from + 25)).toBe(true);
    for (const text of statementsOf(r)) expect(text).toMatch(/[.!?]$/);
    // One statement per run of pages reads as prose; LONG, with more per run, is headed by page range.
    expect(r.sections.every((s) => s.heading === null)).toBe(true);
    const long = summariseExtractive(pages, { format: "AUTO", length: "LONG", language: "EN" });
    expect(long.sections[0]?.heading).toMatch(/^Pages 1–\d+$/);
    expect(long.sections.every((s) => s.heading === null || /^Pages? \d+(–\d+)?$/.test(s.heading))).toBe(true);
  });
});
