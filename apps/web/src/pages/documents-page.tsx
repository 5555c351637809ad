import { useCallback, useState } from "react";
import { Link } from "@tanstack/react-router";
import { FileUp } from "lucide-react";
import type { Document } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/pager";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useWithoutPending } from "@/lib/undoable";
import { DOCUMENTS_PAGE, pendingDeletionKey, useCancelDocument, useDocumentList, useRetryDocument, activeFilterCount, effectiveSearch, EMPTY_FILTERS, type FilterState, DocumentCard, DeleteDialog, RenameDialog } from "@/features/documents";
import { FilterBar } from "@/features/folders";
import { EmptyState, QueryList } from "@/components/list-states";
import { plural } from "@/lib/plural";

type Pending = { kind: "rename" | "delete"; doc: Document } | null;

/** /documents: the library, newest first in pages of 20, with the spec's filter bar. */
export function DocumentsPage() {
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const list = useDocumentList(filters, page);
  const retry = useRetryDocument();
  const cancel = useCancelDocument();

  const changeFilters = useCallback((next: FilterState) => {
    setFilters(next);
    setPage(1);
  }, []);

  const onPage = list.data?.documents ?? [];
  // Documents waiting out their undo window are hidden, as if already gone.
  const documents = useWithoutPending(onPage, (d) => pendingDeletionKey(d.doc_id));
  const total = (list.data?.total ?? 0) - (onPage.length - documents.length);
  const pages = Math.max(1, Math.ceil(total / DOCUMENTS_PAGE));
  const filtered = activeFilterCount(filters) > 0 || effectiveSearch(filters.search) !== undefined;
  const onError = (err: unknown) => toast.error(errorDetail(err));

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Documents</h1>
        <Button asChild>
          <Link to="/upload">
            <FileUp aria-hidden="true" /> Upload
          </Link>
        </Button>
      </div>

      <FilterBar value={filters} onChange={changeFilters} />

      <QueryList
        query={list}
        loading={{ label: "Loading documents", count: 5, itemClassName: "h-[74px]" }}
        isEmpty={documents.length === 0}
        empty={
          filtered ? (
            <EmptyState
              title="No documents match these filters"
              action={
                <Button variant="outline" onClick={() => changeFilters(EMPTY_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No documents yet"
              description="Upload a PDF, slides, an e-book, a text or a CSV file and ask it questions."
              action={
                <Button asChild>
                  <Link to="/upload">
                    <FileUp aria-hidden="true" /> Upload a document
                  </Link>
                </Button>
              }
            />
          )
        }
      >
        <p className="sr-only" aria-live="polite">
          {plural(total, "document")}
        </p>
        <ul className={`flex flex-col gap-2 ${list.isPlaceholderData ? "opacity-60" : ""}`} aria-label="Documents">
          {documents.map((doc) => (
            <DocumentCard
              key={doc.doc_id}
              doc={doc}
              onRename={(d) => setPending({ kind: "rename", doc: d })}
              onDelete={(d) => setPending({ kind: "delete", doc: d })}
              onRetry={(d) => retry.mutate(d.doc_id, { onError })}
              onCancel={(d) => cancel.mutate(d.doc_id, { onError })}
            />
          ))}
        </ul>
        {pages > 1 && (
          <Pager page={page} pages={pages} hasNext={page < pages} onPage={setPage} />
        )}
      </QueryList>

      {pending?.kind === "rename" && <RenameDialog doc={pending.doc} onClose={() => setPending(null)} />}
      {pending?.kind === "delete" && (
        <DeleteDialog
          doc={pending.doc}
          onClose={() => setPending(null)}
          onDeleted={() => documents.length === 1 && page > 1 && setPage(page - 1)}
        />
      )}
    </div>
  );
}
