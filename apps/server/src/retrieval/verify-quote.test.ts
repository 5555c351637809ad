import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitSentences } from "../text/index.ts";
import { verifyQuote } from "./verify-quote.ts";

const page = "In 2019, the committee approved the “Northern Line” extension.\nConstruction began in March 2020 and is expected to finish in 2025, at a cost of £2.1 billion.";

describe("verifyQuote", () => {
  it("verifies a verbatim quote whatever its whitespace and typographic quotes", () => {
    const r = verifyQuote(page, 'the committee approved  the "Northern Line"\n extension');
    expect(r.status).toBe("verified");
    expect(r.quote).toBe("the committee approved the “Northern Line” extension");
    expect(page.slice(r.start, r.end)).toBe(r.quote);
  });

  it("verifies across a line break in the unit and with NFKC-equivalent characters", () => {
    expect(verifyQuote(page, "extension. Construction began").status).toBe("verified");
    expect(verifyQuote("ﬁnal ｒｅｐｏｒｔ here", "final report").status).toBe("verified");
  });

  it("repairs a quote with changed case or punctuation to the exact span", () => {
    const r = verifyQuote(page, "construction began in march 2020, and is expected to finish in 2025");
    expect(r.status).toBe("repaired");
    expect(r.quote).toBe("Construction began in March 2020 and is expected to finish in 2025");
  });

  it("repairs a slightly altered quote to the nearest exact span, on word boundaries", () => {
    const r = verifyQuote(page, "Construction started in March 2020 and is expected to finish in 2025");
    expect(r.status).toBe("repaired");
    expect(r.quote).toBe("Construction began in March 2020 and is expected to finish in 2025");
    expect(page.slice(r.start, r.end)).toBe(r.quote);
  });

  it("drops paraphrases, inventions and empty quotes", () => {
    expect(verifyQuote(page, "Building work on the extension started in early 2020").status).toBe("dropped");
    expect(verifyQuote(page, "The project was cancelled because of rising costs").status).toBe("dropped");
    expect(verifyQuote(page, "   ")).toEqual({ status: "dropped", quote: "   ", start: -1, end: -1 });
  });

  // Its speed is measured by `npm run bench` (retrieval: quote_repair_130kb_unit_ms), not asserted here.
  it("repairs within a long chapter, by searching around exact pieces of the quote", () => {
    const filler = "The committee met again and discussed the budget at length without a decision. ".repeat(800);
    const chapter = `${filler}Construction began in March 2020 and is expected to finish in 2025. ${filler}`;
    const r = verifyQuote(chapter, "Construction started in March 2020 and is expected to finish in 2025");
    expect(r.status).toBe("repaired");
    expect(r.quote).toBe("Construction began in March 2020 and is expected to finish in 2025");
  });

  it("verifies the sentences the text toolkit cuts from PDF lines, as written and as a reader sees them", () => {
    // As pdftotext leaves a column of the Federal Register (test-fixtures/formats/pdf/federal-register-2020-17221.pdf, page 1).
    const column = readFileSync(new URL("../text/testdata/federal-register-column.txt", import.meta.url), "utf8");
    const sentences = splitSentences(column);
    expect(sentences).toHaveLength(3);
    for (const s of sentences) {
      expect(verifyQuote(column, s.text).status).toBe("verified");
      // What the reader sees verifies too: joined lines and the undone hyphen are repaired to the span.
      expect(verifyQuote(column, s.clean).status).not.toBe("dropped");
    }
  });
});
