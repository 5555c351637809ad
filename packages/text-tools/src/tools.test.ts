import { TOOLS } from "@folio/contract";
import { describe, expect, it } from "vitest";
import { isTextTool, runTextTool } from "./run.ts";

const run = (slug: string, text: string, options?: unknown) => {
  const r = runTextTool(slug, text, options, () => 7);
  return r.ok ? r.output : `refused: ${r.detail}`;
};

describe("runTextTool", () => {
  it("has a function for every text tool of the registry and none for the others", () => {
    for (const t of TOOLS) expect(isTextTool(t.slug), t.slug).toBe(t.kind === "text");
  });

  it("refuses unknown tools, bad options and too long a text with a message", () => {
    expect(run("pdf-merge", "x")).toMatch(/^refused: There is no text tool/);
    expect(run("case-converter", "x", { case: "bogus" })).toMatch(/^refused: Invalid option case/);
    expect(run("word-counter", "x".repeat(100_001))).toMatch(/at most 100,000/);
  });

  it("answers the counters as lines", () => {
    expect(run("word-counter", "One two. Three!")).toBe(
      "Words: 3\nCharacters: 15\nCharacters without spaces: 13\nSentences: 2\nParagraphs: 1\nReading time: 1 s",
    );
  });

  it("repeats within the output limit", () => {
    expect(run("text-repeater", "ab", { count: 3, separator: "comma" })).toBe("ab, ab, ab");
    expect(run("text-repeater", "abcdefghijklmnopqrstuvwxyz", { count: 10_000 })).toMatch(/^refused: The result would be 269,999 characters.*at most 7,407 times/);
  });

  it("reverses by grapheme, words or lines", () => {
    expect(run("reverse-text-generator", "Hello 👍🏽 cafe\u0301\nline2")).toBe("2enil\ne\u0301fac 👍🏽 olleH");
    expect(run("reverse-text-generator", "one two  three\nfour five", { by: "words" })).toBe("three  two one\nfive four");
    expect(run("reverse-text-generator", "a\nb\nc", { by: "lines" })).toBe("c\nb\na");
    expect(run("reverse-text-generator", "مرحبا")).toBe("ابحرم");
  });

  it("makes acronyms by the stated rules", () => {
    expect(run("acronym-generator", "National Aeronautics and Space Administration\nportable document format")).toBe("NASA\nPDF");
    expect(run("acronym-generator", "as soon as possible", { dots: true })).toBe("S.P.");
    expect(run("acronym-generator", "of the", {})).toBe("OT");
    expect(run("acronym-generator", "self-contained underwater breathing apparatus", { skip_small_words: false })).toBe("SCUBA");
  });

  it("makes hashtags: punctuation dropped, accents kept, numbers alone left out, no repeats", () => {
    expect(run("hashtag-generator", "Summer vibes, café au lait! 2024 summer")).toBe("#Summer #Vibes #Café #Au #Lait");
    expect(run("hashtag-generator", "summer vibes\ncafé au lait", { from: "lines" })).toBe("#SummerVibes #CaféAuLait");
    expect(run("hashtag-generator", "Summer Vibes", { style: "lower", from: "lines" })).toBe("#summervibes");
    expect(run("hashtag-generator", "a b c d", { max: 2 })).toBe("#A #B");
  });

  it("wraps the HTML editor's document with the preview policy first", () => {
    expect(run("html-editor", "<p>hi</p>")).toMatch(/^<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'none';.*"><p>hi<\/p>$/);
  });
});
