import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { saveConnection } from "./connection.ts";
import { fromZotero, keyCipher, zoteroOAuth } from "./zotero-deps.ts";

/** How long a request token waits for the user to come back from Zotero. */
const REQUEST_TTL_MINUTES = 30;

/** Step 1: a request token from Zotero, kept (its secret encrypted) for the user; the authorize page's address. */
export async function startZoteroAuthorize(deps: AppDeps, user: UserRow, origin: string): Promise<{ url: string }> {
  const oauth = zoteroOAuth(deps);
  const callback = new URL("/api/auth/zotero/callback", deps.config.PUBLIC_URL ?? origin).href;
  const request = await fromZotero(deps, "asking for a request token", () => oauth.requestToken(callback));
  const cipher = await keyCipher(deps);
  await deps.db.deleteFrom("zotero_oauth_requests").where("created_at", "<", sql<Date>`now() - make_interval(mins => ${REQUEST_TTL_MINUTES})`).execute();
  await deps.db.insertInto("zotero_oauth_requests").values({ token: request.token, token_secret_ciphertext: cipher.seal(request.secret), user_id: user.id }).execute();
  return { url: oauth.authorizeUrl(request.token) };
}

/**
 * Step 3, Zotero's redirect back: the request token names the user (the browser brings no bearer
 * token here); it is used once. Returns where to send the browser: Settings, saying how it went.
 */
export async function finishZoteroAuthorize(deps: AppDeps, token: string | undefined, verifier: string | undefined): Promise<string> {
  try {
    if (!token || !verifier) throw new AppError("zotero_oauth_failed");
    const row = await deps.db
      .deleteFrom("zotero_oauth_requests")
      .where("token", "=", token)
      .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${REQUEST_TTL_MINUTES})`)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError("zotero_oauth_failed");
    const secret = (await keyCipher(deps)).open(row.token_secret_ciphertext);
    if (secret === null) throw new AppError("zotero_oauth_failed");
    const oauth = zoteroOAuth(deps);
    const access = await fromZotero(deps, "exchanging the verifier", () => oauth.accessToken(token, secret, verifier));
    await saveConnection(deps, row.user_id, { zoteroUserId: access.userId, username: access.username, apiKey: access.apiKey });
    return "/settings?zotero=connected";
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `/settings?zotero_error=${encodeURIComponent(err.detail)}`;
  }
}
