import { createFileRoute, redirect } from "@tanstack/react-router";
import { readSessionToken, switchToCookieSession } from "@/lib/session-token";
import { claimAnonymousWork } from "@/features/accounts/api/claim-anonymous-work";
import { safeNextPath, validateNextSearch } from "@/features/accounts/next-path";
import { claimKeptReferral } from "@/features/referrals";

/**
 * Where sign-in with Google lands: the server has set the session cookie, so the stored anonymous
 * token (which would win over the cookie) gives way to it, what that anonymous user made moves
 * to the account and a kept referral code is attributed, before going on.
 */
export const Route = createFileRoute("/auth/complete")({
  validateSearch: validateNextSearch,
  beforeLoad: async ({ context, search }) => {
    const previousToken = readSessionToken();
    switchToCookieSession();
    if (previousToken) await claimAnonymousWork(previousToken);
    // A new account made by Google sign-in after following a referral link.
    await claimKeptReferral();
    context.queryClient.removeQueries();
    throw redirect({ href: safeNextPath(search.next) });
  },
});
