import { describe, expect, it } from "vitest";
import { splitParagraphSentences } from "./paragraph-sentences.ts";

const quotes = (text: string, layout: "prose" | "lines" = "prose") => splitParagraphSentences(text, layout).filter((s) => !s.heading).map((s) => s.quote);

describe("splitParagraphSentences", () => {
  it("joins hard-wrapped lines and keeps abbreviations and initials inside their sentence", () => {
    const text = "Dr. Smith met J. Doe in the lab, e.g. on\nMondays. The results were\nclear. Das ist z. B. ein Satz.";
    expect(quotes(text)).toEqual(["Dr. Smith met J. Doe in the lab, e.g. on Mondays.", "The results were clear.", "Das ist z. B. ein Satz."]);
  });

  it("returns spans of the text: each quote is found in the text once whitespace is collapsed", () => {
    const text = "First  sentence\nwraps here.   Second one!\n\nThird, in a new paragraph?";
    const flat = text.replace(/\s+/g, " ");
    for (const s of splitParagraphSentences(text, "prose")) {
      expect(flat).toContain(s.quote);
      expect(text.slice(s.start, s.start + 5)).toBe(s.quote.slice(0, 5));
    }
  });

  it("flags headings, numbers paragraphs and strips list bullets", () => {
    const text = "2. Methods\n\nWe measured the river twice a day.\n\n- Samples were frozen at once.\n- Each was tested twice.";
    const out = splitParagraphSentences(text, "prose");
    expect(out.map((s) => [s.quote, s.heading, s.paragraph])).toEqual([
      ["2. Methods", true, 0],
      ["We measured the river twice a day.", false, 1],
      ["Samples were frozen at once.", false, 2],
      ["Each was tested twice.", false, 2],
    ]);
  });

  it("knows numbered Chinese headings even without a blank line after them", () => {
    const out = splitParagraphSentences("二、研究方法\n我们调查了一千二百名居民。\n\n第三章 结果\n步数增加了。", "prose");
    expect(out.map((s) => [s.quote, s.heading])).toEqual([
      ["二、研究方法", true],
      ["我们调查了一千二百名居民。", false],
      ["第三章 结果", true],
      ["步数增加了。", false],
    ]);
  });

  it("cuts Chinese, Japanese and Arabic sentences at their own punctuation", () => {
    expect(quotes("这是第一句。这是第二句！第三句？")).toEqual(["这是第一句。", "这是第二句！", "第三句？"]);
    expect(quotes("これは文です。次の文です。")).toEqual(["これは文です。", "次の文です。"]);
    expect(quotes("هذه جملة. وهذه جملة أخرى؟ نعم!")).toEqual(["هذه جملة.", "وهذه جملة أخرى؟", "نعم!"]);
  });

  it("reads slides line by line and cuts a sentence longer than 400 characters at a space", () => {
    const slide = splitParagraphSentences("Quarterly results\nRevenue grew 20%\nCosts fell", "lines");
    expect(slide.map((s) => [s.quote, s.heading])).toEqual([["Quarterly results", true], ["Revenue grew 20%", false], ["Costs fell", false]]);
    const long = `${"word ".repeat(150)}end.`;
    const pieces = quotes(long);
    expect(pieces.length).toBe(2);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(400);
  });
});
