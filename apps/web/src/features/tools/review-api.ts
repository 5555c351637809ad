import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { documentRoutes, folderRoutes, literatureReviewRoutes, zoteroRoutes, type CreateReviewBody, type ReviewPage } from "@folio/contract";
import { callApi, fetchWithSession } from "@/lib/api-client";
import { responseFile, type DownloadedFile } from "@/lib/download";

const keys = { list: ["literature-reviews", "list"] as const, detail: (id: string) => ["literature-reviews", "detail", id] as const };
const running = (status: string) => status === "queued" || status === "processing";

/** The user's saved reviews, newest first; polled while one is being made. */
export function useReviewList(enabled: boolean) {
  return useQuery({
    queryKey: keys.list,
    enabled,
    queryFn: () => callApi(literatureReviewRoutes.list, { query: { page: 1, page_size: 20, order: "desc" } }),
    refetchInterval: (q) => (q.state.data?.reviews.some((r) => running(r.status)) ? 2_000 : false),
  });
}

/**
 * One review, polled until it is ready or failed. When it has ended and the saved list still shows
 * it running, the list is refreshed at once (its own poll is slower, and stops with nothing running).
 */
export function useReview(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: keys.detail(id ?? ""),
    enabled: Boolean(id),
    queryFn: async () => {
      const review = await callApi(literatureReviewRoutes.get, { params: { id: id ?? "" } });
      const listed = qc.getQueryData<ReviewPage>(keys.list)?.reviews.find((r) => r.review_id === review.review_id);
      if (listed && listed.status !== review.status && !running(review.status)) void qc.invalidateQueries({ queryKey: keys.list });
      return review;
    },
    refetchInterval: (q) => (q.state.data && running(q.state.data.status) ? 1_000 : false),
  });
}

export function useReviewFolders(enabled: boolean) {
  return useQuery({
    queryKey: ["literature-reviews", "folders"],
    enabled,
    queryFn: () => callApi(folderRoutes.list, { query: { page: 1, page_size: 100, order: "desc", knowledge_base_type: "FOLDER" } }),
    select: (d) => d.knowledge_bases,
  });
}

/** The user's processed documents, to choose from (the newest 100). */
export function useReviewDocuments(enabled: boolean) {
  return useQuery({
    queryKey: ["literature-reviews", "documents"],
    enabled,
    queryFn: () => callApi(documentRoutes.list, { query: { page: 1, page_size: 100, order: "desc" } }),
    select: (d) => d.documents.filter((doc) => doc.status === "ready"),
  });
}

/** The Zotero collections of the user's libraries; a 409 means Zotero is not connected. */
export function useReviewCollections(enabled: boolean) {
  return useQuery({
    queryKey: ["literature-reviews", "zotero-collections"],
    enabled,
    queryFn: () => callApi(zoteroRoutes.collections, { query: {} }),
    select: (d) => d.collections,
  });
}

export function useStartReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewBody) => callApi(literatureReviewRoutes.create, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useDeleteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(literatureReviewRoutes.remove, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.list }),
  });
}

/** A finished review's export (pdf, docx, md or bib) with the server's file name. */
export async function fetchReviewExport(id: string, format: "pdf" | "docx" | "md" | "bib"): Promise<DownloadedFile> {
  const res = await fetchWithSession(`/api/literature-reviews/${encodeURIComponent(id)}/export?format=${format}`);
  return responseFile(res, `literature-review.${format}`);
}
