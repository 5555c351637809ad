import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mcpRoutes, type BodyOf, type OAuthAuthorizeQuery } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export const assistantKeys = {
  connections: ["assistants", "connections"] as const,
  consent: (query: Record<string, string>) => ["assistants", "consent", query] as const,
};

/** Assistants the user connected by OAuth, newest first. */
export function useConnections() {
  return useQuery({ queryKey: assistantKeys.connections, queryFn: () => callApi(mcpRoutes.connections), select: (d) => d.connections });
}

/** Disconnect one: its tokens stop working at once. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(mcpRoutes.disconnect, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assistantKeys.connections }),
  });
}

/**
 * The user's decision: the server answers where the browser goes next. The page navigates there
 * itself, since the app's CSP (form-action 'self') would stop a form whose answer redirects to the
 * assistant's site.
 */
export function useDecide() {
  return useMutation({ mutationFn: (body: BodyOf<typeof mcpRoutes.decide>) => callApi(mcpRoutes.decide, { body }) });
}

/** The consent page's details for the authorize request in the address (the server checks it first). */
export function useConsent(query: Record<string, string>) {
  return useQuery({ queryKey: assistantKeys.consent(query), queryFn: () => callApi(mcpRoutes.consent, { query: query as OAuthAuthorizeQuery }), retry: false });
}
