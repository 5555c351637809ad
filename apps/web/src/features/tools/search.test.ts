import { TOOLS } from "@folio/contract";
import { describe, expect, it } from "vitest";
import { groupByCategory, searchTools } from "./search";

describe("searchTools", () => {
  it("finds by every word, ignoring case and accents", () => {
    expect(searchTools(TOOLS, "PDF merge").map((t) => t.slug)).toEqual(["pdf-merge"]);
    expect(searchTools(TOOLS, "gothic").map((t) => t.slug)).toContain("gothic-text-generator");
    expect(searchTools(TOOLS, "  ")).toHaveLength(TOOLS.length);
    expect(searchTools(TOOLS, "no such tool zzz")).toEqual([]);
  });

  it("groups in the registry's category order", () => {
    const groups = groupByCategory(searchTools(TOOLS, "counter"));
    expect(groups.map((g) => g.category)).toEqual(["Text"]);
    expect(groups[0]?.tools.map((t) => t.slug)).toEqual(["word-counter", "character-counter", "sentence-counter"]);
  });
});
