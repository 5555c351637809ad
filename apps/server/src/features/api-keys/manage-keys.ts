import { API_KEY_MESSAGES, MAX_KEYS_OF_TYPE, type ApiKey, type ApiKeyScope, type ApiKeyType, type CreatedApiKey } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { apiPlanOf } from "../billing/index.ts";
import { documentsInFolder, ownedDocumentIds, ownedFolder } from "../scope/index.ts";
import { countLiveKeys, liveKeys } from "./queries.ts";
import { newKeySecret } from "./key-secret.ts";
import { toApiKey } from "./to-api-key.ts";

/** `GET /api/api-keys`: the keys that still work, newest first, without their secrets. */
export async function listApiKeys(deps: AppDeps, user: UserRow): Promise<{ api_keys: ApiKey[] }> {
  return { api_keys: (await liveKeys(deps, user.id)).map(toApiKey) };
}

/**
 * `POST /api/api-keys`: a new key, its secret in this answer only (the row keeps its SHA-256). The
 * spec's limits: 2 development and 5 production keys; production keys need a paid API plan. A key
 * may be narrowed to one folder or to chosen documents (docs/decisions/0014-api-key-scopes.md) and
 * made read-only.
 */
export async function createApiKey(deps: AppDeps, user: UserRow, body: { name: string; key_type: ApiKeyType; scope?: ApiKeyScope | undefined }): Promise<CreatedApiKey> {
  if (body.name === "") throw new AppError("api_name_required");
  if (body.key_type === "PRODUCTION" && (await apiPlanOf(deps, user.id)) === "API_FREE") throw new AppError("api_plan_required");
  const scope = await checkedScope(deps, user.id, body.scope);
  const max = MAX_KEYS_OF_TYPE[body.key_type];
  const { secret, prefix, hash } = newKeySecret(body.key_type);
  // The user's row is locked while counting, so two requests at once cannot both take the last place.
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", user.id).forUpdate().executeTakeFirstOrThrow();
    if ((await countLiveKeys(trx, user.id, body.key_type)) >= max) throw new AppError("api_key_limit", API_KEY_MESSAGES.maxKeys(max, body.key_type));
    return trx
      .insertInto("api_keys")
      .values({ id: newId("key_"), user_id: user.id, name: body.name, key_type: body.key_type, prefix, hash, read_only: body.scope?.read_only ?? false, ...scope })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toApiKey(row), key: secret };
}

/**
 * The scope's columns, checked: the folder and every document must be the caller's own (404 as for a
 * missing one), and documents named with a folder must be in it. doc_ids narrows to those documents.
 */
async function checkedScope(deps: AppDeps, userId: string, scope: ApiKeyScope | undefined): Promise<{ scope_knowledge_base_id: string | null; scope_doc_ids: string | null }> {
  const folderId = scope?.knowledge_base_id ?? null;
  const docIds = scope?.doc_ids?.length ? await ownedDocumentIds(deps, userId, scope.doc_ids) : null;
  if (folderId) {
    await ownedFolder(deps, userId, folderId);
    const inFolder = new Set(await documentsInFolder(deps, userId, folderId));
    const outside = docIds?.find((id) => !inFolder.has(id));
    if (outside) throw new AppError("not_found", `The document ${outside} is not in this folder.`);
  }
  return { scope_knowledge_base_id: folderId, scope_doc_ids: docIds ? JSON.stringify(docIds) : null };
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
