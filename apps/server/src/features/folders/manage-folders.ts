import { sql } from "kysely";
import type { z } from "zod";
import {
  documentDisplayName,
  type CreateFolderBody,
  type Folder,
  type FolderDetail,
  type FolderContentsQuery,
  type FolderListQuery,
  type UpdateFolderBody,
} from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { containsPattern } from "../../platform/db/contains-pattern.ts";
import { assertFolderSize } from "../billing/index.ts";
import { daysSinceUpload, documentFilters, folderInKeyScope, keyScopeOf, ownedDocumentIds, ownedFolder, type ScopedUser } from "../scope/index.ts";
import { documentCountOf, documentIdsOf, toFolder, withDocumentIds } from "./queries.ts";

const SEARCH_LIMIT = 50;
const FOLDER_CHATS = 20;

function requiredName(name: string | undefined): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) throw new AppError("folder_name_required");
  return trimmed;
}

/** Folder rows for documents, one millisecond apart so the folder keeps the given order. */
function memberships(folderId: string, docIds: string[]) {
  const start = Date.now();
  return docIds.map((document_id, i) => ({ knowledge_base_id: folderId, document_id, added_at: new Date(start + i) }));
}

async function defaultName(deps: AppDeps, userId: string, docIds: string[]): Promise<string> {
  if (docIds.length === 0) return "Documents";
  const rows = await deps.db.selectFrom("documents").select(["id", "name", "custom_file_name"]).where("user_id", "=", userId).where("id", "in", docIds).execute();
  const names = new Map(rows.map((r) => [r.id, documentDisplayName(r)]));
  return docIds.map((id) => names.get(id) ?? "").filter(Boolean).join(", ").slice(0, 120) || "Documents";
}

export async function createFolder(deps: AppDeps, user: UserRow, body: z.infer<typeof CreateFolderBody>): Promise<Folder> {
  const type = body.knowledge_base_type;
  const givenName = type === "FOLDER" ? requiredName(body.name) : body.name?.trim();
  const docIds = await ownedDocumentIds(deps, user.id, body.document_ids);
  assertFolderSize(user, docIds.length);
  const name = givenName || (await defaultName(deps, user.id, docIds));
  const id = newId("kb_");
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto("knowledge_bases").values({ id, user_id: user.id, name, knowledge_base_type: type }).execute();
    if (docIds.length) await trx.insertInto("knowledge_base_documents").values(memberships(id, docIds)).execute();
  });
  return toFolder(await ownedFolder(deps, user.id, id), docIds);
}

export async function updateFolder(deps: AppDeps, user: UserRow, id: string, body: z.infer<typeof UpdateFolderBody>): Promise<Folder> {
  const folder = await ownedFolder(deps, user.id, id);
  const name = body.name === undefined ? undefined : folder.knowledge_base_type === "FOLDER" ? requiredName(body.name) : body.name.trim() || folder.name;
  const docIds = body.document_ids === undefined ? undefined : await ownedDocumentIds(deps, user.id, body.document_ids);
  if (docIds) assertFolderSize(user, docIds.length);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("knowledge_bases")
      .set({ ...(name !== undefined ? { name } : {}), updated_at: sql<Date>`now()` })
      .where("id", "=", id)
      .execute();
    if (docIds) {
      let gone = trx.deleteFrom("knowledge_base_documents").where("knowledge_base_id", "=", id);
      if (docIds.length) gone = gone.where("document_id", "not in", docIds);
      await gone.execute();
      if (docIds.length) {
        // Documents already in the folder keep their place; new ones go last, in the given order.
        await trx
          .insertInto("knowledge_base_documents")
          .values(memberships(id, docIds))
          .onConflict((oc) => oc.columns(["knowledge_base_id", "document_id"]).doNothing())
          .execute();
      }
    }
  });
  const row = await ownedFolder(deps, user.id, id);
  return toFolder(row, (await documentIdsOf(deps, [id])).get(id) ?? []);
}

/** The folder and its links go; its documents stay in the library, its chats stay in the chat list. */
export async function deleteFolder(deps: AppDeps, user: UserRow, id: string): Promise<{ ok: true }> {
  await ownedFolder(deps, user.id, id);
  await deps.db.deleteFrom("knowledge_bases").where("id", "=", id).where("user_id", "=", user.id).execute();
  return { ok: true };
}

export async function listFolders(deps: AppDeps, user: ScopedUser, q: z.infer<typeof FolderListQuery>): Promise<{ knowledge_bases: Folder[] }> {
  let query = deps.db.selectFrom("knowledge_bases").selectAll().where("user_id", "=", user.id);
  query = query.where(folderInKeyScope(keyScopeOf(user), "id"));
  if (q.knowledge_base_type) query = query.where("knowledge_base_type", "=", q.knowledge_base_type);
  const rows = await query
    .orderBy("created_at", q.order)
    .orderBy("id", q.order)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { knowledge_bases: await withDocumentIds(deps, rows) };
}

export async function searchFolders(deps: AppDeps, user: ScopedUser, term: string): Promise<{ knowledge_bases: Folder[] }> {
  const rows = await deps.db
    .selectFrom("knowledge_bases")
    .selectAll()
    .where("user_id", "=", user.id)
    .where("name", "ilike", containsPattern(term))
    .where(folderInKeyScope(keyScopeOf(user), "id"))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SEARCH_LIMIT)
    .execute();
  return { knowledge_bases: await withDocumentIds(deps, rows) };
}

/** The folder with one page of its documents (in the order they were added; desc puts the newest first). */
export async function getFolder(deps: AppDeps, user: UserRow, id: string, q: z.infer<typeof FolderContentsQuery>): Promise<FolderDetail> {
  const folder = await ownedFolder(deps, user.id, id);
  const { search, types, range } = documentFilters(q);
  let base = deps.db
    .selectFrom("knowledge_base_documents as k")
    .innerJoin("documents as d", "d.id", "k.document_id")
    .where("k.knowledge_base_id", "=", id)
    .where("d.user_id", "=", user.id);
  if (types.length) base = base.where("d.file_type", "in", types);
  if (range) base = base.where(daysSinceUpload("d.created_at"), ">=", range.from).where(daysSinceUpload("d.created_at"), "<=", range.to);
  if (search) {
    const like = containsPattern(search);
    base = base.where((eb) => eb.or([eb("d.name", "ilike", like), eb("d.custom_file_name", "ilike", like)]));
  }

  const [rows, count, allIds, chats] = await Promise.all([
    base
      .select(["d.id", "d.name", "d.custom_file_name", "d.file_type", "d.status", "d.page_count", "d.size_bytes", "d.created_at", "k.added_at"])
      .orderBy("k.added_at", q.order)
      .orderBy("d.id", q.order)
      .limit(q.page_size + 1)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    documentIdsOf(deps, [id]),
    deps.db
      .selectFrom("conversations")
      .select(["id", "name", "updated_at"])
      .where("user_id", "=", user.id)
      .where("knowledge_base_id", "=", id)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(FOLDER_CHATS)
      .execute(),
  ]);
  const page = rows.slice(0, q.page_size);
  return {
    ...toFolder(folder, allIds.get(id) ?? []),
    document_details: page.map((r) => ({
      doc_id: r.id,
      name: r.name,
      custom_file_name: r.custom_file_name,
      type: "doc" as const,
      file_type: r.file_type as FolderDetail["document_details"][number]["file_type"],
      status: r.status,
      page_count: r.page_count,
      size_bytes: Number(r.size_bytes),
      date_time: r.created_at.toISOString(),
      added_at: r.added_at.toISOString(),
      ...(q.include_docs_url ? { url: `/api/documents/${encodeURIComponent(r.id)}/file` } : {}),
    })),
    total: Number(count.n),
    page: q.page,
    nextPage: rows.length > q.page_size ? q.page + 1 : null,
    conversations: chats.map((c) => ({ chat_id: c.id, name: c.name, date_time: c.updated_at.toISOString() })),
  };
}

/** An upload that names a folder: the folder must be the user's and have room for one more document. */
export async function assertFolderTakesUpload(deps: AppDeps, user: UserRow, folderId: string): Promise<void> {
  await ownedFolder(deps, user.id, folderId);
  assertFolderSize(user, (await documentCountOf(deps, folderId)) + 1);
}

export async function addUploadToFolder(deps: AppDeps, folderId: string, documentId: string): Promise<void> {
  await deps.db
    .insertInto("knowledge_base_documents")
    .values({ knowledge_base_id: folderId, document_id: documentId })
    .onConflict((oc) => oc.columns(["knowledge_base_id", "document_id"]).doNothing())
    .execute();
  await deps.db.updateTable("knowledge_bases").set({ updated_at: sql<Date>`now()` }).where("id", "=", folderId).execute();
}
