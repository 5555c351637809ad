import { describe, expect, it } from "vitest";
import { summariseExtractive, summariseExtractiveAsync } from "./summarise.ts";
import { sampleUnits } from "./testdata/sample-units.ts";
import type { SourceUnit, SummaryFormat, SummaryLength, SummaryResult } from "./types.ts";

const paper = sampleUnits("nap-study");
const article = sampleUnits("bike-lanes");
const FORMATS: SummaryFormat[] = ["AUTO", "PARAGRAPH", "BULLET", "PAPER"];
const LENGTHS: SummaryLength[] = ["SHORT", "AUTO", "LONG"];

function expectWellFormed(r: SummaryResult, units: SourceUnit[]): void {
  const statements = r.sections.flatMap((s) => s.statements);
  expect(statements.length).toBeGreaterThan(0);
  expect(r.citations.map((c) => c.n)).toEqual(statements.map((_, i) => i + 1));
  expect(r.citations.every((c) => c.verified)).toBe(true);
  // Every marker [1]..[n] appears once, in order.
  expect([...r.markdown.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))).toEqual(r.citations.map((c) => c.n));
  for (const [i, st] of statements.entries()) {
    const c = r.citations[i];
    expect(st.citations).toEqual([{ unit: c?.unit, kind: c?.kind, label: c?.label, quote: c?.quote }]);
    const unit = units.find((u) => u.unit === c?.unit);
    expect(unit?.text.replace(/\s+/g, " ")).toContain(c?.quote);
  }
}

describe("summariseExtractive: formats and lengths", () => {
  for (const format of FORMATS) {
    for (const length of LENGTHS) {
      it(`${format} ${length} is well formed, verified and in its format`, () => {
        const r = summariseExtractive(paper, { format, length, language: "EN" });
        expectWellFormed(r, paper);
        expect(r.format).toBe(format === "AUTO" ? "PAPER" : format);
        expect(r.length).toBe(length);
        expect(r.title).toBe("Effects of a Short Nap on Memory for Word Pairs");
        const lines = r.markdown.split("\n").filter((l) => l !== "" && !l.startsWith("## "));
        if (r.format === "BULLET") expect(lines.every((l) => l.startsWith("- "))).toBe(true);
        else expect(lines.some((l) => l.startsWith("- "))).toBe(false);
        if (r.format === "PAPER") expect(r.sections.map((s) => s.heading)).toEqual(["Aim", "Method", "Results", "Limitations"]);
        // The references are back matter, never summarised.
        expect(r.markdown).not.toContain("Journal of Sleep Research");
      });
    }
  }

  it("grows with LENGTH: SHORT < AUTO ≤ LONG, in statements and in words", () => {
    for (const units of [paper, article]) {
      const [short, auto, long] = LENGTHS.map((length) => summariseExtractive(units, { format: "PARAGRAPH", length, language: "EN" }));
      const count = (r?: SummaryResult) => r?.citations.length ?? 0;
      const words = (r?: SummaryResult) => r?.markdown.split(/\s+/).length ?? 0;
      expect(count(short)).toBeLessThan(count(auto));
      expect(count(auto)).toBeLessThanOrEqual(count(long));
      expect(words(short)).toBeLessThan(words(long));
    }
  });

  it("files PAPER sentences under the right headings", () => {
    const r = summariseExtractive(paper, { format: "PAPER", length: "LONG", language: "EN" });
    const under = (heading: string) => r.sections.find((s) => s.heading === heading)?.statements.map((s) => s.text).join(" ") ?? "";
    expect(under("Aim")).toMatch(/This study examines whether a short nap|The aim of this study/);
    expect(under("Method")).toContain("We recruited 120 undergraduate students");
    expect(under("Results")).toContain("Nappers recalled 31.2 pairs");
    expect(under("Limitations")).toContain("may not generalise to older adults");
  });

  it("AUTO chooses by shape: a paper is PAPER, slides are BULLET, an article is PARAGRAPH", () => {
    const slides: SourceUnit[] = ["Revenue grew by a fifth in the spring quarter.", "Costs fell after the new warehouse opened.", "Hiring will resume in the autumn for the shops."].map((text, i) => ({
      unit: i + 1,
      kind: "slide",
      label: `Slide ${i + 1}`,
      text: `Quarter ${i + 1}\n${text}\nMore detail follows in the appendix tables.`,
    }));
    expect(summariseExtractive(paper, { format: "AUTO", length: "AUTO", language: "EN" }).format).toBe("PAPER");
    expect(summariseExtractive(slides, { format: "AUTO", length: "AUTO", language: "EN" }).format).toBe("BULLET");
    expect(summariseExtractive(article, { format: "AUTO", length: "AUTO", language: "EN" }).format).toBe("PARAGRAPH");
  });

  it("a prompt steers the choice towards its terms", () => {
    const plain = summariseExtractive(article, { format: "BULLET", length: "SHORT", language: "EN" });
    const steered = summariseExtractive(article, { format: "BULLET", length: "SHORT", language: "EN", prompt: "What happened to buses and deliveries?" });
    expect(plain.markdown).not.toContain("Buses were delayed");
    expect(steered.markdown).toContain("Buses were delayed");
  });

  it("is deterministic", () => {
    const a = summariseExtractive(article, { format: "AUTO", length: "LONG", language: "EN" });
    const b = summariseExtractive(article, { format: "AUTO", length: "LONG", language: "EN" });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it("reports progress per unit and ends at total; gives an empty summary for an empty document", () => {
    const calls: [number, number][] = [];
    summariseExtractive(paper, { format: "AUTO", length: "AUTO", language: "EN", onProgress: (done, total) => calls.push([done, total]) });
    expect(calls.at(-1)).toEqual([paper.length + 1, paper.length + 1]);
    expect(calls.map(([d]) => d)).toEqual([...calls.map(([d]) => d)].sort((x, y) => x - y));
    const empty = summariseExtractive([], { format: "AUTO", length: "AUTO", language: "EN" });
    expect(empty).toMatchObject({ sections: [], markdown: "", citations: [], title: null });
  });

  it("stops with an AbortError when its signal aborts, before or during the work", async () => {
    const stopped = new AbortController();
    stopped.abort();
    expect(() => summariseExtractive(paper, { format: "AUTO", length: "AUTO", language: "EN", signal: stopped.signal })).toThrow(expect.objectContaining({ name: "AbortError" }));
    const book: SourceUnit[] = Array.from({ length: 50 }, (_, i) => ({ unit: i + 1, kind: "page", label: `Page ${i + 1}`, text: "A page of text that says a thing. Another sentence follows it here." }));
    const midway = new AbortController();
    const run = summariseExtractiveAsync(book, { format: "AUTO", length: "AUTO", language: "EN", signal: midway.signal, onProgress: (done) => done === 10 && midway.abort() });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });
});
