import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { ownedConversation } from "./conversations.ts";
import { askToStop } from "./pending-answer.ts";

/**
 * Stops the conversation's answer being written (POST /api/conversations/{id}/stop), in whichever
 * process writes it: the Stop of a client following a resumed stream, which closing its own
 * connection cannot do (that stream only reads). The writer stores what it wrote as stopped at its
 * next progress write. Nothing to stop (the answer ended meanwhile) is not an error.
 */
export async function stopAnswer(deps: AppDeps, user: UserRow, chatId: string): Promise<{ ok: true }> {
  const conversation = await ownedConversation(deps, user.id, chatId);
  await askToStop(deps, conversation.id);
  return { ok: true };
}
