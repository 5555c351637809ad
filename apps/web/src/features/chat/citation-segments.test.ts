import { describe, expect, it } from "vitest";
import type { Citation } from "@folio/contract";
import { answerForClipboard, citationNumber, linkCitationMarkers } from "./citation-segments";

const one: Citation = { n: 1, doc_id: "d", doc_name: "Report.pdf", locator: { kind: "page", unit: 2, label: "Page 2" }, quote: "It rained.", verified: true };

describe("linkCitationMarkers", () => {
  it("turns markers into links the renderer draws as chips", () => {
    expect(linkCitationMarkers("It rained [1][2].")).toBe("It rained [\\[1\\]](#folio-source-1)[\\[2\\]](#folio-source-2).");
  });
  it("leaves links and other brackets alone", () => {
    expect(linkCitationMarkers("See [1](https://example.com) and [a].")).toBe("See [1](https://example.com) and [a].");
  });
});

describe("citationNumber", () => {
  it("reads the number back, and nothing from other links", () => {
    expect(citationNumber("#folio-source-12")).toBe(12);
    expect(citationNumber("https://example.com")).toBeNull();
    expect(citationNumber(undefined)).toBeNull();
  });
});

describe("answerForClipboard", () => {
  it("lists the sources after the answer", () => {
    expect(answerForClipboard("It rained [1].", [one])).toBe("It rained [1].\n\n[1] Report.pdf, Page 2: “It rained.”");
  });
});
