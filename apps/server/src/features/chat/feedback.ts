import type { Feedback } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { ownedConversation } from "./conversations.ts";

type FeedbackInput = { expression: "LIKE" } | { expression: "DISLIKE"; details: string; issue: string };

/** Like an answer, or dislike it with details and an issue; the latest feedback replaces the earlier one. */
export async function giveFeedback(deps: AppDeps, user: UserRow, chatId: string, messageId: string, input: FeedbackInput): Promise<Feedback> {
  await ownedConversation(deps, user.id, chatId);
  const feedback: Feedback =
    input.expression === "LIKE" ? { expression: "LIKE", details: null, issue: null } : { expression: "DISLIKE", details: input.details || null, issue: input.issue };
  const updated = await deps.db
    .updateTable("messages")
    .set({ feedback_expression: feedback.expression, feedback_details: feedback.details, feedback_issue: feedback.issue })
    .where("id", "=", messageId)
    .where("conversation_id", "=", chatId)
    .where("role", "=", "assistant")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError("not_found", "The answer cannot be found or has been deleted.");
  return feedback;
}
