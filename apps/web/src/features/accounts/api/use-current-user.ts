import { useQuery } from "@tanstack/react-query";
import { currentUserQuery } from "@/lib/session";
import { hasStoredSession } from "@/lib/session-token";

/** The visitor's user; a browser without a session gets a new anonymous user (lib/session.ts). */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * The visitor's user only if this browser already holds a session (a token, or a cookie session's
 * mark): what a public page needs to tell a signed-in visitor from the others. Without a session it
 * asks nothing and stays pending, as the pre-rendered page is, so reading a public page creates no
 * anonymous user (docs/decisions/0055): one request, a server write and a re-render less during
 * the page's load. Whatever needs a token (a support message, a recording, the app) still makes one.
 */
export function useSessionUser() {
  return useQuery({ ...currentUserQuery, enabled: hasStoredSession() });
}
