import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { User } from "@folio/contract";
import { CURRENT_USER_KEY, endSession, replaceCachedUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { resetAnalytics } from "@/features/analytics";

/** The spec's query flag on the home address after logout (spec: Login and logout). */
export const AFTER_LOGOUT_HREF = "/?viewHome=true";

/** The error toast of a logout whose server call failed. */
export const LOGOUT_FAILED = {
  title: "You are still signed in",
  description: "Folio could not end your session on the server. Check your connection and try again.",
} as const;

/**
 * Log out, continue as a new anonymous user and go to the home page with the view-home flag. Every
 * other cached query is dropped, so nothing of the signed-out user stays in memory. When the server
 * call fails nothing changes here: an error toast says so and offers to try again (the session
 * would otherwise come back on the next load).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async function logout(): Promise<void> {
    let anonymous: User | null;
    try {
      anonymous = await endSession();
    } catch (err) {
      console.error("Logout call failed; the session is kept.", err);
      toast.error(LOGOUT_FAILED.title, LOGOUT_FAILED.description, { label: "Try again", altText: "Choose Log out in the account menu again", onAction: () => void logout() });
      return;
    }
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
