import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountRoutes, type BodyOf } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { startSession } from "@/lib/session";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountRoutes.login>) => callApi(accountRoutes.login, { body }),
    onSuccess: (result) => startSession(queryClient, result),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof accountRoutes.register>) => callApi(accountRoutes.register, { body }),
    onSuccess: (result) => startSession(queryClient, result),
  });
}
