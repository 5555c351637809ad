import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FOLDER_PAGE_SIZE, folderRoutes, zoteroRoutes, type ZoteroMe } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export const zoteroMeKey = ["zotero", "me"] as const;
const NOT_CONNECTED: ZoteroMe = { connected: false, username: null, user_id: null, access_key: null };

export function useZoteroMe() {
  return useQuery({ queryKey: zoteroMeKey, queryFn: () => callApi(zoteroRoutes.me) });
}

export function useConnectZoteroKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id: string; api_key: string }) => callApi(zoteroRoutes.connectKey, { body }),
    onSuccess: (me) => {
      qc.setQueryData(zoteroMeKey, me);
      void qc.invalidateQueries({ queryKey: ["zotero", "browse"] });
    },
  });
}

/** Zotero's authorize page for this user (404 when the server has no Zotero OAuth application). */
export function startZoteroOAuth(): Promise<{ url: string }> {
  return callApi(zoteroRoutes.authorize);
}

export function useDisconnectZotero() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(zoteroRoutes.disconnect),
    onSuccess: () => {
      qc.setQueryData(zoteroMeKey, NOT_CONNECTED);
      qc.removeQueries({ queryKey: ["zotero", "browse"] });
    },
  });
}

export function useZoteroLibraries(enabled: boolean) {
  return useQuery({ queryKey: ["zotero", "browse", "libraries"], queryFn: () => callApi(zoteroRoutes.libraries), enabled });
}

export function useZoteroCollections(library: string, enabled: boolean) {
  return useQuery({ queryKey: ["zotero", "browse", "collections", library], queryFn: () => callApi(zoteroRoutes.collections, { query: { library } }), enabled });
}

export interface ItemsRequest {
  library: string;
  collection: string;
  query: string;
  page: number;
  pageSize: number;
  /** Search every field and the full text Zotero has indexed, not only title, creator and year. */
  fullText: boolean;
}

/** A page of items: the search when there is a query, else the library's (or collection's) items. */
export function useZoteroItems(r: ItemsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ["zotero", "browse", "items", r],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const paging = { library: r.library, page_number: r.page, page_size: r.pageSize, order: "title:asc" };
      if (r.query) return callApi(zoteroRoutes.search, { query: { ...paging, query: r.query, qmode: r.fullText ? "everything" : "titleCreatorYear" }, signal });
      return callApi(zoteroRoutes.documents, { query: { ...paging, collection: r.collection || undefined }, signal });
    },
  });
}

export function useImportZoteroAttachment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (q: { link: string; file_name: string; knowledge_base_id?: string }) => callApi(zoteroRoutes.download, { query: q }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["documents"] }),
  });
}

/** The user's folders, to import into. */
export function useFolderChoices() {
  return useQuery({
    queryKey: ["zotero", "folders"],
    queryFn: () => callApi(folderRoutes.list, { query: { page: 1, page_size: FOLDER_PAGE_SIZE, order: "desc", knowledge_base_type: "FOLDER" } }),
  });
}

export function useStartCollectionImport() {
  return useMutation({
    mutationFn: (body: { collection: string; library: string; knowledge_base_id?: string }) => callApi(zoteroRoutes.importCollection, { body }),
  });
}

/** A collection import's progress, polled every second until it is done or failed. */
export function useCollectionImport(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: ["zotero", "import", id],
    enabled: id !== null,
    queryFn: async () => {
      const status = await callApi(zoteroRoutes.importStatus, { params: { id: id ?? "" } });
      if (status.status === "done") void qc.invalidateQueries({ queryKey: ["documents"] });
      return status;
    },
    refetchInterval: (q) => (q.state.data && (q.state.data.status === "done" || q.state.data.status === "failed") ? false : 1000),
  });
}

/** A BibTeX or RIS export and/or PDFs, sent as one multipart form. */
export function useImportReferenceExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (parts: { exportFile: File | null; pdfs: File[] }) => {
      const form = new FormData();
      if (parts.exportFile) form.append("export", parts.exportFile, parts.exportFile.name);
      for (const pdf of parts.pdfs) form.append("files", pdf, pdf.name);
      return callApi(zoteroRoutes.importExport, { body: form });
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ["documents"] }),
  });
}

const watchesKey = ["zotero", "browse", "watches"] as const;

export function useZoteroWatches(enabled: boolean) {
  return useQuery({ queryKey: watchesKey, queryFn: () => callApi(zoteroRoutes.watches), enabled });
}

export function useWatchCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { collection: string; library: string; knowledge_base_id?: string }) => callApi(zoteroRoutes.watch, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: watchesKey }),
  });
}

export function useUnwatchCollection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(zoteroRoutes.unwatch, { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: watchesKey }),
  });
}
