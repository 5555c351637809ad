import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { CURRENT_USER_KEY, endSession, replaceCachedUser } from "@/lib/session";
import { resetAnalytics } from "@/features/analytics";

/** The spec's query flag on the home address after logout (spec: Login and logout). */
export const AFTER_LOGOUT_HREF = "/?viewHome=true";

/**
 * Log out, continue as a new anonymous user and go to the home page with the view-home flag (even when
 * the server call fails). Every other cached query is dropped, so nothing of the signed-out user stays in memory.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const anonymous = await endSession();
    // The spec's "reset analytics": the next page views belong to a new visitor.
    resetAnalytics();
    await navigate({ href: AFTER_LOGOUT_HREF });
    // Dropped after leaving the signed-in pages, so they do not refetch as the anonymous user. The
    // current user is replaced, not removed: mounted headers keep observing it.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
    if (anonymous) replaceCachedUser(queryClient, anonymous);
    else await queryClient.resetQueries({ queryKey: CURRENT_USER_KEY });
  }, [navigate, queryClient]);
}
