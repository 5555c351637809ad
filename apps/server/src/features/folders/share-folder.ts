import { sql } from "kysely";
import { type Citation, type LocatorKind, type SharedChats, type ShareLink } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newToken } from "../../platform/auth/tokens.ts";
import { ownedFolder } from "../scope/index.ts";

/** Where the web app shows a share link (public, no login). */
export function sharePath(shareId: string): string {
  return `/shared-chats/${shareId}`;
}

const SHARED_CONVERSATIONS = 50;
const SHARED_MESSAGES = 200;

/** The folder's live link, made on the first call; the same link until it is revoked. */
export async function shareFolder(deps: AppDeps, user: UserRow, id: string): Promise<ShareLink> {
  const folder = await ownedFolder(deps, user.id, id);
  if (folder.share_id && folder.shared_at) return { share_id: folder.share_id, url: sharePath(folder.share_id), created_at: folder.shared_at.toISOString() };
  // Two first calls at once: only one sets the token, both answer with it.
  await deps.db
    .updateTable("knowledge_bases")
    .set({ share_id: newToken(), shared_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("share_id", "is", null)
    .execute();
  const row = await ownedFolder(deps, user.id, id);
  return { share_id: row.share_id!, url: sharePath(row.share_id!), created_at: row.shared_at!.toISOString() };
}

/** The link stops working at once; a later share makes a new one. */
export async function revokeFolderShare(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  await ownedFolder(deps, user.id, id);
  await deps.db.updateTable("knowledge_bases").set({ share_id: null, shared_at: null }).where("id", "=", id).execute();
}

/**
 * What a link shows: the folder's name, its chats (questions, answers and citations only) and the
 * text of the units those citations point at. No owner details, no other folder, no document list.
 */
export async function sharedChats(deps: AppDeps, shareId: string): Promise<SharedChats> {
  const folder = await deps.db.selectFrom("knowledge_bases").select(["id", "user_id", "name"]).where("share_id", "=", shareId).executeTakeFirst();
  if (!folder) throw new AppError("shared_link_not_found");
  const convs = await deps.db
    .selectFrom("conversations")
    .select(["id", "name", "updated_at"])
    .where("user_id", "=", folder.user_id)
    .where("knowledge_base_id", "=", folder.id)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(SHARED_CONVERSATIONS)
    .execute();
  const messages = convs.length
    ? await deps.db
        .selectFrom("messages")
        .select(["id", "conversation_id", "role", "content", "citations", "created_at", "seq"])
        .where("conversation_id", "in", convs.map((c) => c.id))
        .orderBy("conversation_id")
        .orderBy("seq")
        .execute()
    : [];
  const byConversation = new Map<string, typeof messages>();
  for (const m of messages) {
    const list = byConversation.get(m.conversation_id) ?? [];
    if (list.length < SHARED_MESSAGES) list.push(m);
    byConversation.set(m.conversation_id, list);
  }

  const cited = new Map<string, { docId: string; unit: number; docName: string }>();
  const conversations = convs
    .map((c) => ({
      chat_id: c.id,
      name: c.name,
      date_time: c.updated_at.toISOString(),
      chat_history: (byConversation.get(c.id) ?? []).map((m) => {
        const citations = m.role === "assistant" ? ((m.citations ?? []) as Citation[]) : undefined;
        for (const ct of citations ?? []) cited.set(`${ct.doc_id}:${ct.locator.unit}`, { docId: ct.doc_id, unit: ct.locator.unit, docName: ct.doc_name });
        return { id: m.id, role: m.role, content: m.content, ...(citations ? { citations } : {}), date_time: m.created_at.toISOString() };
      }),
    }))
    .filter((c) => c.chat_history.length > 0);

  // Only units the chats cite, and only of the owner's own documents (a deleted document shows none).
  const wanted = [...cited.values()];
  const units = wanted.length
    ? await deps.db
        .selectFrom("document_units as u")
        .innerJoin("documents as d", "d.id", "u.document_id")
        .select(["u.document_id", "u.unit", "u.kind", "u.label", "u.text", "u.source"])
        .where("d.user_id", "=", folder.user_id)
        .where((eb) => eb.or(wanted.map((w) => eb.and([eb("u.document_id", "=", w.docId), eb("u.unit", "=", w.unit)]))))
        .execute()
    : [];
  return {
    name: folder.name,
    conversations,
    units: units.map((u) => ({
      doc_id: u.document_id,
      doc_name: cited.get(`${u.document_id}:${u.unit}`)?.docName ?? "",
      unit: u.unit,
      kind: u.kind as LocatorKind,
      label: u.label,
      text: u.text,
      source: u.source,
    })),
  };
}
