import { useQuery } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

/** Which extra sign-in methods the server offers; fixed for the server's lifetime. */
export function useAuthProviders() {
  return useQuery({ queryKey: ["auth-providers"], queryFn: () => callApi(accountRoutes.providers), staleTime: Infinity, retry: false });
}
