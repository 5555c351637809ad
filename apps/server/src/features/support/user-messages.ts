import { sql } from "kysely";
import { SUPPORT_MESSAGES_PER_WINDOW, SUPPORT_WINDOW_MINUTES, type MySupportThread, type SupportMessageBody, type SupportThread } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { loadThread } from "./threads.ts";

function conversationOf(deps: AppDeps, userId: string) {
  return deps.db.selectFrom("support_conversations").select(["id", "email"]).where("user_id", "=", userId).executeTakeFirst();
}

export async function mySupportThread(deps: AppDeps, user: UserRow): Promise<MySupportThread> {
  const conversation = await conversationOf(deps, user.id);
  return { thread: conversation ? await loadThread(deps.db, conversation) : null };
}

/**
 * A user's message to support. A registered user is answered at their account's e-mail; a visitor
 * (an anonymous user) gives one, with the first message or a later one to change it.
 */
export async function sendSupportMessage(deps: AppDeps, user: UserRow, message: SupportMessageBody): Promise<SupportThread> {
  assertWithinRateLimits(await hitRateLimit(deps.db, `support:${user.id}`, SUPPORT_MESSAGES_PER_WINDOW, SUPPORT_WINDOW_MINUTES * 60));
  const existing = await conversationOf(deps, user.id);
  const email = (user.is_anonymous ? null : user.email) ?? message.email ?? existing?.email;
  if (!email) throw new AppError("support_email_required");
  const conversation = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("support_conversations")
      .values({ id: newId("sup_"), user_id: user.id, email })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ email, updated_at: sql<Date>`now()` }))
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("support_messages")
      .values({ id: newId("msg_"), conversation_id: row.id, author: "user", body: message.body, context: message.context ?? null })
      .execute();
    return row;
  });
  deps.log.info({ conversationId: conversation.id, context: message.context ?? null }, "support message received");
  return loadThread(deps.db, conversation);
}
