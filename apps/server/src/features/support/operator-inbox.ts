import { sql } from "kysely";
import type { SupportContext, SupportInbox, SupportThread } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { publicUrl } from "../accounts/index.ts";
import { loadThread } from "./threads.ts";

/** The conversations the inbox lists, the latest first. */
const INBOX_LIMIT = 200;

export async function supportInbox(deps: AppDeps): Promise<SupportInbox> {
  const rows = await deps.db
    .selectFrom("support_conversations as c")
    .innerJoin("users", "users.id", "c.user_id")
    // The latest message, and the latest reason the widget opened by itself (kept after a reply).
    .innerJoinLateral(
      (eb) => eb.selectFrom("support_messages").select(["body", "author"]).whereRef("conversation_id", "=", "c.id").orderBy("created_at", "desc").orderBy("id", "desc").limit(1).as("last"),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      "c.id",
      "c.email",
      "c.updated_at",
      "users.is_anonymous",
      "last.body",
      "last.author",
      eb
        .selectFrom("support_messages")
        .select("context")
        .whereRef("conversation_id", "=", "c.id")
        .where("context", "is not", null)
        .orderBy("created_at", "desc")
        .limit(1)
        .as("context"),
    ])
    .orderBy("c.updated_at", "desc")
    .limit(INBOX_LIMIT)
    .execute();
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      email: r.email,
      is_registered: !r.is_anonymous,
      last_message: r.body,
      last_author: r.author,
      context: (r.context ?? null) as SupportContext | null,
      updated_at: r.updated_at.toISOString(),
    })),
  };
}

async function conversationById(deps: AppDeps, id: string) {
  const row = await deps.db.selectFrom("support_conversations").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("support_conversation_not_found");
  return row;
}

export async function supportConversation(deps: AppDeps, id: string): Promise<SupportThread> {
  return loadThread(deps.db, await conversationById(deps, id));
}

/**
 * The operator's answer: stored in the thread (the widget shows it) and e-mailed to the user. When
 * the e-mail cannot be sent the answer is taken back, so the operator sees the failure and retries.
 */
export async function replyToConversation(deps: AppDeps, operator: UserRow, id: string, body: string): Promise<SupportThread> {
  const conversation = await conversationById(deps, id);
  const messageId = newId("msg_");
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto("support_messages").values({ id: messageId, conversation_id: id, author: "operator", operator_id: operator.id, body, context: null }).execute();
    await trx.updateTable("support_conversations").set({ updated_at: sql<Date>`now()` }).where("id", "=", id).execute();
  });
  try {
    await deps.mailer.send({
      to: conversation.email,
      subject: "Folio support: an answer to your message",
      text: `${body}\n\n-- \nFolio support\nYou can read the whole conversation and write back from the help button on any Folio page: ${publicUrl(deps, "/")}`,
    });
  } catch (err) {
    await deps.db.deleteFrom("support_messages").where("id", "=", messageId).execute();
    throw err;
  }
  return loadThread(deps.db, conversation);
}
