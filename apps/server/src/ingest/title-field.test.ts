import { describe, expect, it } from "vitest";
import { splitIntoSections } from "./sections.ts";
import { chunkTitles, documentTitleField, titleOfFileName } from "./title-field.ts";
import type { ParsedUnit } from "./types.ts";

const unit = (n: number, label: string, heading?: string): ParsedUnit => ({ unit: n, kind: "section", label, ...(heading ? { heading } : {}), text: "Some text.", source: "text", warnings: [] });

describe("titleOfFileName", () => {
  it("drops the extension, turns separators into spaces and leaves ids out", () => {
    expect(titleOfFileName("Annual_Report_2023.final.pdf")).toBe("Annual Report 2023 final");
    expect(titleOfFileName("scan_20231104_083015.txt")).toBe("scan");
    expect(titleOfFileName("550e8400-e29b-41d4-a716-446655440000 notes.txt")).toBe("notes");
    expect(titleOfFileName("report_3fa9c2d1e7.pdf")).toBe("report");
    expect(titleOfFileName("Vitamin D and cancer risk..txt")).toBe("Vitamin D and cancer risk");
  });

  it("keeps years, figures with a decimal point and hyphenated names", () => {
    expect(titleOfFileName("10-K 2024 v1.2.pdf")).toBe("10-K 2024 v1.2");
  });
});

describe("documentTitleField", () => {
  it("adds a first line that reads as a title the name lacks, once", () => {
    expect(documentTitleField("scan_0042.txt", "Annual Report 2023")).toBe("scan 0042\nAnnual Report 2023");
    expect(documentTitleField("Annual report 2023.txt", "Annual Report 2023")).toBe("Annual report 2023");
  });

  it("leaves out a first line that reads as prose", () => {
    expect(documentTitleField("notes.txt", "Dear team,")).toBe("notes");
    expect(documentTitleField("notes.txt", "We met on Monday. The budget was approved after a long discussion.")).toBe("notes");
  });
});

describe("chunkTitles", () => {
  it("gives a text file's chunks its title words and their section's heading, never the locator", () => {
    const units = [unit(1, "Lines 1-3"), unit(2, "Methods (lines 5-40)", "Methods")];
    const titleOf = chunkTitles("cell lines study.txt", { fileType: "txt", title: "Growth of cell lines", units });
    expect(titleOf(1)).toBe("cell lines study\nGrowth of cell lines");
    expect(titleOf(2)).toBe("cell lines study\nGrowth of cell lines\nMethods");
    expect(titleOf(1)).not.toMatch(/txt|Lines 1-3/);
  });

  it("uses no metadata title of other formats and no page label", () => {
    const titleOf = chunkTitles("q3-results.pdf", { fileType: "pdf", title: "Microsoft Word - Document1", units: [unit(1, "Page 1")] });
    expect(titleOf(1)).toBe("q3-results");
  });

  it("takes a plain-text section's heading from the sections the parser cuts", () => {
    const lines = ["# Results", "", ...Array.from({ length: 30 }, (_, i) => `Line ${i} of the results, with enough words to count.`)];
    const [section] = splitIntoSections(lines, lines.map((l) => (l.startsWith("# ") ? l.slice(2) : null)), 5);
    expect(section?.heading).toBe("Results");
    expect(section?.label).toBe("Results (lines 1-32)");
  });
});
