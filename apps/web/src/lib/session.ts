import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AuthResult, User } from "@folio/contract";
import { callApi, isApiError } from "./api-client";
import { clearSessionToken, hasStoredSession, saveSessionToken } from "./session-token";

export const CURRENT_USER_KEY = ["current-user"] as const;

/**
 * The contract's route objects carry its zod schemas; they load with the first session call rather
 * than with the first page, so the public pages render without waiting for them.
 */
const contract = () => import("@folio/contract");

/** The spec's user query timings: fresh for 5 minutes, kept 10, retried twice unless the answer is 401. */
export const USER_STALE_MS = 5 * 60_000;
export const USER_GC_MS = 10 * 60_000;
const USER_RETRIES = 2;

async function startAnonymousSession(): Promise<User> {
  const { accountRoutes } = await contract();
  const anonymous = await callApi(accountRoutes.createAnonUser);
  saveSessionToken(anonymous.token);
  return anonymous.user;
}

/**
 * Who is using the app: the signed-in user (stored token or session cookie), else a new anonymous
 * user whose token is kept so the visitor keeps the same identity on later visits.
 */
export async function loadCurrentUser(): Promise<User> {
  if (hasStoredSession()) {
    const { accountRoutes } = await contract();
    try {
      return await callApi(accountRoutes.me);
    } catch (err) {
      if (!isApiError(err, 401)) throw err;
    }
    // The session has expired or was ended elsewhere.
    clearSessionToken();
  }
  return startAnonymousSession();
}

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: loadCurrentUser,
  staleTime: USER_STALE_MS,
  gcTime: USER_GC_MS,
  retry: (failureCount, error) => !isApiError(error, 401) && failureCount < USER_RETRIES,
});

export function isRegistered(user: User | undefined): user is User {
  return Boolean(user && !user.is_anonymous);
}

/**
 * Forget everything cached for the previous user and set the new one. The current-user query is
 * updated in place rather than removed, so the components showing it see the change.
 */
export function replaceCachedUser(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** After login or registration: keep the new token; the cache now belongs to the new user. */
export function startSession(queryClient: QueryClient, result: AuthResult): void {
  saveSessionToken(result.token);
  replaceCachedUser(queryClient, result.user);
}

/**
 * End the session on the server, then continue as a fresh anonymous user. A failed logout call is
 * only logged: the local session is cleared whatever the server answered.
 */
export async function endSession(): Promise<User | null> {
  const { accountRoutes } = await contract();
  try {
    await callApi(accountRoutes.logout);
  } catch (err) {
    console.error("Logout call failed; clearing the local session anyway.", err);
  }
  clearSessionToken();
  try {
    return await startAnonymousSession();
  } catch (err) {
    // The next user query creates the anonymous user instead.
    console.error("Could not start an anonymous session after logout.", err);
    return null;
  }
}
