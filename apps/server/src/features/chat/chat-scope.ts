import { CONVERSATION_DOCUMENT_GONE, CONVERSATION_NOT_FOUND } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { resolveScope } from "../retrieval/index.ts";
import type { ConversationRow } from "./to-conversation.ts";

/** What a chat call is about: one document (POST /api/chat/{doc_id}) or a folder (POST /api/knowledge/chat/{id}). */
export type ChatTarget = { kind: "document"; docId: string } | { kind: "folder"; knowledgeBaseId: string };

export type Scope = Awaited<ReturnType<typeof resolveScope>>;

/** A conversation answers only for the document or folder it was started on. */
export function assertConversationTarget(conversation: ConversationRow, target: ChatTarget): void {
  const same = target.kind === "document" ? conversation.doc_id === target.docId : conversation.knowledge_base_id === target.knowledgeBaseId;
  if (!same) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
}

/**
 * The documents the answer may draw on: the conversation's document or folder plus the @-mentioned
 * ones. Every one must be the user's (404) and ready (409).
 */
export async function chatScope(deps: AppDeps, user: UserRow, target: ChatTarget, atDocuments: string[] = []): Promise<Scope> {
  if (target.kind === "document") {
    const doc = await deps.db.selectFrom("documents").select("id").where("id", "=", target.docId).where("user_id", "=", user.id).executeTakeFirst();
    if (!doc) throw new AppError("not_found", CONVERSATION_DOCUMENT_GONE);
    return resolveScope(deps, user, [target.docId, ...atDocuments], undefined);
  }
  const folder = await resolveScope(deps, user, undefined, target.knowledgeBaseId);
  if (atDocuments.length === 0) return folder;
  const extra = await resolveScope(deps, user, atDocuments, undefined);
  const seen = new Set(folder.map((d) => d.id));
  return [...folder, ...extra.filter((d) => !seen.has(d.id))];
}
