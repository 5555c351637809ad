import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Folder } from "@folio/contract";
import { folderKeys } from "../api";
import { EMPTY_FILTERS, SEARCH_DEBOUNCE_MS, type FilterState } from "@/features/documents";
import { FilterBar } from "./filter-bar";

const FOLDER: Folder = { id: "kb_1", name: "River notes", knowledge_base_type: "FOLDER", document_ids: ["d1", "d2"], document_count: 2, shared: false, date_time: "2026-11-23T00:00:00Z", updated_at: "2026-11-23T00:00:00Z" };

/** The Folder filter lists the user's folders (GET /api/knowledge), given here from the cache. */
function Harness({ initial, seen, folderView = false }: { initial: FilterState; seen: (s: FilterState) => void; folderView?: boolean }) {
  const [value, setValue] = useState(initial);
  const [client] = useState(() => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    qc.setQueryData(folderKeys.list(), { knowledge_bases: [FOLDER] });
    return qc;
  });
  return (
    <QueryClientProvider client={client}>
      <FilterBar
        value={value}
        folderView={folderView}
        onChange={(next) => {
          seen(next);
          setValue(next);
        }}
      />
    </QueryClientProvider>
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

  it("the Folder filter lists the folders with their document counts; checking one filters by it", () => {
    const seen = vi.fn();
    render(<Harness initial={EMPTY_FILTERS} seen={seen} />);
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    expect(screen.getByText("Folder", { selector: "summary" })).toBeTruthy();
    const choice = screen.getByRole("checkbox", { name: /River notes/ });
    expect(choice.closest("label")?.textContent).toContain("2");
    fireEvent.click(choice);
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ folders: ["kb_1"] }));
  });

  it("in folder view the Folder filter is hidden and the search box filters folders (the other filters stay)", () => {
    vi.useFakeTimers();
    const seen = vi.fn();
    render(<Harness initial={{ ...EMPTY_FILTERS, fileTypes: ["pdf"] }} seen={seen} folderView />);
    expect(screen.queryByRole("button", { name: /^Folder/ })).toBeNull();
    expect(screen.queryByRole("searchbox", { name: "Search documents" })).toBeNull();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search folders" }), { target: { value: "river" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ folderSearch: "river", search: "", fileTypes: ["pdf"] }));
    fireEvent.click(screen.getByRole("button", { name: "Filter (1 on)" }));
    expect(screen.queryByText("Folder", { selector: "summary" })).toBeNull();
  });
});
