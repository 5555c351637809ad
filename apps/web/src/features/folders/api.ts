import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { chatRoutes, folderRoutes, FOLDER_PAGE_SIZE, FOLDER_CONTENTS_PAGE_SIZE, type UpdateFolderBody } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { deleteUndoably } from "@/lib/undoable";
import { chatKeys } from "@/features/chat";
import { effectiveSearch, type FilterState } from "@/features/documents";

export const folderKeys = {
  all: ["folders"] as const,
  list: () => [...folderKeys.all, "list"] as const,
  search: (term: string) => [...folderKeys.all, "search", term] as const,
  detail: (id: string) => [...folderKeys.all, "detail", id] as const,
  contents: (id: string, query: unknown) => [...folderKeys.detail(id), query] as const,
  share: (id: string) => [...folderKeys.all, "share", id] as const,
  shared: (shareId: string) => ["shared-chats", shareId] as const,
};

/** Every folder of the user (FOLDER type), newest first: the first page of 100. */
export function useFolders() {
  return useQuery({
    queryKey: folderKeys.list(),
    queryFn: () => callApi(folderRoutes.list, { query: { page: 1, page_size: FOLDER_PAGE_SIZE, order: "desc", knowledge_base_type: "FOLDER" } }),
    select: (d) => d.knowledge_bases,
  });
}

/** The spec's folder search: 3 characters or more (the caller debounces by 300 ms). */
export function useFolderSearch(term: string) {
  const query = effectiveSearch(term);
  return useQuery({
    queryKey: folderKeys.search(query ?? ""),
    queryFn: () => callApi(folderRoutes.search, { query: { query: query! } }),
    select: (d) => d.knowledge_bases.filter((k) => k.knowledge_base_type === "FOLDER"),
    enabled: query !== undefined,
  });
}

/** A folder with one page (20) of its documents, filtered by file type and date range. */
export function useFolder(id: string, filters: Pick<FilterState, "fileTypes" | "dateRange">, page: number) {
  const query = {
    page,
    page_size: FOLDER_CONTENTS_PAGE_SIZE,
    order: "desc" as const,
    include_docs_url: "true" as const,
    file_type: filters.fileTypes.length ? filters.fileTypes.join(",") : undefined,
    date_range: filters.dateRange ?? undefined,
  };
  return useQuery({
    queryKey: folderKeys.contents(id, query),
    queryFn: () => callApi(folderRoutes.get, { params: { id }, query }),
    placeholderData: keepPreviousData,
    // A document still being processed shows when it is ready.
    refetchInterval: (q) => (q.state.data?.document_details.some((d) => d.status === "queued" || d.status === "processing") ? 2_000 : false),
  });
}

export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; document_ids: string[] }) => callApi(folderRoutes.create, { body: { ...body, knowledge_base_type: "FOLDER" } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: folderKeys.all }),
  });
}

export function useUpdateFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & UpdateFolderBody) => callApi(folderRoutes.update, { params: { id }, body }),
    onSettled: () => qc.invalidateQueries({ queryKey: folderKeys.all }),
  });
}

/** The key under which a folder waits out its undo window (the folder list hides it meanwhile). */
export const pendingFolderDeletionKey = (id: string) => `folder:${id}`;

/** Deletes a folder after the toast's undo window (its documents stay in the library). */
export function useDeleteFolderUndoably() {
  const qc = useQueryClient();
  return (folder: { id: string; name: string }) =>
    deleteUndoably({
      key: pendingFolderDeletionKey(folder.id),
      title: "Folder deleted",
      name: folder.name,
      request: (keepalive) => callApi(folderRoutes.remove, { params: { id: folder.id }, keepalive }),
      settle: () => void qc.invalidateQueries({ queryKey: folderKeys.all }),
    });
}

/** The folder's share link: made by the first call, the same one afterwards. */
export function useShareLink(id: string, enabled: boolean) {
  return useQuery({
    queryKey: folderKeys.share(id),
    queryFn: () => callApi(folderRoutes.share, { params: { id } }),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

export function useRevokeShare() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(folderRoutes.revokeShare, { params: { id } }),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: folderKeys.share(id) });
      void qc.invalidateQueries({ queryKey: folderKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: folderKeys.list() });
    },
  });
}

/** A new conversation on the whole folder. */
export function useStartFolderChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (knowledgeBaseId: string) => callApi(chatRoutes.start, { query: { knowledge_base_id: knowledgeBaseId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** What a share link shows; no session is needed. */
export function useSharedChats(shareId: string) {
  return useQuery({
    queryKey: folderKeys.shared(shareId),
    queryFn: () => callApi(folderRoutes.sharedChats, { params: { id: shareId } }),
    retry: (count, err) => count < 2 && !(err && typeof err === "object" && "status" in err && err.status === 404),
  });
}

/** The absolute address of a share link, to copy. */
export function shareUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
