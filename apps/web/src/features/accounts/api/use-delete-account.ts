import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => callApi(accountRoutes.deleteAccount) });
}
