import { createFileRoute, redirect } from "@tanstack/react-router";
import { switchToCookieSession } from "@/lib/session-token";
import { safeNextPath, validateNextSearch } from "@/features/accounts/next-path";

/**
 * Where sign-in with Google lands: the server has set the session cookie, so the stored anonymous
 * token (which would win over the cookie) gives way to it before going on.
 */
export const Route = createFileRoute("/auth/complete")({
  validateSearch: validateNextSearch,
  beforeLoad: ({ context, search }) => {
    switchToCookieSession();
    context.queryClient.removeQueries();
    throw redirect({ href: safeNextPath(search.next) });
  },
});
