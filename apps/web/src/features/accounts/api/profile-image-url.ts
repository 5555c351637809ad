import { useQuery } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

/** Signed picture URLs are valid for an hour; the spec caches them that long and never retries. */
const SIGNED_URL_CACHE_MS = 3600 * 1000;

/** A picture hosted by the social sign-in provider is a full URL and is shown as it is. */
function isExternalImage(key: string): boolean {
  return /^https:\/\//i.test(key);
}

/** The address to show a profile picture from, given its image key; undefined while unknown or absent. */
export function useProfileImageUrl(imageKey: string | null | undefined): { url: string | undefined; isLoading: boolean } {
  const key = imageKey || null;
  const external = key !== null && isExternalImage(key);
  const query = useQuery({
    queryKey: ["profile-image-url", key],
    queryFn: async () => (await callApi(accountRoutes.getImage, { body: { key: key ?? "" } })).url,
    enabled: key !== null && !external,
    staleTime: SIGNED_URL_CACHE_MS,
    gcTime: SIGNED_URL_CACHE_MS,
    retry: false,
  });
  if (external) return { url: key, isLoading: false };
  return { url: query.data, isLoading: query.isLoading };
}
