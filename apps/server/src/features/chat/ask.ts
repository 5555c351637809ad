import { sql } from "kysely";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import type { Logger } from "../../platform/logger.ts";
import type { AnswerLanguage, AnswerStream, ChatTurn } from "../../answering/index.ts";
import { assertConversationTarget, chatScope, type ChatTarget } from "./chat-scope.ts";
import { openConversation, ownedConversation } from "./conversations.ts";
import { answerFromScope, chargeQuestion, HISTORY_TURNS } from "./answer-scope.ts";
import { assertSniperMode, defaultModelFor, refundCredits } from "../billing/index.ts";
import { recordEvent } from "../analytics/index.ts";
import { dropFailedAnswer, insertPendingAnswer, produceAnswer, type PendingAnswer } from "./pending-answer.ts";
import type { ConversationRow } from "./to-conversation.ts";

const NAME_CHARS = 80;

export interface AskInput {
  target: ChatTarget;
  chatId: string | undefined;
  message: string;
  atDocuments?: string[];
  modelName: string | undefined;
  language: AnswerLanguage;
  length: string | undefined;
  regenerate: boolean;
  /** Sniper mode (premium, pro, enterprise): a model's uncited sentences are removed. */
  sniper: boolean;
  /**
   * Aborted when the asker's connection closes. Closed before it was sent the answer's id (the
   * stream's first chunk), it stops the answer: that client has nothing to resume by, and its Stop
   * found nothing to name. Closed after, it stops nothing (decision 41).
   */
  asker: AbortSignal;
  log: Logger;
}

/**
 * One question in a conversation, answered as an AI SDK UI message stream. Everything that can be
 * refused (unknown conversation, unconfigured model, missing or unready document) is checked before
 * the stream starts, so those answer as JSON errors. The question is stored at once with a pending
 * answer this process holds (any process can resume it: resume.ts); the answer when it ends
 * (complete, or stopped with what was produced), before the stream closes. The answer is written to
 * its end even when the asker's connection closes once the answer's id was sent (another tab or a
 * reconnect resumes it); a Stop (stopAnswer), or the connection closing before that, ends it early.
 * A credit model's credits are charged here, once, and given back when no answer comes of them
 * (the answer fails, or the question cannot be answered).
 */
export async function askInConversation(deps: AppDeps, user: UserRow, input: AskInput): Promise<Response> {
  if (input.sniper) assertSniperMode(user);
  const modelName = input.modelName ?? defaultModelFor(deps, user);
  const model = deps.models.languageModel(modelName);
  const opened = input.chatId
    ? { conversation: await ownedConversation(deps, user.id, input.chatId) }
    : await openConversation(deps, user, input.target.kind === "document" ? { doc_id: input.target.docId } : { knowledge_base_id: input.target.knowledgeBaseId });
  const { conversation } = opened;
  assertConversationTarget(conversation, input.target);
  const scope = await chatScope(deps, user, input.target, input.atDocuments, opened);
  // The plan's daily questions, then the model's credits (402/403 before anything is stored).
  const credits = await chargeQuestion(deps, user, modelName);
  let pending: StoredQuestion | null = null;
  let unlinkAsker = () => {};
  try {
    pending = await storeQuestion(deps, input, conversation, modelName, credits);
    const { stop } = pending;
    const goneEarly = () => stop.abort();
    if (input.asker.aborted) goneEarly();
    else input.asker.addEventListener("abort", goneEarly, { once: true });
    unlinkAsker = () => input.asker.removeEventListener("abort", goneEarly);
    await recordEvent(deps, "chat", user.id);
    const answer = await answerFromScope(deps, {
      scope,
      question: input.message,
      history: pending.history,
      model,
      modelName,
      language: input.language,
      length: input.length,
      sniper: input.sniper,
      signal: pending.stop.signal,
      messageId: pending.id,
    });
    return streamAnswer(deps, pending, answer, input.log, unlinkAsker);
  } catch (err) {
    unlinkAsker();
    // Nothing will answer the question: its pending answer goes with the credits it was charged.
    if (pending) await dropFailedAnswer(deps, pending.id);
    else await refundCredits(deps, user.id, credits);
    throw err;
  }
}

type StoredQuestion = PendingAnswer & { history: ChatTurn[]; stop: AbortController };

/** Stores the question with its pending answer (held by this process), and reads the history before it. */
async function storeQuestion(deps: AppDeps, input: AskInput, conversation: ConversationRow, modelName: string, credits: number): Promise<StoredQuestion> {
  if (input.regenerate) await dropLastExchange(deps, conversation.id, input.message);
  const earlier = await deps.db
    .selectFrom("messages")
    .select(["role", "content"])
    .where("conversation_id", "=", conversation.id)
    .orderBy("seq", "desc")
    .limit(HISTORY_TURNS)
    .execute();
  const history: ChatTurn[] = earlier.reverse();

  const questionId = newId("msg_");
  const pending: PendingAnswer = {
    id: newId("msg_"),
    conversationId: conversation.id,
    questionId,
    modelName,
    language: input.language,
    length: input.length,
    sniper: input.sniper,
    atDocuments: input.atDocuments ?? [],
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto("messages").values({ id: questionId, conversation_id: conversation.id, role: "user", content: input.message, language: input.language, model_name: modelName }).execute();
    await insertPendingAnswer(trx, pending, credits);
    const firstQuestion = !conversation.renamed && !history.some((t) => t.role === "user");
    await trx
      .updateTable("conversations")
      .set({ updated_at: sql<Date>`now()`, ...(firstQuestion ? { name: nameFrom(input.message) } : {}) })
      .where("id", "=", conversation.id)
      .execute();
  });
  // Stopped by a Stop asked through any process (askToStop), or by the asker going away before it
  // was sent the answer's id (askInConversation); never by the asker going away after.
  return { ...pending, history, stop: new AbortController() };
}

/**
 * The answer is produced and stored whether or not the client keeps reading; the stream ends once
 * it is stored, so a client that reloads the conversation sees it. `told` runs once the first chunk
 * (the answer's id) is handed to the response: from then the asker's going away stops nothing.
 */
function streamAnswer(deps: AppDeps, pending: StoredQuestion, answer: AnswerStream, log: Logger, told: () => void): Response {
  const { stop, conversationId } = pending;
  let detached = false;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      const emit = (chunk: UIMessageChunk) => {
        if (detached) return;
        controller.enqueue(chunk);
        told();
      };
      void produceAnswer(deps, pending, answer, stop, emit, log)
        .catch((err: unknown) => log.error({ err, chatId: conversationId }, "answer could not be stored"))
        .finally(() => {
          if (!detached) controller.close();
        });
    },
    cancel() {
      detached = true;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "x-chat-id": conversationId } });
}

/**
 * Regenerate: the question is asked again, so its stored copy goes, with the answer it got (if the
 * answer failed there is none). Nothing goes when the last question is another one.
 */
async function dropLastExchange(deps: AppDeps, chatId: string, question: string): Promise<void> {
  const last = await deps.db.selectFrom("messages").select(["id", "role", "content"]).where("conversation_id", "=", chatId).orderBy("seq", "desc").limit(2).execute();
  const exchange = last[0]?.role === "assistant" ? last : last.slice(0, 1);
  const asked = exchange.find((m) => m.role === "user");
  if (!asked || asked.content !== question) return;
  await deps.db.deleteFrom("messages").where("id", "in", exchange.map((m) => m.id)).execute();
}

function nameFrom(question: string): string {
  const flat = question.replace(/\s+/g, " ").trim();
  return flat.length <= NAME_CHARS ? flat : `${flat.slice(0, NAME_CHARS - 1).trimEnd()}…`;
}
