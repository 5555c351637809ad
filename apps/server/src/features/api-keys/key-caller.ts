import crypto from "node:crypto";
import { API_KEY_REQUESTS_PER_MINUTE } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { assertKeyScope, type KeyScope, type ScopedUser } from "../scope/index.ts";
import type { KeyCaller } from "../../platform/http/env.ts";
import { hashToken } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { keyByHashWithHit, touchKey } from "./queries.ts";
import { looksLikeKey, startsLikeKey } from "./key-secret.ts";
import { consumeApiUnit, releaseApiUnit } from "./api-quota.ts";

/** Query parameters a client might put a key in; refused like any value shaped as a key. */
const KEY_QUERY_NAMES = new Set(["api_key", "apikey", "key", "x-api-key"]);

/** The key a request carries: the X-API-Key header, or a bearer token shaped like a key (session tokens are not). */
export function requestApiKey(headers: { apiKey: string | undefined; authorization: string | undefined }): string | null {
  if (headers.apiKey !== undefined) return headers.apiKey.trim();
  const bearer = headers.authorization?.match(/^bearer\s+(\S+)\s*$/i)?.[1];
  return bearer && startsLikeKey(bearer) ? bearer : null;
}

/** Keys travel in headers only: one in the address would be logged and cached along the way. */
export function assertNoKeyInQuery(url: URL): void {
  for (const [name, value] of url.searchParams) {
    if (KEY_QUERY_NAMES.has(name.toLowerCase()) || startsLikeKey(value)) throw new AppError("api_key_in_query");
  }
}

/**
 * Who a key acts as: its owner, with `apiKeyId` set so the web plan's counters leave the call alone.
 * A revoked, malformed or unknown key is one and the same 401; a key over its request rate a 429.
 */
export async function authenticateApiKey(deps: AppDeps, secret: string): Promise<{ user: ScopedUser & { apiKeyId: string }; caller: KeyCaller }> {
  const hash = hashToken(secret);
  const found = looksLikeKey(secret) ? await keyByHashWithHit(deps, hash, API_KEY_REQUESTS_PER_MINUTE, 60) : null;
  // The lookup is by hash; comparing again in constant time keeps the answer's timing from saying how close a guess was.
  if (!found || !crypto.timingSafeEqual(Buffer.from(found.key.hash), Buffer.from(hash))) throw new AppError("invalid_api_key");
  const { key, user, hit } = found;
  if (!hit.allowed) throw new AppError("api_rate_limited", { retryAfterSeconds: hit.retryAfterSeconds });
  await touchKey(deps, key);
  const scope: KeyScope | null = key.scope_doc_ids || key.scope_knowledge_base_id ? { folderId: key.scope_knowledge_base_id, docIds: key.scope_doc_ids } : null;
  return {
    user: { ...user, apiKeyId: key.id, ...(scope && { keyScope: scope }) },
    caller: {
      id: key.id,
      readOnly: key.read_only,
      checkScope: (route, input) => (scope ? assertKeyScope(deps, user.id, scope, route, input) : Promise.resolve()),
      consumeQuota: (unit) => consumeApiUnit(deps, user.id, unit),
      releaseQuota: (unit) => releaseApiUnit(deps, user.id, unit),
    },
  };
}
