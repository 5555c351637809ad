import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { ownedConversation } from "./conversations.ts";
import { askToStop } from "./pending-answer.ts";

/**
 * Stops an answer of the conversation while it is written (POST /api/conversations/{id}/stop), in
 * whichever process writes it: the one `answerId` names (the answer the client follows), else the
 * latest. Closing a stream never stops an answer (decision 41), so this is how every Stop reaches
 * it. The writer stores what it wrote as stopped at its next progress write. Nothing to stop (the
 * answer ended meanwhile) is not an error.
 */
export async function stopAnswer(deps: AppDeps, user: UserRow, chatId: string, answerId: string | undefined): Promise<{ ok: true }> {
  const conversation = await ownedConversation(deps, user.id, chatId);
  await askToStop(deps, conversation.id, answerId);
  return { ok: true };
}
