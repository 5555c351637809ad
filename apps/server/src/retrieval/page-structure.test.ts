import { describe, expect, it } from "vitest";
import { chunkFields, isHeadingLine, lineKey, repeatedLines } from "./page-structure.ts";
import { buildLexicalIndex, loadLexicalIndex } from "./lexical-index.ts";
import { searchLexical } from "./search-lexical.ts";

/** A report of `n` pages, each with a running header and a numbered footer around its own text. */
function report(bodies: string[]) {
  return bodies.map((body, i) => ({ unit: i + 1, ordinal: 0, text: `Table of Contents\n\n${body}\n\nAcme Corp | 2024 Form 10-K | ${i + 40}` }));
}

describe("page structure", () => {
  it("finds lines repeated on many pages, whatever their page numbers", () => {
    const pages = report(["Revenue grew.", "Costs fell.", "Debt was repaid.", "Cash rose.", "Staff grew.", "Stores opened."]);
    expect(repeatedLines(pages)).toEqual(new Set([lineKey("Table of Contents"), lineKey("Acme Corp | 2024 Form 10-K | 40")]));
    // Too few pages to tell a running header from a repeated phrase.
    expect(repeatedLines(pages.slice(0, 4)).size).toBe(0);
  });

  it("keys a line whatever its case, numbers and spacing", () => {
    expect(lineKey("  Acme\tCorp  |\u00a02024 Form 10-K | 45 ")).toBe("acme corp | # form #-k | #");
    expect(lineKey("Table of Contents")).toBe("table of contents");
    expect(lineKey(" \t ")).toBe("");
  });

  it("reads a page past its edge lines to tell a page of one or two lines from a longer one", () => {
    // Each page's first and last three lines hold two different lines only; its middle line is its own.
    const pages = Array.from({ length: 6 }, (_, i) => ({ unit: i + 1, ordinal: 0, text: `Contents\nContents\nContents\nPage ${i} text of its own.\nAcme\nAcme\nAcme` }));
    expect(repeatedLines(pages)).toEqual(new Set(["contents", "acme"]));
    // Pages of two different lines are all content.
    expect(repeatedLines(pages.map((p) => ({ ...p, text: "Contents\nContents\nAcme\nAcme" }))).size).toBe(0);
  });

  it("tells heading lines from sentences and table rows", () => {
    expect(isHeadingLine("CONSOLIDATED STATEMENTS OF CASH FLOWS")).toBe(true);
    expect(isHeadingLine("Consolidated Balance Sheets")).toBe(true);
    expect(isHeadingLine("Tesla, Inc.")).toBe(true);
    expect(isHeadingLine("Net sales\t$\t159,514\t$\t152,669")).toBe(false);
    expect(isHeadingLine("Cash used in investing activities in 2024 decreased compared to 2023.")).toBe(false);
    expect(isHeadingLine("(in millions)")).toBe(false);
  });

  it("indexes a page without its running lines and with its opening heading on every chunk", () => {
    const pages = report(["Revenue grew.", "CONSOLIDATED STATEMENTS OF CASH FLOWS\nYears ended\t2024\t2023\nCapital expenditures\t(3,485)\t(3,226)", "Costs fell.", "Cash rose.", "Staff grew."]);
    const chunks = [...pages, { unit: 2, ordinal: 1, text: "Repurchases of common stock\t(649)\t(7,951)" }];
    const fields = chunkFields(chunks);
    expect(fields[0]).toEqual({ body: "\nRevenue grew.\n", heading: "" });
    expect(fields[1]?.heading).toBe("CONSOLIDATED STATEMENTS OF CASH FLOWS");
    expect(fields[5]?.heading).toBe("CONSOLIDATED STATEMENTS OF CASH FLOWS");
  });

  it("gives a page that opens without a heading the capitalised heading the page before ends with", () => {
    const pages = report(["Revenue grew.", "Part I - Financial Information\nItem 1. Financial Statements:\nACME CORPORATION\nCONSOLIDATED INCOME STATEMENT", "Three Months Ended June 30,\nRevenue\t7,682\t7,405", "Costs fell.\nOther Matters", "Cash rose."]);
    const fields = chunkFields(pages);
    expect(fields[2]?.heading).toBe("Part I - Financial Information Item 1. Financial Statements: ACME CORPORATION CONSOLIDATED INCOME STATEMENT");
    // A title-case line at the foot of a page is not carried over: only a capitalised statement title is.
    expect(fields[4]?.heading).toBe("");
    // Only the page's last chunk ends it: a capitalised line at the end of an earlier chunk is not carried over.
    const split = [...pages.slice(0, 2), { unit: 2, ordinal: 1, text: "Notes follow.\nThe notes are part of these statements." }, ...pages.slice(2)];
    expect(chunkFields(split)[3]?.heading).toBe("");
  });

  it("ranks the statement a question names first, and running lines match nothing", () => {
    const bodies = Array.from({ length: 12 }, (_, i) => `Discussion ${i}: operating cash flows and capital spending were reviewed by management in 2024.`);
    bodies[7] = "CONSOLIDATED STATEMENTS OF CASH FLOWS\nin millions\t2024\t2023\nCapital expenditures\t(3,485)\t(3,226)\nNet cash provided by operating activities\t19,810\t21,172";
    const pages = report(bodies);
    const index = loadLexicalIndex(buildLexicalIndex(pages.map((p) => ({ ...p, id: `d:${p.unit}:0`, title: "acme.pdf" })), { lang: "en" }));
    const [top] = searchLexical([{ docId: "d", index }], "Give a response by relying on the details shown in the cash flow statement. What is the FY2024 capital expenditure of Acme?", { topK: 3 });
    expect(top?.unit).toBe(8);
    expect(searchLexical([{ docId: "d", index }], "table of contents", { topK: 3 })).toEqual([]);
  });
});
