import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentDisplayName, documentRoutes, type Document } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { deleteUndoably } from "@/lib/undoable";
import { billingKeys } from "@/features/billing";
import { listQueryFor, type FilterState } from "./filter-state";

export const DOCUMENTS_PAGE = 20;
/** How often a document still being processed is asked for its progress. */
export const PROGRESS_POLL_MS = 1_000;

export const documentKeys = {
  all: ["documents"] as const,
  lists: () => [...documentKeys.all, "list"] as const,
  list: (filters: FilterState, page: number) => [...documentKeys.lists(), filters, page] as const,
  detail: (id: string) => [...documentKeys.all, "detail", id] as const,
  outline: (id: string) => [...documentKeys.all, "outline", id] as const,
  content: (id: string, unit: number) => [...documentKeys.all, "content", id, unit] as const,
  report: (id: string) => [...documentKeys.all, "report", id] as const,
};

export function isWorking(doc: Pick<Document, "status">): boolean {
  return doc.status === "queued" || doc.status === "processing";
}

/** One page of the library, newest first; polled while any document on it is still being processed. */
export function useDocumentList(filters: FilterState, page: number) {
  return useQuery({
    queryKey: documentKeys.list(filters, page),
    queryFn: () => callApi(documentRoutes.list, { query: listQueryFor(filters, page, DOCUMENTS_PAGE) }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.documents.some(isWorking) ? PROGRESS_POLL_MS : false),
  });
}

/** One document; polled until it is ready or failed. */
export function useDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: () => callApi(documentRoutes.get, { params: { id } }),
    // No id yet (a page still creating the document): nothing to ask.
    enabled: id !== "",
    refetchInterval: (q) => (q.state.data && isWorking(q.state.data) ? PROGRESS_POLL_MS : false),
  });
}

export function useOutline(id: string, enabled: boolean) {
  return useQuery({ queryKey: documentKeys.outline(id), queryFn: () => callApi(documentRoutes.outline, { params: { id } }), enabled, staleTime: Infinity });
}

export function useUnitContent(id: string, unit: number, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.content(id, unit),
    queryFn: () => callApi(documentRoutes.content, { params: { id }, query: { unit } }),
    enabled,
    staleTime: Infinity,
  });
}

export function useParseReport(id: string, enabled: boolean) {
  return useQuery({ queryKey: documentKeys.report(id), queryFn: () => callApi(documentRoutes.report, { params: { id } }), enabled });
}

function useInvalidateDocuments() {
  const qc = useQueryClient();
  return (doc?: Document) => {
    if (doc) qc.setQueryData(documentKeys.detail(doc.doc_id), doc);
    void qc.invalidateQueries({ queryKey: documentKeys.lists() });
    void qc.invalidateQueries({ queryKey: billingKeys.usage });
  };
}

export function useRenameDocument() {
  const done = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => callApi(documentRoutes.rename, { params: { id }, body: { custom_file_name: name } }),
    onSuccess: (doc) => done(doc),
  });
}

/** The key under which a document waits out its undo window (lists hide it meanwhile). */
export const pendingDeletionKey = (id: string) => `document:${id}`;

/**
 * Deleting asks first, then waits out the toast's undo window before the server deletes the file
 * and everything made from it; the document is hidden meanwhile. A delete that fails brings it back.
 */
export function useDeleteDocumentUndoably() {
  const qc = useQueryClient();
  return (doc: Document) =>
    deleteUndoably({
      key: pendingDeletionKey(doc.doc_id),
      title: "Document deleted",
      name: documentDisplayName(doc),
      request: (keepalive) => callApi(documentRoutes.remove, { params: { id: doc.doc_id }, keepalive }).then(() => qc.removeQueries({ queryKey: documentKeys.detail(doc.doc_id) })),
      settle: () => {
        void qc.invalidateQueries({ queryKey: documentKeys.lists() });
        void qc.invalidateQueries({ queryKey: billingKeys.usage });
      },
    });
}

export function useCancelDocument() {
  const done = useInvalidateDocuments();
  return useMutation({ mutationFn: (id: string) => callApi(documentRoutes.cancel, { params: { id } }), onSuccess: (doc) => done(doc) });
}

export function useRetryDocument() {
  const done = useInvalidateDocuments();
  return useMutation({ mutationFn: (id: string) => callApi(documentRoutes.retry, { params: { id } }), onSuccess: (doc) => done(doc) });
}

export function useImportUrl() {
  const done = useInvalidateDocuments();
  return useMutation({ mutationFn: (url: string) => callApi(documentRoutes.importUrl, { body: { url } }), onSuccess: () => done() });
}
