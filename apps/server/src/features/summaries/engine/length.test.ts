import { beforeAll, describe, expect, it } from "vitest";
import { parseDocument } from "../../../ingest/index.ts";
import { fixturePath } from "../../../test-support/fixtures.ts";
import { AUTO_SHORT_UP_TO_WORDS, LONG_MAX_WORDS, LONG_SHARE, MIN_LIMIT_WORDS, SHORT_MAX_WORDS, wordLimit } from "./budget.ts";
import { summariseExtractive } from "./summarise.ts";
import { paginate } from "./testdata/long-document.ts";
import type { SourceUnit, SummaryLength, SummaryResult } from "./types.ts";
import { countWords } from "../../../text/index.ts";
import { countSummaryWords } from "./summary-words.ts";

/**
 * Summaries honour their length on real public-domain texts of 2,000 to 62,000 words (the repository's
 * fixtures): SHORT at most 300 words, LONG at most 15% of the source and never above 1,200, AUTO
 * within one of the two, and on AUTO and LONG every chapter (or page) of substance is still cited.
 */
interface Source {
  name: string;
  units: SourceUnit[];
}

const sources: Source[] = [];
const wordsOf = (units: SourceUnit[]) => units.reduce((n, u) => n + countWords(u.text), 0);

beforeAll(async () => {
  // Joseph Conrad and Ford Madox Ford, The Inheritors (1901): 19 chapters of 2,000-4,700 words after five short front pages.
  const novel = (await parseDocument(fixturePath("epub", "testEPUB_multi-metadata-vals.epub"), "epub")).units;
  const chapters = (from: number, to: number) => novel.filter((u) => u.unit >= from && u.unit <= to);
  sources.push(
    { name: "The Inheritors, chapter II (~2k words)", units: chapters(7, 7) },
    { name: "The Inheritors, front matter and chapter I (~4k words)", units: chapters(1, 6) },
    { name: "The Inheritors, chapters II-V (~11k words)", units: chapters(7, 10) },
    { name: "The Inheritors, chapters I-VIII (~24k words)", units: chapters(6, 13) },
    { name: "The Inheritors, whole (~62k words)", units: novel },
    // As a PDF of the same text would be read: pages cut regardless of chapters.
    { name: "The Inheritors, chapters II-V as 36 pages (~11k words)", units: paginate({ chapters: chapters(7, 10), facts: [] }, 36) },
    { name: "Candide, chapters I-V, French (~4k words)", units: (await parseDocument(fixturePath("txt", "candide-utf-16le.txt"), "txt")).units },
    { name: "Rashomon, Japanese", units: (await parseDocument(fixturePath("txt", "rashomon-shift-jis.txt"), "txt")).units },
  );
}, 120_000);

const LENGTHS: SummaryLength[] = ["SHORT", "AUTO", "LONG"];
// A unit of substance: a chapter or page with this many words, which AUTO and LONG must cite.
const SUBSTANTIAL = 250;

function check(source: Source, length: SummaryLength, r: SummaryResult): void {
  const sourceWords = wordsOf(source.units);
  const words = countSummaryWords(r);
  const where = `${source.name} ${length}: ${words} words of ${sourceWords}`;
  expect(r.citations.length, where).toBeGreaterThan(0);
  expect(r.citations.every((c) => c.verified), where).toBe(true);
  const long = Math.min(LONG_MAX_WORDS, Math.max(MIN_LIMIT_WORDS, LONG_SHARE * sourceWords));
  if (length === "SHORT") expect(words, where).toBeLessThanOrEqual(SHORT_MAX_WORDS);
  expect(words, where).toBeLessThanOrEqual(long);
  if (length === "AUTO" && sourceWords <= AUTO_SHORT_UP_TO_WORDS) expect(words, where).toBeLessThanOrEqual(SHORT_MAX_WORDS);
  // PAPER files sentences by what they say (aim, method...), not by where they are.
  if (length === "SHORT" || r.format === "PAPER") return;
  const cited = new Set(r.citations.map((c) => c.unit));
  if (source.units[0]?.kind === "page") {
    // Pages are summarised in runs (AUTO: up to 24 of them): no three pages in a row go uncited.
    const uncited = source.units.filter((u, i) => [0, 1, 2].every((k) => !cited.has(source.units[i + k]?.unit ?? u.unit)) && i + 2 < source.units.length);
    expect(uncited.map((u) => u.label), where).toEqual([]);
    return;
  }
  const missing = source.units.filter((u) => countWords(u.text) >= SUBSTANTIAL && !cited.has(u.unit)).map((u) => u.label);
  expect(missing, where).toEqual([]);
}

describe("summary lengths on real documents", () => {
  it("every length stays within its words, and AUTO and LONG cite every chapter or page of substance", () => {
    expect(sources.map((s) => wordsOf(s.units) > 1500)).toEqual(sources.map(() => true));
    for (const source of sources) {
      for (const length of LENGTHS) check(source, length, summariseExtractive(source.units, { format: "AUTO", length, language: "EN" }));
    }
  });

  it("holds PARAGRAPH, BULLET and PAPER to the same limits", () => {
    for (const source of sources.filter((s) => !s.name.includes("whole"))) {
      for (const format of ["PARAGRAPH", "BULLET", "PAPER"] as const) {
        for (const length of LENGTHS) check(source, length, summariseExtractive(source.units, { format, length, language: "FR" }));
      }
    }
  });

  it("LONG grows with the source up to its cap: a few hundred words for a chapter, about 1,200 for a novel", () => {
    const longWords = (name: string) => countSummaryWords(summariseExtractive(sources.find((s) => s.name.startsWith(name))?.units ?? [], { format: "AUTO", length: "LONG", language: "EN" }));
    const chapter = longWords("The Inheritors, chapter II");
    const novel = longWords("The Inheritors, whole");
    expect(chapter).toBeGreaterThan(150);
    expect(novel).toBeGreaterThan(900);
    expect(novel).toBeLessThanOrEqual(LONG_MAX_WORDS);
  });
});

describe("wordLimit", () => {
  it("SHORT 300, LONG 15% up to 1,200 (at least 100), AUTO SHORT's up to 4,000 source words then LONG's", () => {
    expect([500, 2000, 4000, 10_000, 22_000].map((n) => wordLimit("SHORT", n))).toEqual([100, 300, 300, 300, 300]);
    expect([500, 2000, 4000, 10_000, 22_000].map((n) => wordLimit("LONG", n))).toEqual([100, 300, 600, 1200, 1200]);
    expect([500, 2000, 4000, 4001, 10_000, 22_000].map((n) => wordLimit("AUTO", n))).toEqual([100, 300, 300, 600, 1200, 1200]);
  });
});

describe("countWords", () => {
  it("counts as a reader does: words between spaces, punctuation not; Chinese and Japanese by ICU's words", () => {
    expect(countWords("Don't stop — it's 3.5 km, e-mail me!")).toBe(7);
    expect(countWords("  - [ ] …  ")).toBe(0);
    expect(countWords("L'été dernier, à Paris.")).toBe(4);
    expect(countWords("폐교된 초등학교 건물을 고쳐 도서관을 만들었다")).toBe(6);
    expect(countWords("图书馆在城市中心。")).toBeGreaterThanOrEqual(3);
    expect(countWords("图书馆在城市中心。")).toBeLessThanOrEqual(5);
  });

  it("counts a summary's headings and statements, not its markers or markup", () => {
    const summary = { sections: [{ heading: "Chapter 1: The Storm", statements: [{ text: "The ship sank in 1700." }, { text: "Nobody drowned." }] }] };
    expect(countSummaryWords(summary)).toBe(4 + 5 + 2);
  });
});
