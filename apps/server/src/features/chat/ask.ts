import { sql } from "kysely";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import type { Logger } from "../../platform/logger.ts";
import type { AnswerLanguage, ChatTurn } from "../../answering/index.ts";
import { assertConversationTarget, chatScope, type ChatTarget } from "./chat-scope.ts";
import { openConversation, ownedConversation } from "./conversations.ts";
import { answerFromScope, chargeQuestion, HISTORY_TURNS } from "./answer-scope.ts";
import { assertSniperMode, defaultModelFor } from "../billing/index.ts";
import { recordEvent } from "../analytics/index.ts";
import { insertPendingAnswer, produceAnswer, type PendingAnswer } from "./pending-answer.ts";

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
  /** Aborted when the user stops the answer or goes away: what was produced is still stored (a Stop from elsewhere: stopAnswer). */
  signal: AbortSignal;
  log: Logger;
}

/**
 * One question in a conversation, answered as an AI SDK UI message stream. Everything that can be
 * refused (unknown conversation, unconfigured model, missing or unready document) is checked before
 * the stream starts, so those answer as JSON errors. The question is stored at once with a pending
 * answer this process holds (any process can resume it: resume.ts); the answer when it ends
 * (complete, or stopped with what was produced), before the stream closes.
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
  await chargeQuestion(deps, user, modelName);

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
    await insertPendingAnswer(trx, pending);
    const firstQuestion = !conversation.renamed && !history.some((t) => t.role === "user");
    await trx
      .updateTable("conversations")
      .set({ updated_at: sql<Date>`now()`, ...(firstQuestion ? { name: nameFrom(input.message) } : {}) })
      .where("id", "=", conversation.id)
      .execute();
  });
  await recordEvent(deps, "chat", user.id);

  // Stopped when the asker's connection closes, or by a Stop asked through any process (askToStop).
  const stop = new AbortController();
  if (input.signal.aborted) stop.abort();
  else input.signal.addEventListener("abort", () => stop.abort(), { once: true });
  const answer = await answerFromScope(deps, {
    scope,
    question: input.message,
    history,
    model,
    modelName,
    language: input.language,
    length: input.length,
    sniper: input.sniper,
    signal: stop.signal,
    messageId: pending.id,
  });
  // The answer is produced and stored whether or not the client keeps reading (a closed connection
  // stops a provider's answer through the request's signal); the stream ends once it is stored, so a
  // client that reloads the conversation sees it.
  let detached = false;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      const emit = (chunk: UIMessageChunk) => {
        if (!detached) controller.enqueue(chunk);
      };
      void produceAnswer(deps, pending, answer, stop, emit, input.log)
        .catch((err: unknown) => input.log.error({ err, chatId: conversation.id }, "answer could not be stored"))
        .finally(() => {
          if (!detached) controller.close();
        });
    },
    cancel() {
      detached = true;
    },
  });
  return createUIMessageStreamResponse({ stream, headers: { "x-chat-id": conversation.id } });
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
