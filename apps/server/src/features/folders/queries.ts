import type { Selectable } from "kysely";
import type { Folder } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { KnowledgeBasesTable } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { searchableDocuments, type SearchableDocument } from "../documents/index.ts";

export type FolderRow = Selectable<KnowledgeBasesTable>;

/** The user's folder, or 404: another user's folder is indistinguishable from none. */
export async function ownedFolder(deps: AppDeps, userId: string, id: string): Promise<FolderRow> {
  const row = await deps.db.selectFrom("knowledge_bases").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("knowledge_base_not_found");
  return row;
}

/** Each folder's document ids, in the order they were added. */
export async function documentIdsOf(deps: AppDeps, folderIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(folderIds.map((id) => [id, []]));
  if (folderIds.length === 0) return out;
  const rows = await deps.db
    .selectFrom("knowledge_base_documents")
    .select(["knowledge_base_id", "document_id"])
    .where("knowledge_base_id", "in", folderIds)
    .orderBy("added_at")
    .orderBy("document_id")
    .execute();
  for (const r of rows) out.get(r.knowledge_base_id)?.push(r.document_id);
  return out;
}

export function toFolder(row: FolderRow, documentIds: string[]): Folder {
  return {
    id: row.id,
    name: row.name,
    knowledge_base_type: row.knowledge_base_type,
    document_ids: documentIds,
    document_count: documentIds.length,
    shared: row.share_id !== null,
    date_time: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function withDocumentIds(deps: AppDeps, rows: FolderRow[]): Promise<Folder[]> {
  const ids = await documentIdsOf(deps, rows.map((r) => r.id));
  return rows.map((r) => toFolder(r, ids.get(r.id) ?? []));
}

/**
 * What a folder chat searches: the folder's ready documents, checked to be the owner's (a folder
 * only ever holds its owner's documents; the join keeps it so). 404 for another user's folder.
 */
export async function folderScopeDocuments(deps: AppDeps, userId: string, folderId: string): Promise<SearchableDocument[]> {
  await ownedFolder(deps, userId, folderId);
  const rows = await deps.db
    .selectFrom("knowledge_base_documents as k")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .select(["d.id", "d.name", "d.custom_file_name", "d.status", "d.index_ref_id"])
    .where("k.knowledge_base_id", "=", folderId)
    .where("d.user_id", "=", userId)
    .orderBy("k.added_at")
    .orderBy("d.id")
    .execute();
  return searchableDocuments(rows);
}
