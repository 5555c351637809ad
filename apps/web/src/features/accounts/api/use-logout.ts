import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CURRENT_USER_KEY, endSession, replaceCachedUser } from "@/lib/session";

/** Log out, continue as a new anonymous user and go to the home page (even when the server call fails). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const anonymous = await endSession();
    await navigate({ to: "/" });
    // Reset after leaving the signed-in pages, so they do not refetch as the anonymous user.
    if (anonymous) replaceCachedUser(queryClient, anonymous);
    else await queryClient.resetQueries({ queryKey: CURRENT_USER_KEY });
  }, [navigate, queryClient]);
}
