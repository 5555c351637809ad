import type { ZoteroMe } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { ZoteroApiError } from "../../adapters/zotero/index.ts";
import { fromZotero, keyCipher, zoteroApi } from "./zotero-deps.ts";

/** A user's working connection: the Zotero user it reaches and the key in clear, for one request. */
export interface ZoteroConnection {
  zoteroUserId: string;
  username: string | null;
  apiKey: string;
}

/** What Zotero's GET /keys/current says of a key: whose it is and whether it may read that user's library. */
interface KeyInfo {
  userID?: unknown;
  username?: unknown;
  access?: { user?: { library?: unknown } };
}

/** Connect with a pasted user ID and API key: Zotero must accept the key, for that user, before anything is stored. */
export async function connectWithKey(deps: AppDeps, user: UserRow, zoteroUserId: string, apiKey: string): Promise<ZoteroMe> {
  const page = await zoteroApi(deps)
    .get("/keys/current", apiKey)
    .catch((err: unknown) => {
      // 403 (and 404 for an unknown key): Zotero refuses this key; anything else is Zotero failing.
      if (err instanceof ZoteroApiError && (err.status === 403 || err.status === 404 || err.status === 401)) throw new AppError("zotero_key_refused");
      return fromZotero(deps, "checking a key", () => Promise.reject(err));
    });
  const info = (page.body ?? {}) as KeyInfo;
  if (String(info.userID) !== zoteroUserId) {
    throw new AppError("zotero_key_refused", "This API key belongs to another Zotero user. Check the user ID on zotero.org/settings/keys.");
  }
  if (info.access?.user?.library !== true) {
    throw new AppError("zotero_key_refused", "This API key may not read your Zotero library. Allow library access for it on zotero.org/settings/keys.");
  }
  const username = typeof info.username === "string" ? info.username : null;
  await saveConnection(deps, user.id, { zoteroUserId, username, apiKey });
  return { connected: true, username, user_id: zoteroUserId, access_key: apiKey };
}

export async function saveConnection(deps: AppDeps, userId: string, c: ZoteroConnection): Promise<void> {
  const keyCiphertext = (await keyCipher(deps)).seal(c.apiKey);
  await deps.db
    .insertInto("zotero_connections")
    .values({ user_id: userId, zotero_user_id: c.zoteroUserId, username: c.username, key_ciphertext: keyCiphertext })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ zotero_user_id: c.zoteroUserId, username: c.username, key_ciphertext: keyCiphertext, created_at: new Date() }))
    .execute();
}

/** The caller's connection, or null (none, or a key no longer readable with this server's secret). */
export async function findConnection(deps: AppDeps, userId: string): Promise<ZoteroConnection | null> {
  const row = await deps.db.selectFrom("zotero_connections").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  const apiKey = (await keyCipher(deps)).open(row.key_ciphertext);
  if (apiKey === null) return null;
  return { zoteroUserId: row.zotero_user_id, username: row.username, apiKey };
}

/** For zotero/* calls: the connection, or the contract's 409. */
export async function requireConnection(deps: AppDeps, userId: string): Promise<ZoteroConnection> {
  const c = await findConnection(deps, userId);
  if (!c) throw new AppError("zotero_not_connected");
  return c;
}

export async function zoteroMe(deps: AppDeps, user: UserRow): Promise<ZoteroMe> {
  const c = await findConnection(deps, user.id);
  if (!c) return { connected: false, username: null, user_id: null, access_key: null };
  return { connected: true, username: c.username, user_id: c.zoteroUserId, access_key: c.apiKey };
}

export async function disconnect(deps: AppDeps, user: UserRow): Promise<void> {
  await deps.db.deleteFrom("zotero_connections").where("user_id", "=", user.id).execute();
  await deps.db.deleteFrom("zotero_oauth_requests").where("user_id", "=", user.id).execute();
}
