import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export function useResendVerification() {
  return useMutation({ mutationFn: () => callApi(accountRoutes.resendVerification, { body: {} }) });
}
