import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, isApiError } from "./api-client";
import { CURRENT_USER_KEY } from "./session";
import { notifyIfUpgrade } from "./upgrade-error";

/** Client errors (4xx) will not change on a retry; network and server errors may. */
export function shouldRetry(failureCount: number, error: unknown, maxRetries = 2): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, or logged out elsewhere): reload the
  // current user, which falls back to an anonymous one, and the signed-in pages send the visitor to log in.
  const onError = (error: unknown, queryKey?: readonly unknown[]) => {
    // Every 402/403 that an upgrade would lift shows the spec's upgrade toast, whichever call it was.
    notifyIfUpgrade(error);
    if (isApiError(error, 401) && queryKey?.[0] !== CURRENT_USER_KEY[0]) {
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
