import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/session";

/**
 * Verify the address once per token. A query (not a mutation in an effect) so a remount does not
 * spend the one-time token twice and show an error for a link that just worked.
 */
export function useVerifyEmail(token: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["verify-email", token],
    queryFn: async () => {
      const result = await callApi(accountRoutes.verifyEmail, { body: { token: token ?? "" } });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return result;
    },
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
