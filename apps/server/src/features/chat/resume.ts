import { sql } from "kysely";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { NO_ANSWER_TO_RESUME } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import type { AnswerLanguage, Citation } from "../../answering/index.ts";
import { ownedConversation } from "./conversations.ts";
import type { ConversationRow } from "./to-conversation.ts";
import { chatScope } from "./chat-scope.ts";
import { answerFromScope, HISTORY_TURNS } from "./answer-scope.ts";
import { dropFailedAnswer, produceAnswer, storeStoppedAnswer, takeOverPendingAnswer } from "./pending-answer.ts";

/** How often a resumed stream reads the pending answer's progress. */
const FOLLOW_MS = 250;
const TEXT_ID = "answer";

/** Ends a resumed stream so that the client connects again and replays the answer from its start. */
class AnswerReplaced extends Error {}

/**
 * The conversation's latest answer as a replay from its start (GET /api/conversations/{id}/resume),
 * for a client whose stream dropped: an answer still streaming, in this process or another, is sent
 * as written so far and followed until it is stored; one whose process died (its lease expired) is
 * taken over here and answered again from the stored question; a stored answer is sent whole. 404
 * when the conversation is not the caller's, or its last question has no answer (it failed).
 */
export async function resumeAnswer(deps: AppDeps, user: UserRow, chatId: string, signal: AbortSignal, log: Logger): Promise<Response> {
  const conversation = await ownedConversation(deps, user.id, chatId);
  const pending = await deps.db
    .selectFrom("pending_answers")
    .select("id")
    .where("conversation_id", "=", conversation.id)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  let answerId = pending?.id;
  if (!answerId) {
    const last = await deps.db.selectFrom("messages").select(["id", "role"]).where("conversation_id", "=", conversation.id).orderBy("seq", "desc").limit(1).executeTakeFirst();
    if (last?.role !== "assistant") throw new AppError("not_found", NO_ANSWER_TO_RESUME);
    answerId = last.id;
  }
  const id = answerId;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      void follow(deps, user, conversation, id, signal, log, (chunk) => controller.enqueue(chunk)).then(
        () => controller.close(),
        (err: unknown) => {
          if (!(err instanceof AnswerReplaced)) log.error({ err, chatId }, "resumed answer failed");
          controller.error(err);
        },
      );
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "x-chat-id": conversation.id } });
}

async function follow(deps: AppDeps, user: UserRow, conversation: ConversationRow, id: string, signal: AbortSignal, log: Logger, emit: (chunk: UIMessageChunk) => void): Promise<void> {
  emit({ type: "start", messageId: id });
  emit({ type: "text-start", id: TEXT_ID });
  let sent = "";
  const send = (text: string) => {
    // A provider's stored answer is its streamed text trimmed: the blank line streamed before its
    // citation block is not in it, and was sent already. Anything else that does not continue what
    // was sent is a provider's answer taken over and written again from nothing: the client replays it.
    const base = text.startsWith(sent) ? sent : sent.trimEnd();
    if (!text.startsWith(base)) throw new AnswerReplaced("the answer was generated again");
    if (text.length > base.length) emit({ type: "text-delta", id: TEXT_ID, delta: text.slice(base.length) });
    sent = text;
  };
  while (!signal.aborted) {
    const row = await deps.db
      .selectFrom("pending_answers")
      .select(["text", sql<boolean>`lease_expires_at < now()`.as("expired")])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) {
      const stored = await deps.db.selectFrom("messages").select(["content", "citations", "status"]).where("id", "=", id).executeTakeFirst();
      if (!stored) {
        emit({ type: "error", errorText: NO_ANSWER_TO_RESUME });
        return;
      }
      send(stored.content);
      emit({ type: "text-end", id: TEXT_ID });
      for (const c of stored.citations as Citation[]) emit({ type: "data-citation", id: `citation-${c.n}`, data: c });
      emit(stored.status === "stopped" ? { type: "abort", reason: "stopped" } : { type: "finish", finishReason: "stop" });
      return;
    }
    send(row.text);
    if (row.expired) await answerAgain(deps, user, conversation, id, log);
    await new Promise((r) => setTimeout(r, FOLLOW_MS));
  }
}

/**
 * The process that wrote this answer died: if this process wins the lease, it answers the stored
 * question again, with the history before it, and stores the answer as the process that died would
 * have. Nothing is charged again. When the document or folder is gone, the pending answer goes and
 * its credits are given back. One stopped before its process died is stored as it was left.
 */
async function answerAgain(deps: AppDeps, user: UserRow, conversation: ConversationRow, id: string, log: Logger): Promise<void> {
  const pending = await takeOverPendingAnswer(deps, id);
  if (!pending) return;
  if (pending.stoppedWith !== null) return storeStoppedAnswer(deps, pending, pending.stoppedWith, log);
  log.info({ answerId: id, chatId: conversation.id }, "answer taken over from a process that stopped");
  // No one asked in this process: the answer runs to its end unless a Stop is asked (askToStop).
  const stop = new AbortController();
  try {
    const question = await deps.db.selectFrom("messages").select(["content", "seq"]).where("id", "=", pending.questionId).executeTakeFirstOrThrow();
    const earlier = await deps.db
      .selectFrom("messages")
      .select(["role", "content"])
      .where("conversation_id", "=", conversation.id)
      .where("seq", "<", question.seq)
      .orderBy("seq", "desc")
      .limit(HISTORY_TURNS)
      .execute();
    const target = conversation.knowledge_base_id ? { kind: "folder" as const, knowledgeBaseId: conversation.knowledge_base_id } : { kind: "document" as const, docId: conversation.doc_id ?? "" };
    const answer = await answerFromScope(deps, {
      scope: await chatScope(deps, user, target, pending.atDocuments),
      question: question.content,
      history: earlier.reverse(),
      model: deps.models.languageModel(pending.modelName),
      modelName: pending.modelName,
      language: pending.language as AnswerLanguage,
      length: pending.length,
      sniper: pending.sniper,
      signal: stop.signal,
      messageId: id,
    });
    void produceAnswer(deps, pending, answer, stop, () => {}, log).catch((err: unknown) => log.error({ err, answerId: id }, "answer taken over could not be stored"));
  } catch (err) {
    log.warn({ err, answerId: id }, "answer taken over could not be answered again");
    await dropFailedAnswer(deps, id);
  }
}
