import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CURRENT_USER_KEY, endSession } from "@/lib/session";

/** Log out, continue as a new anonymous user and go to the home page (even when the server call fails). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const anonymous = await endSession();
    await navigate({ to: "/" });
    // Cleared after leaving the signed-in pages, so they do not refetch as the anonymous user.
    queryClient.clear();
    if (anonymous) queryClient.setQueryData(CURRENT_USER_KEY, anonymous);
  }, [navigate, queryClient]);
}
