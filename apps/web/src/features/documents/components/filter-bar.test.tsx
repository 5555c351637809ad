import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { EMPTY_FILTERS, SEARCH_DEBOUNCE_MS, type FilterState } from "../filter-state";
import { FilterBar } from "./filter-bar";

function Harness({ initial, seen }: { initial: FilterState; seen: (s: FilterState) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FilterBar
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

describe("FilterBar", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("searches 300 ms after typing stops, and the search clears the other filters", () => {
    vi.useFakeTimers();
    const seen = vi.fn();
    render(<Harness initial={{ ...EMPTY_FILTERS, fileTypes: ["pdf"], dateRange: "week" }} seen={seen} />);
    const box = screen.getByRole("searchbox", { name: "Search documents" });
    fireEvent.change(box, { target: { value: "bud" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(seen).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "budget" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ search: "budget", fileTypes: [], dateRange: null }));
  });

  it("on phones, the Filter menu keeps changes as a draft until Apply, and Clear empties it", () => {
    const seen = vi.fn();
    render(<Harness initial={{ ...EMPTY_FILTERS, dateRange: "today" }} seen={seen} />);
    fireEvent.click(screen.getByRole("button", { name: "Filter (1 on)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "CSV" }));
    expect(seen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ fileTypes: ["csv"], dateRange: "today" }));
    fireEvent.click(screen.getByRole("button", { name: "Filter (2 on)" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ fileTypes: [], dateRange: null }));
  });
});
