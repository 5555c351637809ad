import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiKeyRoutes, folderRoutes, FOLDER_PAGE_SIZE, type ApiKeyScope, type ApiKeyType } from "@folio/contract";
import { callApi, toApiError } from "@/lib/api-client";
import { userSubscriptionQuery } from "@/features/billing";

export const developerKeys = {
  all: ["developers"] as const,
  keys: ["developers", "api-keys"] as const,
  usage: ["developers", "api-usage"] as const,
  folders: ["developers", "folders"] as const,
  openapi: ["developers", "openapi"] as const,
};

export function useApiKeys() {
  return useQuery({ queryKey: developerKeys.keys, queryFn: () => callApi(apiKeyRoutes.list), select: (d) => d.api_keys });
}

export function useApiUsage() {
  return useQuery({ queryKey: developerKeys.usage, queryFn: () => callApi(apiKeyRoutes.usage) });
}

/** The API plan in force (API_FREE until one is bought), for the plan line above the keys. */
export function useApiPlan() {
  return useQuery({ ...userSubscriptionQuery, select: (d) => d.api_plan });
}

/** The user's folders, for a key limited to one. */
export function useScopeFolders(enabled: boolean) {
  return useQuery({
    queryKey: developerKeys.folders,
    queryFn: () => callApi(folderRoutes.list, { query: { page: 1, page_size: FOLDER_PAGE_SIZE, order: "desc", knowledge_base_type: "FOLDER" } }),
    select: (d) => d.knowledge_bases,
    enabled,
  });
}

export interface NewKey {
  name: string;
  key_type: ApiKeyType;
  scope?: ApiKeyScope;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewKey) => callApi(apiKeyRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.keys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(apiKeyRoutes.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developerKeys.keys }),
  });
}

/** The server's OpenAPI document, which the reference page renders; it changes only with a new server. */
export const openApiQuery = queryOptions({
  queryKey: developerKeys.openapi,
  queryFn: async ({ signal }) => {
    const res = await fetch("/api/openapi.json", { headers: { accept: "application/json" }, signal });
    if (!res.ok) throw await toApiError(res);
    return (await res.json()) as unknown;
  },
  staleTime: Infinity,
});
