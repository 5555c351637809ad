import type { Folder } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { FolderRow } from "../scope/index.ts";

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

/** How many documents a folder holds: counted by the database, since checking an upload's room needs no ids. */
export async function documentCountOf(deps: AppDeps, folderId: string): Promise<number> {
  const row = await deps.db
    .selectFrom("knowledge_base_documents")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("knowledge_base_id", "=", folderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
