import { describe, expect, it } from "vitest";
import { DATE_RANGES } from "@folio/contract";
import { documentFilters } from "./document-filters.ts";

describe("documentFilters", () => {
  it("reads the known file types and the date bucket", () => {
    expect(documentFilters({ file_type: "PDF, rtf,exe,", date_range: "week" })).toEqual({ search: undefined, types: ["pdf", "rtf"], range: DATE_RANGES.week });
  });

  it("lets a search term clear the other filters", () => {
    expect(documentFilters({ search: "report", file_type: "pdf", date_range: "today" })).toEqual({ search: "report", types: [], range: undefined });
  });

  it("treats an empty search as no search", () => {
    expect(documentFilters({ search: "", file_type: "csv" })).toEqual({ search: undefined, types: ["csv"], range: undefined });
  });
});
