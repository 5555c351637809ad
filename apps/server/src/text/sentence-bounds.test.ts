import { describe, expect, it } from "vitest";
import { splitParagraphSentences } from "./paragraph-sentences.ts";
import { sentenceBounds } from "./sentence-bounds.ts";
import { splitSentences } from "./sentences.ts";

const pieces = (text: string, maxChars = 500) => sentenceBounds(text, maxChars).map(([start, end]) => text.slice(start, end).trim());

describe("sentenceBounds", () => {
  it("does not end a sentence on an abbreviation, an initial or a German spaced abbreviation", () => {
    expect(pieces("Dr. Smith met J. Doe, cf. Fig. 2 and Art. 5, approx. 40 km. Vgl. Abb. 3. Das ist z. B. ein Satz. Done.")).toEqual([
      "Dr. Smith met J. Doe, cf. Fig. 2 and Art. 5, approx. 40 km.",
      "Vgl. Abb. 3.",
      "Das ist z. B. ein Satz.",
      "Done.",
    ]);
  });

  it("ends a sentence on a lower-case letter or an everyday word that is an abbreviation only capitalised", () => {
    expect(pieces("Then type k. The key is read. He loved art. The rest is no. Nobody asked.")).toEqual([
      "Then type k.",
      "The key is read.",
      "He loved art.",
      "The rest is no.",
      "Nobody asked.",
    ]);
  });

  it("cuts a long sentence after a clause, else at a space, within the limit", () => {
    const clauses = `${"many words here, ".repeat(12)}end.`;
    for (const p of pieces(clauses, 100)) {
      expect(p.length).toBeLessThanOrEqual(100);
      if (!p.endsWith("end.")) expect(p.endsWith(",")).toBe(true);
    }
    expect(pieces("这是一个很长的句子，它有很多部分，还在继续。", 10)).toEqual(["这是一个很长的句子，", "它有很多部分，", "还在继续。"]);
  });

  it("is the rule of both readings: a quote for answers and a statement for summaries split alike", () => {
    const text = "The U.S. Department of Transportation, e.g. the FAA, acts. Prof. Lee agreed. It said so.";
    const quotes = splitSentences(text).map((s) => s.clean);
    expect(quotes).toEqual(["The U.S. Department of Transportation, e.g. the FAA, acts.", "Prof. Lee agreed.", "It said so."]);
    expect(splitParagraphSentences(text).map((s) => s.quote)).toEqual(quotes);
  });
});
