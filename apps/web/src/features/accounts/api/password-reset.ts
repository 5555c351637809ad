import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => callApi(accountRoutes.forgotPassword, { body: { email } }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => callApi(accountRoutes.resetPassword, { body: input }),
  });
}
