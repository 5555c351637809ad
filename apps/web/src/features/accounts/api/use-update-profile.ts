import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountRoutes, type ProfileUpdate } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { CURRENT_USER_KEY } from "@/lib/session";
import { profileKey } from "./profile";

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => callApi(accountRoutes.putProfile, { body }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKey(userId), profile);
      // The current user carries the names too.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
