import { API_KEY_MESSAGES, MAX_KEYS_OF_TYPE, type ApiKey, type ApiKeyScope, type ApiKeyType, type CreatedApiKey } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { apiPlanOf } from "../billing/index.ts";
import { countLiveKeys, liveKeys } from "./queries.ts";
import { newKeySecret } from "./key-secret.ts";
import { toApiKey } from "./to-api-key.ts";

/** `GET /api/api-keys`: the keys that still work, newest first, without their secrets. */
export async function listApiKeys(deps: AppDeps, user: UserRow): Promise<{ api_keys: ApiKey[] }> {
  return { api_keys: (await liveKeys(deps, user.id)).map(toApiKey) };
}

/**
 * `POST /api/api-keys`: a new key, its secret in this answer only (the row keeps its SHA-256). The
 * spec's limits: 2 development and 5 production keys; production keys need a paid API plan. Keys
 * narrowed to a folder or documents are refused until every route enforces that narrowing
 * (docs/decisions/0013-api-keys.md); read-only keys are made.
 */
export async function createApiKey(deps: AppDeps, user: UserRow, body: { name: string; key_type: ApiKeyType; scope?: ApiKeyScope | undefined }): Promise<CreatedApiKey> {
  if (body.name === "") throw new AppError("api_name_required");
  if (body.key_type === "PRODUCTION" && (await apiPlanOf(deps, user.id)) === "API_FREE") throw new AppError("api_plan_required");
  if (body.scope?.knowledge_base_id || body.scope?.doc_ids) throw new AppError("api_key_scope_unavailable");
  const max = MAX_KEYS_OF_TYPE[body.key_type];
  const { secret, prefix, hash } = newKeySecret(body.key_type);
  // The user's row is locked while counting, so two requests at once cannot both take the last place.
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", user.id).forUpdate().executeTakeFirstOrThrow();
    if ((await countLiveKeys(trx, user.id, body.key_type)) >= max) throw new AppError("api_key_limit", API_KEY_MESSAGES.maxKeys(max, body.key_type));
    return trx
      .insertInto("api_keys")
      .values({ id: newId("key_"), user_id: user.id, name: body.name, key_type: body.key_type, prefix, hash, read_only: body.scope?.read_only ?? false })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toApiKey(row), key: secret };
}

/** `DELETE /api/api-keys/{id}`: the key stops working at once (the next request with it is a 401). */
export async function revokeApiKey(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  const revoked = await deps.db
    .updateTable("api_keys")
    .set({ revoked_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", user.id)
    .where("revoked_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  if (!revoked) throw new AppError("api_key_not_found");
}
