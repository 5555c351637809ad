import { accountRoutes } from "@folio/contract";
import { ApiError, callApi } from "@/lib/api-client";

/**
 * After sign-in with Google the session is the cookie; the token this browser held before names
 * the anonymous user whose documents and chats should follow. A token that was not anonymous (404)
 * has nothing to move; any other failure is logged and never keeps the user from their account.
 */
export async function claimAnonymousWork(previousToken: string): Promise<void> {
  try {
    await callApi(accountRoutes.claimAnonymous, { body: { anon_token: previousToken } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    console.warn("Could not move the anonymous work to the account", err);
  }
}
