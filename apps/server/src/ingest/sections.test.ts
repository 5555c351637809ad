import { describe, expect, it } from "vitest";
import { detectTextHeadings } from "./formats/txt-headings.ts";
import { GUESSED_HEADING_MIN_WORDS, splitIntoSections, wordCount } from "./sections.ts";

const paragraph = (words: number, tag: string) => `${tag} ${Array.from({ length: words - 1 }, (_, i) => `word${i % 50}`).join(" ")}`;
const sectionsOf = (text: string) => {
  const lines = text.split("\n");
  return splitIntoSections(lines, detectTextHeadings(lines), GUESSED_HEADING_MIN_WORDS);
};

describe("sections of plain text", () => {
  it("splits at Markdown, underlined and chapter headings, with line ranges in the labels", () => {
    const text = ["# Introduction", "", paragraph(200, "intro"), "", "Methods", "=======", "", paragraph(200, "methods"), "", "CHAPTER 3. Results", "", paragraph(200, "results")].join("\n");
    const units = sectionsOf(text);
    expect(units.map((u) => u.label)).toEqual(["Introduction (lines 1-3)", "Methods (lines 5-8)", "CHAPTER 3. Results (lines 10-12)"]);
    expect(units[1]?.text.startsWith("Methods\n=======")).toBe(true);
    expect(units.every((u) => u.kind === "section")).toBe(true);
  });

  it("cuts a long text without headings at paragraph breaks near 2,000 words", () => {
    const lines = Array.from({ length: 30 }, (_, i) => [paragraph(300, `p${i}`), ""]).flat();
    const units = splitIntoSections(lines, detectTextHeadings(lines), GUESSED_HEADING_MIN_WORDS);
    expect(units.map((u) => u.label)).toEqual(["Lines 1-13", "Lines 15-27", "Lines 29-41", "Lines 43-55", "Lines 57-59"]);
    for (const u of units.slice(0, -1)) expect(u.text.split(/\s+/).length).toBeGreaterThanOrEqual(2000);
    const all = units.map((u) => u.text).join("\n\n");
    expect(all).toBe(lines.join("\n").trim());
  });

  it("merges a table of contents with the text after it instead of making tiny sections", () => {
    const text = ["Contents", "", "Chapter 1", "", "Chapter 2", "", "Chapter 1", "", paragraph(300, "one"), "", "Chapter 2", "", paragraph(300, "two")].join("\n");
    const units = sectionsOf(text);
    expect(units).toHaveLength(2);
    expect(units[1]?.label).toBe("Chapter 2 (lines 11-13)");
  });

  it("does not take sentences that start with a chapter word for headings", () => {
    expect(detectTextHeadings(["", "Part of the problem is the grid.", ""])).toEqual([null, null, null]);
    expect(detectTextHeadings(["", "第三章　羅生門", "", "IV", "", "Preface", ""])).toEqual([null, "第三章　羅生門", null, "IV", null, "Preface", null]);
  });

  it("counts two CJK characters as a word", () => {
    expect(wordCount("北京的天气很好")).toBe(3.5);
    expect(wordCount("two words")).toBe(2);
  });
});
