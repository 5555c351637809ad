import type { Kysely } from "kysely";
import type { SupportContext, SupportMessage, SupportThread } from "@folio/contract";
import type { Database } from "../../platform/db/schema.ts";

type ConversationRow = { id: string; email: string };

export async function loadThread(db: Kysely<Database>, conversation: ConversationRow): Promise<SupportThread> {
  const rows = await db
    .selectFrom("support_messages")
    .select(["id", "author", "body", "context", "created_at"])
    .where("conversation_id", "=", conversation.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const messages: SupportMessage[] = rows.map((m) => ({ id: m.id, author: m.author, body: m.body, context: m.context as SupportContext | null, created_at: m.created_at.toISOString() }));
  return { id: conversation.id, email: conversation.email, messages };
}
