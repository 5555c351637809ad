import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { podcastRoutes, type PodcastSource } from "@folio/contract";
import { callApi, fetchWithSession } from "@/lib/api-client";

export const podcastKeys = {
  all: ["podcasts"] as const,
  lists: () => [...podcastKeys.all, "list"] as const,
  list: (conversation?: string) => [...podcastKeys.lists(), conversation ?? null] as const,
};

/** Pages of 20, newest first, optionally only those made from one conversation. */
export function usePodcastList(conversation?: string) {
  return useInfiniteQuery({
    queryKey: podcastKeys.list(conversation),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => callApi(podcastRoutes.list, { query: { page: pageParam, page_size: 20, order: "desc", ...(conversation && { conversation }) } }),
    getNextPageParam: (last) => last.nextPage ?? undefined,
    // A podcast still being made shows its progress.
    refetchInterval: (q) => (q.state.data?.pages.some((p) => p.podcasts.some((x) => x.status !== "COMPLETED" && x.status !== "FAILED")) ? 5_000 : false),
  });
}

export function startPodcast(id: string, source: PodcastSource) {
  return callApi(podcastRoutes.start, { body: { generate_from: { id, source } } });
}

export function fetchPodcast(id: string) {
  return callApi(podcastRoutes.get, { params: { id } });
}

export function cancelPodcast(id: string) {
  return callApi(podcastRoutes.cancel, { params: { id } });
}

export function useDeletePodcast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(podcastRoutes.remove, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: podcastKeys.lists() }),
  });
}

/** The episode's bytes, fetched with the session (the player and the download both use them). */
export async function fetchAudio(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetchWithSession(url, { signal });
  return res.blob();
}
