import { describe, expect, it } from "vitest";
import { LANGS } from "../../../text/index.ts";
import { summariseExtractive } from "./summarise.ts";
import { generateBook, paginate } from "./testdata/long-document.ts";
import { sampleUnits } from "./testdata/sample-units.ts";
import { TEXTS } from "./texts.ts";

const paper = sampleUnits("nap-study");
const SOURCES = ["city-parks", "local-railway", "energia-solar", "museum", "pont", "library", "coffee", "desalination", "olive"];

describe("the ten languages", () => {
  it.each(LANGS)("PAPER headings are written in %s", (lang) => {
    const r = summariseExtractive(paper, { format: "PAPER", length: "AUTO", language: lang.toUpperCase() });
    const { aim, method, results, limitations } = TEXTS[lang].paper;
    expect(r.sections.map((s) => s.heading)).toEqual([aim, method, results, limitations]);
  });

  it("writes the headings correctly (spot checks) and falls back to English for an unknown language", () => {
    const heads = (language: string) => summariseExtractive(paper, { format: "PAPER", length: "AUTO", language }).sections.map((s) => s.heading);
    expect(heads("zh-CN")).toEqual(["研究目的", "研究方法", "研究结果", "局限性"]);
    expect(heads("AR")).toEqual(["الهدف", "المنهجية", "النتائج", "القيود"]);
    expect(heads("de")).toEqual(["Ziel", "Methode", "Ergebnisse", "Einschränkungen"]);
    expect(heads("xx")).toEqual(["Aim", "Method", "Results", "Limitations"]);
  });

  it.each(SOURCES)("summarises the %s sample in its own script, every quote verified", (name) => {
    const units = sampleUnits(name);
    for (const length of ["SHORT", "LONG"] as const) {
      const r = summariseExtractive(units, { format: "AUTO", length, language: "EN" });
      expect(r.citations.length).toBeGreaterThan(0);
      expect(r.citations.every((c) => c.verified)).toBe(true);
      for (const st of r.sections.flatMap((s) => s.statements)) {
        // Whole sentences, and no space left between CJK characters by a wrapped line.
        expect(st.text).toMatch(/[.!?。！？]$/u);
        expect(st.text).not.toMatch(/[\p{Script=Han}\p{Script=Hiragana}] [\p{Script=Han}\p{Script=Hiragana}]/u);
      }
    }
  });

  it("puts no space before a marker after Chinese or Japanese text, and one after other scripts", () => {
    const zh = summariseExtractive(sampleUnits("city-parks"), { format: "PARAGRAPH", length: "SHORT", language: "ZH" });
    expect(zh.markdown).toMatch(/。\[1\]/u);
    const ar = summariseExtractive(sampleUnits("desalination"), { format: "BULLET", length: "SHORT", language: "AR" });
    expect(ar.markdown).toMatch(/\. \[1\]/u);
  });

  it("labels the parts of a long document in the summary's language", () => {
    const pages = paginate(generateBook(30, 20), 120);
    const headings = (language: string) => summariseExtractive(pages, { format: "BULLET", length: "LONG", language }).sections.map((s) => s.heading ?? "");
    expect(headings("EN").length).toBeGreaterThan(4);
    expect(headings("ZH").every((h) => /^第\d+(–\d+)?页$/u.test(h))).toBe(true);
    expect(headings("JA").every((h) => /^\d+(–\d+)?ページ$/u.test(h))).toBe(true);
    expect(headings("AR").every((h) => /^الصفح(ة|ات) \d+(–\d+)?$/u.test(h))).toBe(true);
    expect(headings("DE").every((h) => /^Seiten? \d+(–\d+)?$/u.test(h))).toBe(true);
  });
});
