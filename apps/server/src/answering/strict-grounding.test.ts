import { describe, expect, it } from "vitest";
import { groundStrictly, keepCitedSentences } from "./strict-grounding.ts";
import type { Citation } from "./types.ts";

const citation = (n: number, quote: string): Citation => ({ n, doc_id: "doc_1", doc_name: "valley.txt", locator: { kind: "page", unit: n, label: `Page ${n}` }, quote, verified: true });

describe("keepCitedSentences", () => {
  it("keeps the sentences that carry a marker and removes the others", () => {
    const out = keepCitedSentences("The mill was built in 1832 [2]. It was probably the finest mill in England. The flood of 1911 destroyed its wheel [4].");
    expect(out).toEqual({ text: "The mill was built in 1832 [2]. The flood of 1911 destroyed its wheel [4].", removed: 1, noneVerified: false });
  });

  it("reads a marker written after the full stop as the citation of the sentence before it", () => {
    const out = keepCitedSentences("The mill was built in 1832. [2] Mills like it were common then. Kingfishers nest below it.【3】");
    expect(out.text).toBe("The mill was built in 1832. [2] Kingfishers nest below it.【3】");
    expect(out.removed).toBe(1);
    expect(keepCitedSentences("It was built.[3] Then it fell.[4][5] Nobody cared.").text).toBe("It was built.[3] Then it fell.[4][5]");
    expect(keepCitedSentences("水车建于1832年[1]。这很美。翠鸟在这里筑巢［2］。").text).toBe("水车建于1832年[1]。翠鸟在这里筑巢［2］。");
  });

  it("filters list items one by one, keeping their bullets and numbers", () => {
    const text = ["Three facts stand out:", "- The mill dates from 1832 [1].", "- It is the oldest building in the county.", "2. Kingfishers nest below it [3]. They are beautiful birds."].join("\n");
    const out = keepCitedSentences(text);
    expect(out.text).toBe(["- The mill dates from 1832 [1].", "2. Kingfishers nest below it [3]."].join("\n"));
    expect(out.removed).toBe(3);
  });

  it("keeps a heading only when something cited is left under it, subsections included", () => {
    const text = ["## History", "", "### Building", "Built in 1832 [1].", "", "## Opinion", "", "It is lovely.", "", "## Wildlife", "Kingfishers nest there [2]."].join("\n");
    const out = keepCitedSentences(text);
    expect(out.text).toBe(["## History", "", "### Building", "Built in 1832 [1].", "", "## Wildlife", "Kingfishers nest there [2]."].join("\n"));
    expect(out.removed).toBe(1);
  });

  it("keeps a table's header with its cited rows and removes uncited rows", () => {
    const text = ["| Year | Event |", "| --- | --- |", "| 1832 | Mill built [1] |", "| 1900 | Best year ever |", "| 1911 | Flood [2] |"].join("\n");
    const out = keepCitedSentences(text);
    expect(out.text).toBe(["| Year | Event |", "| --- | --- |", "| 1832 | Mill built [1] |", "| 1911 | Flood [2] |"].join("\n"));
    expect(out.removed).toBe(1);
  });

  it("keeps an answer with no cited sentence whole, to be marked rather than emptied", () => {
    expect(keepCitedSentences("The passages do not say. Try another question.")).toEqual({ text: "The passages do not say. Try another question.", removed: 0, noneVerified: true });
  });

  it("leaves an empty answer empty (a stop before the first word)", () => {
    expect(keepCitedSentences(" \n")).toEqual({ text: "", removed: 0, noneVerified: false });
    expect(groundStrictly({ text: "", citations: [] }, "EN").text).toBe("");
  });

  it("keeps abbreviations inside one sentence", () => {
    const out = keepCitedSentences("The Harlow family, e.g. John Harlow, built it [1]. Nobody knows why.");
    expect(out.text).toBe("The Harlow family, e.g. John Harlow, built it [1].");
  });
});

describe("groundStrictly", () => {
  it("numbers the sources that remain 1..k in order of first use and says how many sentences went", () => {
    const verified = {
      text: "Mills were common then. The mill was built in 1832 [5]. Its wheel was destroyed in 1911 [2][5]. That was a sad day.",
      citations: [citation(2, "the flood of 1911 destroyed its wheel"), citation(5, "built in 1832")],
    };
    const out = groundStrictly(verified, "EN");
    expect(out.text).toBe("The mill was built in 1832 [1]. Its wheel was destroyed in 1911 [2][1].\n\nSniper mode: 2 sentences without a verified source were removed.");
    expect(out.citations.map((c) => [c.n, c.quote])).toEqual([
      [1, "built in 1832"],
      [2, "the flood of 1911 destroyed its wheel"],
    ]);
  });

  it("says so in the answer's language, singular or plural, and adds nothing when every sentence is cited", () => {
    const citations = [citation(1, "built in 1832")];
    expect(groundStrictly({ text: "Erbaut 1832 [1]. Schön.", citations }, "DE").text).toBe("Erbaut 1832 [1].\n\nSniper-Modus: 1 Satz ohne überprüfte Quelle wurde entfernt.");
    expect(groundStrictly({ text: "Built in 1832 [1].", citations }, "EN").text).toBe("Built in 1832 [1].");
  });

  it("marks an answer none of whose sentences has a verified source", () => {
    const out = groundStrictly({ text: "The documents do not contain an answer to this question.", citations: [] }, "EN");
    expect(out.text).toBe("The documents do not contain an answer to this question.\n\nSniper mode: no sentence of this answer has a verified source.");
  });
});
