import { describe, expect, it } from "vitest";
import { summaryHtml } from "./summary-html.ts";
import type { PdfSummary, SummaryPdfInput } from "./types.ts";

const summary: PdfSummary = {
  format: "BULLET",
  sections: [
    {
      heading: null,
      statements: [
        { text: "Rivers flood in spring.", citations: [{ unit: 12, quote: "Rivers flood in spring." }] },
        { text: "An invented claim.", citations: [{ unit: 2, quote: "not in the unit" }] },
        { text: "Section two says more.", citations: [{ unit: 2, quote: `${"A long quote. ".repeat(30)}End.` }] },
      ],
    },
  ],
  citations: [
    { n: 1, unit: 12, kind: "page", label: "Page 12", quote: "Rivers flood in spring.", verified: true },
    { n: 2, unit: 2, kind: "page", label: "Page 2", quote: "not in the unit", verified: false },
    { n: 3, unit: 2, kind: "section", label: "Section 2", quote: `${"A long quote. ".repeat(30)}End.`, verified: true },
  ],
};
const input = (language: string, s: PdfSummary = summary): SummaryPdfInput => ({ title: "T", source: "doc.pdf", date: new Date("2026-11-23T10:00:00Z"), language, summary: s });

describe("summaryHtml", () => {
  it("sets lang and dir, and writes labels, dates and quotation marks in the language", () => {
    expect(summaryHtml(input("AR"))).toContain('<html lang="ar" dir="rtl">');
    expect(summaryHtml(input("ja"))).toContain('<html lang="ja" dir="ltr">');
    const zh = summaryHtml(input("zh-CN"));
    expect(zh).toContain('lang="zh-Hans"');
    expect(zh).toContain("来源：doc.pdf");
    expect(zh).toContain("2026年11月23日");
    expect(zh).toContain("第12页</span>：“Rivers flood in spring.”");
    expect(summaryHtml(input("DE"))).toContain("Seite 12</span>: „Rivers flood in spring.“");
    expect(summaryHtml(input("fr"))).toContain("Page 12</span>\u00a0: «\u00a0Rivers flood in spring.\u00a0»");
    expect(summaryHtml(input("xx"))).toContain('<html lang="en" dir="ltr">');
  });

  it("uses system Noto fonts in the language's order and loads nothing from the network", () => {
    const ja = summaryHtml(input("JA"));
    expect(ja).toMatch(/font-family: "Noto Sans", "Noto Sans CJK JP", "Noto Sans CJK SC"/);
    expect(summaryHtml(input("EN"))).toMatch(/font-family: "Noto Serif", "Noto Serif CJK SC"/);
    expect(summaryHtml(input("AR"))).toContain('"Noto Naskh Arabic"');
    expect(ja).not.toMatch(/https?:|@import|<link|<script/);
  });

  it("shows verified sources only, as numbered notes linked from their statements, long quotes shortened", () => {
    const html = summaryHtml(input("EN"));
    expect(html).toContain('<li>Rivers flood in spring.<sup class="ref"><a href="#note-1">[1]</a></sup></li>');
    expect(html).toContain("<li>An invented claim.</li>");
    expect(html).not.toContain('id="note-2"');
    const note = html.match(/<li id="note-3"><span class="n">\[3\]<\/span> <span class="where">Section 2<\/span>: “((?:A long quote\. )+A)…”<\/li>/);
    expect(note?.[1]?.length).toBeLessThanOrEqual(240);
    const prose = summaryHtml(input("EN", { ...summary, format: "PARAGRAPH" }));
    expect(prose).toContain("<p>Rivers flood in spring.<sup");
    expect(prose).not.toContain("<ul>");
  });
});
