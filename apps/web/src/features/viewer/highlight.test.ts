import { describe, expect, it } from "vitest";
import { findQuote, pieceRanges, segmentsFor } from "./highlight";

const slice = (text: string, quote: string) => {
  const r = findQuote(text, quote);
  return r ? text.slice(r.start, r.end) : null;
};

describe("findQuote", () => {
  it("finds a quote ignoring case, line breaks and runs of spaces", () => {
    const text = "Intro.\nThe quick  brown\nfox jumps over the lazy dog. End.";
    expect(slice(text, "the QUICK brown fox jumps")).toBe("The quick  brown\nfox jumps");
  });

  it("matches CJK text broken across lines, where the quote has no line break", () => {
    const text = "前文。\n本規則は、\n令和五年四月一日から施行する。";
    expect(slice(text, "本規則は、令和五年四月一日から施行する")).toBe("本規則は、\n令和五年四月一日から施行する");
  });

  it("treats curly and straight quotes, dashes and ellipses alike", () => {
    const text = "He said \u201cit\u2019s done\u201d \u2014 and left\u2026";
    expect(slice(text, "said \"it's done\" - and left...")).toBe("said \u201cit\u2019s done\u201d \u2014 and left\u2026");
  });

  it("falls back to the longest piece of a quote cut with an ellipsis", () => {
    const text = "The committee met on Tuesday and approved the annual budget after a long debate.";
    expect(slice(text, "The committee met on Tuesday ... something not in the text at all")).toBe("The committee met on Tuesday");
  });

  it("falls back to the head of a quote that runs past the unit's end", () => {
    const text = "Last words of the page: the experiment was repeated three times";
    expect(slice(text, "the experiment was repeated three times with the same result on the next page")).toBe(
      "the experiment was repeated three times",
    );
  });

  it("finds nothing for an absent or empty quote, or a short unrelated one", () => {
    expect(findQuote("some text", undefined)).toBeNull();
    expect(findQuote("some text", "   ")).toBeNull();
    expect(findQuote("some text", "missing")).toBeNull();
  });
});

describe("segmentsFor", () => {
  it("splits around the range and marks the middle", () => {
    expect(segmentsFor("abcdef", { start: 2, end: 4 })).toEqual([
      { text: "ab", marked: false },
      { text: "cd", marked: true },
      { text: "ef", marked: false },
    ]);
    expect(segmentsFor("abc", null)).toEqual([{ text: "abc", marked: false }]);
    expect(segmentsFor("abc", { start: 0, end: 3 })).toEqual([{ text: "abc", marked: true }]);
  });
});

describe("pieceRanges", () => {
  it("maps a range over joined text-layer spans to each span's part", () => {
    const pieces = ["Hello ", "wide ", "world"];
    const text = pieces.join("");
    const range = findQuote(text, "wide world");
    expect(range).not.toBeNull();
    expect(pieceRanges(pieces, range ?? { start: 0, end: 0 })).toEqual([
      [1, 0, 5],
      [2, 0, 5],
    ]);
    expect(pieceRanges(pieces, { start: 3, end: 8 })).toEqual([
      [0, 3, 6],
      [1, 0, 2],
    ]);
  });
});
