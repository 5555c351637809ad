import { FILE_TYPES, type DATE_RANGES, type FileType } from "@folio/contract";

export type DateRangeKey = keyof typeof DATE_RANGES;

/** The spec's filter state: checked folders, checked file types, the date range, the search term, the folder search term. */
export interface FilterState {
  folders: readonly string[];
  fileTypes: readonly FileType[];
  dateRange: DateRangeKey | null;
  search: string;
  folderSearch: string;
}

export const EMPTY_FILTERS: FilterState = { folders: [], fileTypes: [], dateRange: null, search: "", folderSearch: "" };

/** The spec: a search needs at least 3 characters and is debounced 300 ms. */
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** A search term that counts (3 characters or more, trimmed), else none. */
export function effectiveSearch(term: string): string | undefined {
  const t = term.trim();
  return t.length >= MIN_SEARCH_LENGTH ? t : undefined;
}

/** Setting a search term clears the folder, file-type and date filters (the spec's rule). */
export function withSearch(state: FilterState, search: string): FilterState {
  if (effectiveSearch(search) === undefined) return { ...state, search };
  return { ...state, search, folders: [], fileTypes: [], dateRange: null };
}

export function toggleFileType(state: FilterState, type: FileType): FilterState {
  const has = state.fileTypes.includes(type);
  const fileTypes = has ? state.fileTypes.filter((t) => t !== type) : FILE_TYPES.filter((t) => t === type || state.fileTypes.includes(t));
  return { ...state, fileTypes, search: "" };
}

export function toggleFolder(state: FilterState, folderId: string): FilterState {
  const folders = state.folders.includes(folderId) ? state.folders.filter((f) => f !== folderId) : [...state.folders, folderId];
  return { ...state, folders, search: "" };
}

/** In folder view the search box filters folders: it sets the folder search term and nothing else. */
export function withFolderSearch(state: FilterState, folderSearch: string): FilterState {
  return { ...state, folderSearch };
}

export function withDateRange(state: FilterState, dateRange: DateRangeKey | null): FilterState {
  return { ...state, dateRange, search: "" };
}

/** How many filters are on (the badge on the mobile Filter button). */
export function activeFilterCount(state: FilterState): number {
  return state.folders.length + state.fileTypes.length + (state.dateRange ? 1 : 0);
}

/** The list call's query for a filter state and a page. */
export function listQueryFor(state: FilterState, page: number, pageSize: number) {
  const search = effectiveSearch(state.search);
  return {
    page,
    page_size: pageSize,
    order: "desc" as const,
    search,
    file_type: search || state.fileTypes.length === 0 ? undefined : state.fileTypes.join(","),
    date_range: search ? undefined : (state.dateRange ?? undefined),
    knowledge_base_id: search || state.folders.length === 0 ? undefined : state.folders.join(","),
  };
}
