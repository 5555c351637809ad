import { ZoteroApi, ZoteroApiError, ZoteroOAuth } from "../../adapters/zotero/index.ts";
import type { AppDeps } from "../../deps.ts";
import { appSecret } from "../../platform/db/app-secret.ts";
import { AppError } from "../../platform/errors.ts";
import { KeyCipher } from "./key-cipher.ts";

/** One Zotero client per running app, so its concurrency limit and Backoff hold across all requests. */
const apis = new WeakMap<AppDeps, ZoteroApi>();

export function zoteroApi(deps: AppDeps): ZoteroApi {
  let api = apis.get(deps);
  if (!api) {
    api = new ZoteroApi({ apiBase: deps.config.zotero.apiBase });
    apis.set(deps, api);
  }
  return api;
}

export function zoteroOAuth(deps: AppDeps): ZoteroOAuth {
  const app = deps.config.zotero.oauthApp;
  if (!app) throw new AppError("zotero_oauth_not_configured");
  return new ZoteroOAuth(deps.config.zotero.oauthBase, app);
}

/** The cipher of stored keys: from SESSION_SECRET when set, else a secret generated once and kept in the database. */
export async function keyCipher(deps: AppDeps): Promise<KeyCipher> {
  return new KeyCipher(deps.config.SESSION_SECRET ?? (await appSecret(deps.db, "zotero_key_secret")));
}

/** Any failure talking to Zotero becomes the spec's 502 ("Error fetching documents from Zotero"); the cause is logged. */
export async function fromZotero<T>(deps: AppDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ZoteroApiError) {
      deps.log.warn({ status: err.status, err: err.message }, `zotero: ${what} failed`);
      throw new AppError("zotero_failed", { cause: err });
    }
    throw err;
  }
}
