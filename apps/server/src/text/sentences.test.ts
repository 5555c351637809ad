import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences.ts";
import { columnHeader, tableRow } from "./table-rows.ts";

// As pdftotext leaves a column of the Federal Register (test-fixtures/formats/pdf/federal-register-2020-17221.pdf, page 1).
const PDF_COLUMN = readFileSync(new URL("./testdata/federal-register-column.txt", import.meta.url), "utf8");

describe("sentences", () => {
  it("reads PDF lines as running text: whole sentences, line-break hyphens undone, each a verbatim span", () => {
    const sentences = splitSentences(PDF_COLUMN);
    expect(sentences.map((s) => s.clean)).toEqual([
      "SUMMARY: The FAA proposes to supersede Airworthiness Directive (AD) 2018–23–51, which applies to all The Boeing Company Model 737–8 and 737–9 (737 MAX) airplanes.",
      "This proposed AD would require the holder to perform an inspection of the wire routing, see https://www.regulations.gov.",
      "Include ‘‘Docket No. FAA–2020–0686’’ in your comments.",
    ]);
    for (const s of sentences) {
      expect(PDF_COLUMN.slice(s.start, s.end)).toBe(s.text);
    }
    expect(sentences[1]?.text).toContain("inspec-\ntion");
  });

  it("de-hyphenates only when the joined word is a word: compounds keep their hyphen", () => {
    const text = "The results are well-\nknown to the board. A self-\nassessment follows the inspec-\ntion. Each inspection is logged.";
    expect(splitSentences(text).map((s) => s.clean)).toEqual([
      "The results are well-known to the board.",
      "A self-assessment follows the inspection.",
      "Each inspection is logged.",
    ]);
    // The text writes "co-operate" elsewhere: the broken form keeps its hyphen.
    expect(splitSentences("We co-\noperate with them. They co-operate too.")[0]?.clean).toBe("We co-operate with them.");
  });

  it("keeps headings and slide bullets as sentences of their own", () => {
    const slide = "Sizing MaxClients\nTake total RAM\nSubtract OS allowance\nDivide by httpd process size";
    expect(splitSentences(slide, "lines").map((s) => s.clean)).toEqual(["Sizing MaxClients", "Take total RAM", "Subtract OS allowance", "Divide by httpd process size"]);
    const page = "Comments Invited\n\nThe FAA invites you to send any written\nrelevant data, views, or arguments.";
    expect(splitSentences(page).map((s) => s.clean)).toEqual(["Comments Invited", "The FAA invites you to send any written relevant data, views, or arguments."]);
  });

  it("does not run a page's running header into its first sentence", () => {
    const page = "47700\n\nFederal Register / Vol. 85, No. 152 / Thursday, August 6, 2020 / Proposed Rules\n\nrequire operators to conduct an AOA\nsensor system test.";
    expect(splitSentences(page).map((s) => s.clean)).toEqual(["47700", "Federal Register / Vol. 85, No. 152 / Thursday, August 6, 2020 / Proposed Rules", "require operators to conduct an AOA sensor system test."]);
  });

  it("does not end a sentence after an abbreviation", () => {
    expect(splitSentences("The U.S. Department of Transportation, e.g. the FAA, acts. It said so.").map((s) => s.clean)).toEqual([
      "The U.S. Department of Transportation, e.g. the FAA, acts.",
      "It said so.",
    ]);
  });

  it("quotes table rows whole, each with the column header above it", () => {
    const statement = [
      "CONSOLIDATED STATEMENTS OF OPERATIONS",
      "Years ended",
      "2022 2021 2020",
      "Net sales $ 394,328 $ 365,817 $ 274,515",
      "Cost of sales (223,546) (212,981) (169,559)",
      "Thursday, August 6, 2020",
    ].join("\n");
    const sentences = splitSentences(statement);
    const rows = sentences.filter((s) => s.row);
    expect(rows.map((s) => s.text)).toEqual(["Net sales $ 394,328 $ 365,817 $ 274,515", "Cost of sales (223,546) (212,981) (169,559)"]);
    expect(rows[0]?.row?.header).toEqual({ text: "2022 2021 2020", cells: ["2022", "2021", "2020"] });
    expect(sentences.at(-1)).toMatchObject({ clean: "Thursday, August 6, 2020" });
    expect(sentences.at(-1)?.row).toBeUndefined();

    const tabbed = "State / Territory\tPermit\tHandgun\tTotals\nAlabama\t18,870\t23,022\t71,137";
    const [, row] = splitSentences(tabbed);
    expect(row).toMatchObject({ text: "Alabama\t18,870\t23,022\t71,137", row: { header: { cells: ["State / Territory", "Permit", "Handgun", "Totals"] } } });
  });

  it("tells rows from dates and headers", () => {
    expect(tableRow("Net income $ 99,803 $ 94,680")).toEqual({ label: "Net income", figures: ["99,803", "94,680"] });
    expect(tableRow("November - 2015")).toBeNull();
    expect(tableRow("16:21 Aug 05, 2020")).toBeNull();
    expect(tableRow("Fiscal 2022 2021")).toBeNull();
    expect(columnHeader("Fiscal 2022 2021")).toEqual(["2022", "2021"]);
    expect(columnHeader("in millions\t2024\t2023\t2022")).toEqual(["in millions", "2024", "2023", "2022"]);
    expect(tableRow("Net income\t$\t6,747 $\t6,379 $\t6,998")).toEqual({ label: "Net income", figures: ["6,747", "6,379", "6,998"] });
    // A subtotal line of bare figures heads no column.
    expect(columnHeader("6,747 $\t6,379 $\t6,998")).toBeNull();
  });
});
