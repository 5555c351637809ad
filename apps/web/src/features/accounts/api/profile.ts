import { queryOptions, useQuery } from "@tanstack/react-query";
import { accountRoutes, type Profile, type User } from "@folio/contract";
import { callApi, isApiError } from "@/lib/api-client";
import { isRegistered } from "@/lib/session";

export const profileKey = (userId: string) => ["profile", userId] as const;

/** The user's profile, or null while it has not been completed (the API answers 404 then). */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: profileKey(userId),
    queryFn: async (): Promise<Profile | null> => {
      try {
        return await callApi(accountRoutes.getProfile);
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
  });
}

export function useProfile(user: User | undefined) {
  return useQuery({ ...profileQuery(user?.id ?? ""), enabled: isRegistered(user) });
}
