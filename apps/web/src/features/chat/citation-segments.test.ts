import { describe, expect, it } from "vitest";
import type { Citation } from "@folio/contract";
import { answerForClipboard, citationSegments } from "./citation-segments";

const one: Citation = { n: 1, doc_id: "d", doc_name: "Report.pdf", locator: { kind: "page", unit: 2, label: "Page 2" }, quote: "It rained.", verified: true };

describe("citationSegments", () => {
  it("splits text and markers, keeping the order", () => {
    expect(citationSegments("It rained [1]. Then [2] sun.", [one])).toEqual([
      { kind: "text", text: "It rained " },
      { kind: "citation", n: 1, citation: one },
      { kind: "text", text: ". Then " },
      { kind: "citation", n: 2, citation: undefined },
      { kind: "text", text: " sun." },
    ]);
  });

  it("leaves text without markers whole", () => {
    expect(citationSegments("No sources here.", [])).toEqual([{ kind: "text", text: "No sources here." }]);
  });
});

describe("answerForClipboard", () => {
  it("lists the sources after the answer", () => {
    expect(answerForClipboard("It rained [1].", [one])).toBe("It rained [1].\n\n[1] Report.pdf, Page 2: “It rained.”");
  });
});
