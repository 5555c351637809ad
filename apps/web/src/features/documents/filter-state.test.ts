import { describe, expect, it } from "vitest";
import { activeFilterCount, EMPTY_FILTERS, effectiveSearch, listQueryFor, toggleFileType, withDateRange, withSearch } from "./filter-state";

describe("filter state", () => {
  const filtered = withDateRange(toggleFileType(toggleFileType({ ...EMPTY_FILTERS, folders: ["kb_1"] }, "pdf"), "csv"), "week");

  it("keeps file types in the contract's order and toggles them off again", () => {
    expect(filtered.fileTypes).toEqual(["pdf", "csv"]);
    expect(toggleFileType(filtered, "pdf").fileTypes).toEqual(["csv"]);
    expect(activeFilterCount(filtered)).toBe(4);
  });

  it("a search of 3 characters or more clears the folder, file-type and date filters", () => {
    const searched = withSearch(filtered, "budget");
    expect(searched).toMatchObject({ search: "budget", folders: [], fileTypes: [], dateRange: null });
    expect(activeFilterCount(searched)).toBe(0);
  });

  it("a term under 3 characters is kept but neither searches nor clears", () => {
    const typed = withSearch(filtered, "bu");
    expect(typed).toMatchObject({ search: "bu", fileTypes: ["pdf", "csv"], dateRange: "week" });
    expect(effectiveSearch("  bu ")).toBeUndefined();
    expect(listQueryFor(typed, 1, 20)).toMatchObject({ search: undefined, file_type: "pdf,csv", date_range: "week" });
  });

  it("choosing a filter ends a search", () => {
    const searched = withSearch(EMPTY_FILTERS, "budget");
    expect(toggleFileType(searched, "txt")).toMatchObject({ search: "", fileTypes: ["txt"] });
    expect(withDateRange(searched, "today")).toMatchObject({ search: "", dateRange: "today" });
  });

  it("builds the list query: newest first, the page, and only the filters that apply", () => {
    expect(listQueryFor(EMPTY_FILTERS, 2, 20)).toEqual({ page: 2, page_size: 20, order: "desc", search: undefined, file_type: undefined, date_range: undefined });
    expect(listQueryFor(withSearch(filtered, "  annual report "), 1, 20)).toEqual({
      page: 1,
      page_size: 20,
      order: "desc",
      search: "annual report",
      file_type: undefined,
      date_range: undefined,
    });
  });
});
