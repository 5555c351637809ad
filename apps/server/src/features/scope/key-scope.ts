import { sql, type Expression, type SqlBool } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * What a developer API key may reach (docs/decisions/0014-api-key-scopes.md): with `docIds`, those
 * documents only (no folder, even the one they were chosen from); else with `folderId`, that folder,
 * the documents in it now, and the conversations, podcasts and summaries made from them.
 */
export interface KeyScope {
  folderId: string | null;
  docIds: readonly string[] | null;
}

/** A request's user as the key step hands it over: `keyScope` is set for a key narrowed to a folder or documents. */
export type ScopedUser = UserRow & { keyScope?: KeyScope | undefined };

/** The scope narrowing a request, or null (a session, or a key that reaches everything the user owns). */
export function keyScopeOf(user: { keyScope?: KeyScope | undefined }): KeyScope | null {
  return user.keyScope ?? null;
}

const EVERYTHING = sql<SqlBool>`true`;

/** `column` (a document id) is one the key may reach (anything, without a scope); for a list's where clause. */
export function documentInKeyScope(scope: KeyScope | null, column: string): Expression<SqlBool> {
  return scope ? documentIdInScope(scope, sql.ref(column)) : EVERYTHING;
}

function documentIdInScope(scope: KeyScope, id: Expression<unknown>): Expression<SqlBool> {
  if (scope.docIds) return sql<SqlBool>`${id} in (${sql.join(scope.docIds.length ? scope.docIds : [""])})`;
  return sql<SqlBool>`${id} in (select document_id from knowledge_base_documents where knowledge_base_id = ${scope.folderId ?? ""})`;
}

/** `column` (a folder id) is the key's folder. */
export function folderInKeyScope(scope: KeyScope | null, column: string): Expression<SqlBool> {
  if (!scope) return EVERYTHING;
  return scope.docIds ? sql<SqlBool>`false` : sql<SqlBool>`${sql.ref(column)} = ${scope.folderId ?? ""}`;
}

/**
 * A conversation the key may reach: on a document or the folder in its scope, and citing nothing
 * outside it (a question asked with a session may have @-mentioned any of the user's documents).
 * `table` is the conversations table's name or alias in the query.
 */
export function conversationInKeyScope(scope: KeyScope | null, table: string): Expression<SqlBool> {
  if (!scope) return EVERYTHING;
  const citations = sql`case when jsonb_typeof(m.citations) = 'array' then m.citations else '[]'::jsonb end`;
  return sql<SqlBool>`((${documentInKeyScope(scope, `${table}.doc_id`)} or ${folderInKeyScope(scope, `${table}.knowledge_base_id`)})
    and not exists (select 1 from messages m, jsonb_array_elements(${citations}) as cited
      where m.conversation_id = ${sql.ref(`${table}.id`)} and not ${documentIdInScope(scope, sql`cited->>'doc_id'`)}))`;
}

/**
 * The folder an upload with a key lands in: a folder-scoped key's own folder (or 404 for another),
 * the requested one otherwise. A key limited to documents cannot add any (it could not reach them).
 */
export function uploadFolderFor(user: ScopedUser, requested: string | undefined): string | undefined {
  const scope = keyScopeOf(user);
  if (!scope) return requested;
  if (scope.docIds) throw new AppError("api_key_scope_denied", "This API key is limited to chosen documents: it cannot add documents.");
  if (requested && requested !== scope.folderId) throw new AppError("knowledge_base_not_found");
  return scope.folderId ?? undefined;
}

/** The ids of every document (in any state) in one of the user's folders. */
export async function documentsInFolder(deps: AppDeps, userId: string, folderId: string): Promise<string[]> {
  const rows = await deps.db
    .selectFrom("knowledge_base_documents as k")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .select("d.id")
    .where("k.knowledge_base_id", "=", folderId)
    .where("d.user_id", "=", userId)
    .execute();
  return rows.map((r) => r.id);
}
