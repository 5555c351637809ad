import { CONVERSATION_DOCUMENT_GONE, CONVERSATION_NOT_FOUND } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { searchScope, type SearchableDocument } from "../scope/index.ts";
import type { OpenedConversation } from "./conversations.ts";
import type { ConversationRow } from "./to-conversation.ts";

/** What a chat call is about: one document (POST /api/chat/{doc_id}) or a folder (POST /api/knowledge/chat/{id}). */
export type ChatTarget = { kind: "document"; docId: string } | { kind: "folder"; knowledgeBaseId: string };

/** A conversation answers only for the document or folder it was started on. */
export function assertConversationTarget(conversation: ConversationRow, target: ChatTarget): void {
  const same = target.kind === "document" ? conversation.doc_id === target.docId : conversation.knowledge_base_id === target.knowledgeBaseId;
  if (!same) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
}

/**
 * The documents the answer may draw on: the conversation's document or folder plus the @-mentioned
 * ones, as the scope feature decides (every one the user's, 404, and ready, 409). A conversation
 * opened by this call hands over the document or folder it read, which is then not read again.
 */
export async function chatScope(deps: AppDeps, user: UserRow, target: ChatTarget, atDocuments: string[] = [], opened: Omit<OpenedConversation, "conversation"> = {}): Promise<SearchableDocument[]> {
  if (target.kind === "document") {
    const read = opened.document ? [opened.document] : [];
    return searchScope(deps, user.id, { docIds: [target.docId], mentioned: atDocuments, read, firstNotFound: CONVERSATION_DOCUMENT_GONE });
  }
  return searchScope(deps, user.id, { folder: opened.folder ?? target.knowledgeBaseId, mentioned: atDocuments });
}
