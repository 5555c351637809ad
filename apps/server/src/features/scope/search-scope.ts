import type { AppDeps } from "../../deps.ts";
import type { DocumentRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { assertReady, documentNotFound } from "./owned-document.ts";
import { ownedFolder, type FolderRow } from "./owned-folder.ts";
import { FolderContentsCache } from "./folder-contents-cache.ts";
import { documentInKeyScope, type KeyScope } from "./key-scope.ts";
import { searchableDocuments, type SearchableDocument } from "./searchable-documents.ts";

/** What a search (POST retrieve) or a question (chat, folder chat) is asked of. */
export interface ScopeRequest {
  /** A folder: its ready documents (404 unless it is the user's). Its row, when the caller has read it. */
  folder?: string | FolderRow;
  /** Documents named by id, each the user's (404) and ready (409); with a folder, they only narrow it. */
  docIds?: string[];
  /** Documents added to the scope (a question's @-mentions), each the user's and ready. */
  mentioned?: string[];
  /** Documents the caller has read already (a new chat's own document): checked, not read again. */
  read?: DocumentRow[];
  /** The 404's detail when the first of docIds is not the user's (a chat whose document has gone). */
  firstNotFound?: string;
  /** A narrowed API key's scope: with neither documents nor a folder, only what it may reach is searched. */
  keyScope?: KeyScope | null;
}

const SCOPE_COLUMNS = ["id", "name", "custom_file_name", "status", "error", "index_ref_id"] as const;
type ScopeRow = Pick<DocumentRow, (typeof SCOPE_COLUMNS)[number]>;

/**
 * The documents a search or a question may read: a folder's ready documents (narrowed by docIds,
 * joined by the mentioned ones), or the named documents, or, with neither, every ready document of
 * the user. Another user's document or folder is "not found", never searched.
 */
export async function searchScope(deps: AppDeps, userId: string, request: ScopeRequest): Promise<SearchableDocument[]> {
  const { folder, docIds, mentioned = [] } = request;
  if (folder) {
    const documents = (await folderScope(deps, userId, folder)).documents;
    const narrowed = docIds ? documents.filter((d) => docIds.includes(d.id)) : documents;
    if (mentioned.length === 0) return narrowed;
    const seen = new Set(narrowed.map((d) => d.id));
    const extra = await namedDocuments(deps, userId, mentioned, {});
    return [...narrowed, ...extra.filter((d) => !seen.has(d.id))];
  }
  if (docIds || mentioned.length > 0) return namedDocuments(deps, userId, [...(docIds ?? []), ...mentioned], request);
  let everything = deps.db.selectFrom("documents").select(SCOPE_COLUMNS).where("user_id", "=", userId);
  if (request.keyScope) everything = everything.where(documentInKeyScope(request.keyScope, "id"));
  return searchableDocuments(await everything.execute());
}

// A folder of 5,000 documents took ~50 ms to list on the embedded database, most of a search's time.
const folderContents = new FolderContentsCache(100_000);

/**
 * A folder and what a question of it searches: its ready documents, in the order they were added
 * (404 unless the folder is the user's; a folder only ever holds its owner's documents, the join
 * keeps it so). Read once per version of the folder's contents (folder-contents-cache.ts).
 */
export async function folderScope(deps: AppDeps, userId: string, folderOrId: string | FolderRow): Promise<{ folder: FolderRow; documents: SearchableDocument[] }> {
  const folder = typeof folderOrId === "string" ? await ownedFolder(deps, userId, folderOrId) : folderOrId;
  const kept = folderContents.get(userId, folder);
  if (kept) return { folder, documents: kept };
  const rows = await deps.db
    .selectFrom("knowledge_base_documents as k")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .select(["d.id", "d.name", "d.custom_file_name", "d.status", "d.index_ref_id"])
    .where("k.knowledge_base_id", "=", folder.id)
    .where("d.user_id", "=", userId)
    .orderBy("k.added_at")
    .orderBy("d.id")
    .execute();
  const documents = searchableDocuments(rows);
  folderContents.set(userId, folder, documents);
  return { folder, documents };
}

/** The named documents, each the user's (404 naming the first that is not) and ready (409). */
async function namedDocuments(deps: AppDeps, userId: string, docIds: string[], { read = [], firstNotFound }: Pick<ScopeRequest, "read" | "firstNotFound">): Promise<SearchableDocument[]> {
  const known: ScopeRow[] = read.filter((r) => docIds.includes(r.id));
  const unread = [...new Set(docIds)].filter((id) => !known.some((r) => r.id === id));
  const rows = unread.length === 0 ? [] : await deps.db.selectFrom("documents").select(SCOPE_COLUMNS).where("user_id", "=", userId).where("id", "in", unread).execute();
  const scope = [...known, ...rows];
  const found = new Set(scope.map((r) => r.id));
  const missing = docIds.find((id) => !found.has(id));
  if (missing) throw firstNotFound && missing === docIds[0] ? new AppError("not_found", firstNotFound) : documentNotFound(missing);
  for (const row of scope) assertReady(row);
  return searchableDocuments(scope);
}
