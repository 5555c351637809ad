import { describe, expect, it } from "vitest";
import { countSummaryWords, type SummaryCitation, type SummaryResult, type SummarySection } from "../engine/index.ts";
import { trimToWordLimit } from "./trim-to-limit.ts";

const cite = (n: number, unit: number, quote: string): SummaryCitation => ({ n, unit, kind: "page", label: `Page ${unit}`, quote, verified: true });
const words = (k: number, word: string) => Array.from({ length: k }, () => word).join(" ");

function summary(format: SummaryResult["format"], sections: { heading: string | null; statements: { text: string; cites: SummaryCitation[] }[] }[]): SummaryResult {
  const citations = [...new Map(sections.flatMap((s) => s.statements.flatMap((st) => st.cites)).map((c) => [c.n, c])).values()];
  const shaped: SummarySection[] = sections.map((s) => ({
    heading: s.heading,
    statements: s.statements.map((st) => ({ text: st.text, citations: st.cites.map(({ unit, kind, label, quote }) => ({ unit, kind, label, quote })) })),
  }));
  const markdown = sections
    .map((s) => `${s.heading ? `## ${s.heading}\n\n` : ""}${s.statements.map((st) => `${st.text}${st.cites.map((c) => ` [${c.n}]`).join("")}`).join(" ")}`)
    .join("\n\n");
  return { title: "T", format, length: "SHORT", sections: shaped, markdown, citations };
}

describe("trimToWordLimit", () => {
  const a = cite(1, 1, "Alpha quote.");
  const b = cite(2, 2, "Beta quote.");
  const c = cite(3, 3, "Gamma quote.");
  const d = cite(4, 4, "Delta quote.");

  it("leaves a summary within its limit untouched", () => {
    const s = summary("PARAGRAPH", [{ heading: null, statements: [{ text: "Short one.", cites: [a] }] }]);
    expect(trimToWordLimit(s, 100)).toBe(s);
  });

  it("drops sentences from the longest section first, uncited ones first, keeps each section's last cited sentence, renumbers 1..k", () => {
    const s = summary("PARAGRAPH", [
      { heading: "Intro", statements: [{ text: `${words(10, "intro")}.`, cites: [a] }] },
      {
        heading: "Body",
        statements: [
          { text: `${words(30, "long")}.`, cites: [b] },
          { text: `${words(12, "uncited")}.`, cites: [] },
          { text: `${words(20, "later")}.`, cites: [c] },
        ],
      },
      { heading: "End", statements: [{ text: `${words(8, "end")}.`, cites: [d] }] },
    ]);
    // 1 + 10 + 1 + 30 + 12 + 20 + 1 + 8 = 83 words; 60 needs the uncited sentence and then the longest cited one gone.
    const out = trimToWordLimit(s, 60);
    expect(countSummaryWords(out)).toBeLessThanOrEqual(60);
    expect(out.sections.map((x) => x.statements.length)).toEqual([1, 1, 1]);
    expect(out.sections[1]!.statements[0]!.text).toMatch(/^later/);
    expect(out.citations.map((x) => [x.n, x.quote])).toEqual([
      [1, "Alpha quote."],
      [2, "Gamma quote."],
      [3, "Delta quote."],
    ]);
    expect(out.markdown).toBe(`## Intro\n\n${words(10, "intro")}. [1]\n\n## Body\n\n${words(20, "later")}. [2]\n\n## End\n\n${words(8, "end")}. [3]`);
  });

  it("never drops a section's last statement, even when the limit cannot then be met", () => {
    const s = summary("BULLET", [
      { heading: null, statements: [{ text: `${words(50, "one")}.`, cites: [a] }] },
      { heading: "Two", statements: [{ text: `${words(50, "two")}.`, cites: [b] }, { text: "Also two.", cites: [] }] },
    ]);
    const out = trimToWordLimit(s, 10);
    expect(out.sections.map((x) => x.statements.length)).toEqual([1, 1]);
    expect(out.markdown).toBe(`- ${words(50, "one")}. [1]\n\n## Two\n\n- ${words(50, "two")}. [2]`);
  });

  it("keeps a section's only cited sentence and drops an uncited longer one beside it", () => {
    const s = summary("PARAGRAPH", [{ heading: null, statements: [{ text: "Cited short.", cites: [a] }, { text: `${words(40, "filler")}.`, cites: [] }, { text: "Another cited.", cites: [b] }] }]);
    const out = trimToWordLimit(s, 6);
    expect(out.sections[0]!.statements.map((x) => x.text)).toEqual(["Cited short.", "Another cited."]);
    // Both cited sentences are 2 words: 4 <= 6, so no cited sentence had to go.
    expect(out.citations.map((x) => x.n)).toEqual([1, 2]);
  });
});
