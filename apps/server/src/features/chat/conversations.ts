import { sql } from "kysely";
import { documentDisplayName, CONVERSATION_NOT_FOUND, type ConversationDetail, type ConversationSummary } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { DocumentRow, UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { conversationInKeyScope, keyScopeOf, ownedDocument, ownedFolder, type FolderRow, type ScopedUser } from "../scope/index.ts";
import { toChatMessage, toConversationSummary, type ConversationRow } from "./to-conversation.ts";
import { consumeUsage } from "../billing/index.ts";
import { containsPattern } from "../../platform/db/contains-pattern.ts";

interface Page {
  page: number;
  page_size: number;
  order: "asc" | "desc";
}

/** The user's conversation, or 404: another user's conversation is indistinguishable from none. */
export async function ownedConversation(deps: AppDeps, userId: string, chatId: string): Promise<ConversationRow> {
  const row = await deps.db.selectFrom("conversations").selectAll().where("id", "=", chatId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  return row;
}

/** What a conversation is started on: one of the user's documents, or one of the user's folders. */
export interface ConversationTarget {
  doc_id?: string;
  knowledge_base_id?: string;
}

/** A conversation just opened, with the document or folder read to check and name it. */
export interface OpenedConversation {
  conversation: ConversationRow;
  document?: DocumentRow;
  folder?: FolderRow;
}

/** A new conversation on one of the user's documents, or on one of the user's folders. */
export async function startConversation(deps: AppDeps, user: UserRow, target: ConversationTarget): Promise<{ chat_id: string }> {
  return { chat_id: (await openConversation(deps, user, target)).conversation.id };
}

/** The same, answering the new row and what was read for it, which a first question need not read again. */
export async function openConversation(deps: AppDeps, user: UserRow, target: ConversationTarget): Promise<OpenedConversation> {
  let opened: Omit<OpenedConversation, "conversation">;
  let name: string;
  if (target.doc_id) {
    const document = await ownedDocument(deps, user.id, target.doc_id);
    opened = { document };
    name = documentDisplayName(document);
  } else {
    // The folder must be the user's (404 for any other or unknown folder); the chat is named after it.
    const folder = await ownedFolder(deps, user.id, target.knowledge_base_id ?? "");
    opened = { folder };
    name = folder.name;
  }
  await consumeUsage(deps, user, "conversations_per_day");
  const conversation = await deps.db
    .insertInto("conversations")
    .values({ id: newId("chat_"), user_id: user.id, name, doc_id: target.doc_id ?? null, knowledge_base_id: target.knowledge_base_id ?? null })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { conversation, ...opened };
}

function summaries(deps: AppDeps, userId: string) {
  return deps.db
    .selectFrom("conversations as c")
    .leftJoin("documents as d", (j) => j.onRef("d.id", "=", "c.doc_id").onRef("d.user_id", "=", "c.user_id"))
    .selectAll("c")
    .select(sql<string | null>`coalesce(d.custom_file_name, d.name)`.as("doc_name"))
    .where("c.user_id", "=", userId);
}

export async function listConversations(deps: AppDeps, user: ScopedUser, q: Page): Promise<{ conversations: ConversationSummary[] }> {
  const rows = await summaries(deps, user.id)
    .where(conversationInKeyScope(keyScopeOf(user), "c"))
    .orderBy("c.updated_at", q.order)
    .orderBy("c.id", q.order)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { conversations: rows.map(toConversationSummary) };
}

export async function getConversation(deps: AppDeps, user: UserRow, chatId: string, q: Page): Promise<ConversationDetail> {
  const row = await summaries(deps, user.id).where("c.id", "=", chatId).executeTakeFirst();
  if (!row) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  const [messages, count] = await Promise.all([
    deps.db
      .selectFrom("messages")
      .selectAll()
      .where("conversation_id", "=", chatId)
      .orderBy("seq", q.order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size)
      .execute(),
    deps.db.selectFrom("messages").select((eb) => eb.fn.countAll<string>().as("n")).where("conversation_id", "=", chatId).executeTakeFirstOrThrow(),
  ]);
  return { ...toConversationSummary(row), chat_history: messages.map(toChatMessage), total: Number(count.n) };
}

export async function renameConversation(deps: AppDeps, user: UserRow, chatId: string, name: string): Promise<ConversationSummary> {
  await ownedConversation(deps, user.id, chatId);
  await deps.db.updateTable("conversations").set({ name, renamed: true }).where("id", "=", chatId).execute();
  const row = await summaries(deps, user.id).where("c.id", "=", chatId).executeTakeFirstOrThrow();
  return toConversationSummary(row);
}

export async function deleteConversation(deps: AppDeps, user: UserRow, chatId: string): Promise<{ ok: true }> {
  await ownedConversation(deps, user.id, chatId);
  await deps.db.deleteFrom("conversations").where("id", "=", chatId).execute();
  return { ok: true };
}

export async function clearConversation(deps: AppDeps, user: UserRow, chatId: string): Promise<{ ok: true }> {
  await ownedConversation(deps, user.id, chatId);
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("messages").where("conversation_id", "=", chatId).execute();
    await trx.updateTable("conversations").set({ updated_at: sql<Date>`now()` }).where("id", "=", chatId).execute();
  });
  return { ok: true };
}

const SEARCH_LIMIT = 50;

/** Conversations whose name or any message contains the query, latest first, with the first matching message. */
export async function searchConversations(deps: AppDeps, user: ScopedUser, query: string) {
  const like = containsPattern(query);
  const rows = await summaries(deps, user.id)
    .where(conversationInKeyScope(keyScopeOf(user), "c"))
    .select((eb) =>
      eb
        .selectFrom("messages as m")
        .select("m.content")
        .whereRef("m.conversation_id", "=", "c.id")
        .where("m.content", "ilike", like)
        .orderBy("m.seq", "desc")
        .limit(1)
        .as("match"),
    )
    .where((eb) =>
      eb.or([
        eb("c.name", "ilike", like),
        eb.exists(eb.selectFrom("messages as m").select(sql`1`.as("one")).whereRef("m.conversation_id", "=", "c.id").where("m.content", "ilike", like)),
      ]),
    )
    .orderBy("c.updated_at", "desc")
    .limit(SEARCH_LIMIT)
    .execute();
  return { conversations: rows.map((r) => ({ ...toConversationSummary(r), snippet: r.match ? snippetAround(r.match, query) : null })) };
}

function snippetAround(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  const start = Math.max(0, at - 60);
  const piece = text.slice(start, start + 200).replace(/\s+/g, " ").trim();
  return (start > 0 ? "…" : "") + piece + (start + 200 < text.length ? "…" : "");
}
