import type { ChatMessage, Citation, ConversationSummary } from "@folio/contract";
import type { Selectable } from "kysely";
import type { ConversationsTable, MessagesTable } from "../../platform/db/schema.ts";

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;

export function toConversationSummary(row: ConversationRow & { doc_name: string | null }): ConversationSummary {
  return {
    chat_id: row.id,
    name: row.name,
    doc_id: row.doc_id,
    doc_name: row.doc_name,
    knowledge_base_id: row.knowledge_base_id,
    date_time: row.updated_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const citations = (row.citations ?? []) as Citation[];
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    ...(row.role === "assistant" ? { citations } : {}),
    status: row.status,
    model_name: row.model_name,
    language: row.language,
    feedback: row.feedback_expression ? { expression: row.feedback_expression, details: row.feedback_details, issue: row.feedback_issue } : null,
    date_time: row.created_at.toISOString(),
  };
}
