import { useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, FileText, GripVertical, Plus, Search } from "lucide-react";
import { documentDisplayName, type Document } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ListSkeleton } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { DOCUMENTS_PAGE, useDocumentList, EMPTY_FILTERS, SEARCH_DEBOUNCE_MS, FILE_TYPE_LABELS } from "@/features/documents";

/** The drag payload of a library document dropped on a folder. */
export const DOC_DRAG_TYPE = "application/x-folio-document";

function useLibraryPage() {
  const [term, setTerm] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(term);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term]);
  const list = useDocumentList({ ...EMPTY_FILTERS, search }, page);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / DOCUMENTS_PAGE));
  return { term, setTerm, page, setPage, pages, list };
}

function Pager({ page, pages, setPage }: { page: number; pages: number; setPage: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Library pages" className="flex items-center justify-between gap-2">
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label="Previous page">
        <ChevronLeft />
      </Button>
      <span className="text-xs text-muted-foreground tabular-nums">
        {page} / {pages}
      </span>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label="Next page">
        <ChevronRight />
      </Button>
    </nav>
  );
}

function SearchBox({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" aria-label={label} placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} onKeyDown={(e) => e.key === "Enter" && e.preventDefault()} className="pl-9" />
    </div>
  );
}

/** Checkboxes over the library (search, pages of 20): the documents a new folder starts with. */
export function DocumentChecklist({ selected, onToggle }: { selected: readonly string[]; onToggle: (doc: Document) => void }) {
  const { term, setTerm, page, setPage, pages, list } = useLibraryPage();
  const docs = list.data?.documents ?? [];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Documents <span className="font-normal text-muted-foreground">({selected.length} chosen)</span>
      </legend>
      <SearchBox value={term} onChange={setTerm} label="Search your documents" />
      <div className="max-h-64 overflow-y-auto rounded-md border">
        {list.isPending ? (
          <ListSkeleton label="Loading documents" count={2} itemClassName="h-7" className="grid gap-1 p-2" />
        ) : list.isError || docs.length === 0 ? (
          <LibraryMessage error={list.error} term={term} className="p-3" />
        ) : (
          <ul className="divide-y">
            {docs.map((d) => (
              <li key={d.doc_id}>
                <label className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-accent">
                  <input type="checkbox" className="size-4 accent-primary" checked={selected.includes(d.doc_id)} onChange={() => onToggle(d)} />
                  <span className="min-w-0 flex-1 truncate">{documentDisplayName(d)}</span>
                  <span className="text-xs text-muted-foreground">{FILE_TYPE_LABELS[d.file_type]}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={page} pages={pages} setPage={setPage} />
    </fieldset>
  );
}

function search(term: string): boolean {
  return term.trim().length > 0;
}

/** In place of the library's documents: the request's failure, or why there are none (no match, an empty library). */
function LibraryMessage({ error, term, className }: { error: unknown; term: string; className?: string }) {
  if (error) return <p className={cn(className, "text-sm text-destructive")}>{errorDetail(error)}</p>;
  return <p className={cn(className, "text-sm text-muted-foreground")}>{search(term) ? "No documents match." : "Your library is empty: upload a document first."}</p>;
}

/**
 * The library beside a folder: each document can be dragged onto the folder or added with its
 * button (keyboard and touch). Documents already in the folder are marked.
 */
export function LibraryPanel({ inFolder, onAdd, busy }: { inFolder: ReadonlySet<string>; onAdd: (doc: Document) => void; busy: boolean }) {
  const { term, setTerm, page, setPage, pages, list } = useLibraryPage();
  const docs = list.data?.documents ?? [];
  return (
    <section aria-labelledby="library-heading" className="flex flex-col gap-2 rounded-lg border bg-card p-3">
      <div>
        <h2 id="library-heading" className="text-sm font-semibold">
          Add from your library
        </h2>
        <p className="text-xs text-muted-foreground">Drag a document onto the folder, or use its Add button.</p>
      </div>
      <SearchBox value={term} onChange={setTerm} label="Search your library" />
      {list.isPending ? (
        <ListSkeleton label="Loading documents" count={3} itemClassName="h-9" className="grid gap-1" />
      ) : list.isError || docs.length === 0 ? (
        <LibraryMessage error={list.error} term={term} />
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Library documents">
          {docs.map((d) => {
            const added = inFolder.has(d.doc_id);
            const name = documentDisplayName(d);
            return (
              <li
                key={d.doc_id}
                draggable={!added}
                onDragStart={(e) => {
                  e.dataTransfer.setData(DOC_DRAG_TYPE, d.doc_id);
                  e.dataTransfer.setData("text/plain", name);
                  e.dataTransfer.effectAllowed = "copy";
                }}
                className={`flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm ${added ? "opacity-60" : "cursor-grab bg-background active:cursor-grabbing"}`}
              >
                <GripVertical aria-hidden="true" className={`size-4 shrink-0 ${added ? "invisible" : "text-muted-foreground"}`} />
                <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 truncate" title={name}>
                  {name}
                </span>
                {added ? (
                  <span className="text-xs text-muted-foreground">In folder</span>
                ) : (
                  <Button variant="outline" size="sm" disabled={busy} onClick={() => onAdd(d)} aria-label={`Add ${name} to the folder`}>
                    <Plus /> Add
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={pages} setPage={setPage} />
    </section>
  );
}
