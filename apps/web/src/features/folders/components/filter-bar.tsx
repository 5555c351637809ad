import { useEffect, useState, type ReactNode } from "react";
import { ChevronDown, Search, SlidersHorizontal, X } from "lucide-react";
import { DATE_RANGES, FILE_TYPES } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { useFolders } from "../api";
import { FILE_TYPE_LABELS, activeFilterCount, EMPTY_FILTERS, SEARCH_DEBOUNCE_MS, toggleFileType, toggleFolder, withDateRange, withFolderSearch, withSearch, type DateRangeKey, type FilterState } from "@/features/documents";

interface FilterBarProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** Folder view (spec point 2): the Folder filter is hidden and the search box filters folders. */
  folderView?: boolean;
}

const DATE_KEYS = Object.keys(DATE_RANGES) as DateRangeKey[];
/** The spec's dropdown panel: 274 px wide, at most 500 px high. */
const PANEL = "w-[274px] max-h-[500px] overflow-y-auto";

/**
 * The spec's document filter bar: a search box (debounced 300 ms, 3 characters, clears the other
 * filters) and the Folder, File Type and Date Range dropdowns; on narrow screens the dropdowns
 * collapse into one Filter menu with a section per group and Clear / Apply.
 */
export function FilterBar({ value, onChange, folderView = false }: FilterBarProps) {
  const searched = folderView ? value.folderSearch : value.search;
  const [term, setTerm] = useState(searched);
  const [mobileOpen, setMobileOpen] = useState(false);
  const count = activeFilterCount(value);

  useEffect(() => {
    if (term === searched) return;
    const timer = window.setTimeout(() => onChange(folderView ? withFolderSearch(value, term) : withSearch(value, term)), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, searched, folderView, value, onChange]);

  const apply = (next: FilterState) => {
    // Choosing a filter ends the search (they do not combine); the box shows that.
    const nextTerm = folderView ? next.folderSearch : next.search;
    if (nextTerm !== term) setTerm(nextTerm);
    onChange(next);
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="search" aria-label={folderView ? "Filter this folder" : "Filter documents"}>
      <div className="relative min-w-0 flex-1 basis-48">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={folderView ? "Search folders" : "Search documents"}
          placeholder={folderView ? "Search folders" : "Search documents"}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          className="pl-9"
        />
      </div>

      <div className="hidden items-center gap-2 md:flex">
        {!folderView && (
          <FilterMenu label="Folder" active={value.folders.length}>
            <FolderChoices value={value} onChange={apply} />
          </FilterMenu>
        )}
        <FilterMenu label="File Type" active={value.fileTypes.length}>
          {FILE_TYPES.map((t) => (
            <DropdownMenuCheckboxItem
              key={t}
              checked={value.fileTypes.includes(t)}
              onCheckedChange={() => apply(toggleFileType(value, t))}
              onSelect={(e) => e.preventDefault()}
            >
              {FILE_TYPE_LABELS[t]}
            </DropdownMenuCheckboxItem>
          ))}
        </FilterMenu>
        <FilterMenu label="Date Range" active={value.dateRange ? 1 : 0}>
          <DropdownMenuRadioGroup value={value.dateRange ?? ""} onValueChange={(v) => apply(withDateRange(value, v ? (v as DateRangeKey) : null))}>
            <DropdownMenuRadioItem value="">Any time</DropdownMenuRadioItem>
            {DATE_KEYS.map((k) => (
              <DropdownMenuRadioItem key={k} value={k}>
                {DATE_RANGES[k].label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </FilterMenu>
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={() => apply({ ...EMPTY_FILTERS })}>
            <X /> Clear filters
          </Button>
        )}
      </div>

      <Button variant="outline" className="md:hidden" onClick={() => setMobileOpen(true)} aria-label={count ? `Filter (${count} on)` : "Filter"}>
        <SlidersHorizontal /> Filter{count > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{count}</span>}
      </Button>
      {mobileOpen && <MobileFilterMenu value={value} folderView={folderView} onClose={() => setMobileOpen(false)} onApply={apply} />}
    </div>
  );
}

function FilterMenu({ label, active, children }: { label: string; active: number; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={active ? `${label} (${active} selected)` : label}>
          {label}
          {active > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{active}</span>}
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={PANEL}>
        <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground">{label}</DropdownMenuLabel>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** In place of the folder choices: while the folders load, when they fail, or when there are none. */
function FolderListMessage({ folders, className }: { folders: ReturnType<typeof useFolders>; className?: string }) {
  if (folders.isPending) return <p className={cn(className, "text-sm text-muted-foreground")}>Loading folders…</p>;
  if (folders.isError) return <p className={cn(className, "text-sm text-destructive")}>The folders could not be loaded.</p>;
  return <p className={cn(className, "text-sm text-muted-foreground")}>No folders yet.</p>;
}

/** The user's folders as checkable choices: documents in any checked folder are shown. */
function FolderChoices({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const folders = useFolders();
  if (folders.isPending || folders.isError || folders.data.length === 0) return <FolderListMessage folders={folders} className="px-2 py-2" />;
  return (
    <>
      {folders.data.map((f) => (
        <DropdownMenuCheckboxItem key={f.id} checked={value.folders.includes(f.id)} onCheckedChange={() => onChange(toggleFolder(value, f.id))} onSelect={(e) => e.preventDefault()}>
          <span className="min-w-0 flex-1 truncate">{f.name}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{f.document_count}</span>
        </DropdownMenuCheckboxItem>
      ))}
    </>
  );
}

function MobileFolderChoices({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const folders = useFolders();
  if (folders.isPending || folders.isError || folders.data.length === 0) return <FolderListMessage folders={folders} />;
  return (
    <div className="grid gap-1">
      {folders.data.map((f) => (
        <label key={f.id} className="flex items-center gap-2 rounded px-1 py-1.5 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={value.folders.includes(f.id)} onChange={() => onChange(toggleFolder(value, f.id))} />
          <span className="min-w-0 flex-1 truncate">{f.name}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{f.document_count}</span>
        </label>
      ))}
    </div>
  );
}

interface MobileFilterMenuProps {
  value: FilterState;
  folderView: boolean;
  onClose: () => void;
  onApply: (next: FilterState) => void;
}

/** The spec's mobile Filter menu: one section per group, changes kept as a draft until Apply. */
function MobileFilterMenu({ value, folderView, onClose, onApply }: MobileFilterMenuProps) {
  const [draft, setDraft] = useState(value);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm gap-3">
        <DialogHeader>
          <DialogTitle>Filter</DialogTitle>
          <DialogDescription>Choose what to show, then apply.</DialogDescription>
        </DialogHeader>
        {!folderView && (
          <Group title="Folder">
            <MobileFolderChoices value={draft} onChange={setDraft} />
          </Group>
        )}
        <Group title="File Type" open>
          <div className="grid grid-cols-2 gap-1">
            {FILE_TYPES.map((t) => (
              <label key={t} className="flex items-center gap-2 rounded px-1 py-1.5 text-sm">
                <input type="checkbox" className="size-4 accent-primary" checked={draft.fileTypes.includes(t)} onChange={() => setDraft(toggleFileType(draft, t))} />
                {FILE_TYPE_LABELS[t]}
              </label>
            ))}
          </div>
        </Group>
        <Group title="Date Range" open>
          <div className="grid gap-1">
            {[null, ...DATE_KEYS].map((k) => (
              <label key={k ?? "any"} className="flex items-center gap-2 rounded px-1 py-1.5 text-sm">
                <input type="radio" name="date-range" className="size-4 accent-primary" checked={draft.dateRange === k} onChange={() => setDraft(withDateRange(draft, k))} />
                {k ? DATE_RANGES[k].label : "Any time"}
              </label>
            ))}
          </div>
        </Group>
        <DialogFooter className="flex-row gap-2 sm:justify-between">
          <Button variant="outline" className="flex-1" onClick={() => setDraft({ ...EMPTY_FILTERS })}>
            Clear
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Group({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-md border px-3 py-2">
      <summary className="flex cursor-pointer list-none items-center justify-between text-sm font-medium">
        {title}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}
