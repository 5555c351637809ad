import { sql } from "kysely";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import type { Logger } from "../../platform/logger.ts";
import type { AnswerLanguage, AnswerResult, ChatTurn } from "../../answering/index.ts";
import { assertConversationTarget, chatScope, type ChatTarget } from "./chat-scope.ts";
import { openConversation, ownedConversation } from "./conversations.ts";
import { answerFromScope, chargeQuestion, HISTORY_TURNS } from "./answer-scope.ts";
import { assertSniperMode, defaultModelFor } from "../billing/index.ts";
import { recordEvent } from "../analytics/index.ts";

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
  /** Aborted when the user stops the answer or goes away: what was produced is still stored. */
  signal: AbortSignal;
  log: Logger;
}

/**
 * One question in a conversation, answered as an AI SDK UI message stream. Everything that can be
 * refused (unknown conversation, unconfigured model, missing or unready document) is checked before
 * the stream starts, so those answer as JSON errors. The question is stored at once; the answer when
 * it ends (complete, or stopped with what was produced), before the stream closes.
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

  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto("messages").values({ id: newId("msg_"), conversation_id: conversation.id, role: "user", content: input.message, language: input.language, model_name: modelName }).execute();
    const firstQuestion = !conversation.renamed && !history.some((t) => t.role === "user");
    await trx
      .updateTable("conversations")
      .set({ updated_at: sql<Date>`now()`, ...(firstQuestion ? { name: nameFrom(input.message) } : {}) })
      .where("id", "=", conversation.id)
      .execute();
  });
  await recordEvent(deps, "chat", user.id);

  const messageId = newId("msg_");
  const { stream, result } = await answerFromScope(deps, {
    scope,
    question: input.message,
    history,
    model,
    modelName,
    language: input.language,
    length: input.length,
    sniper: input.sniper,
    signal: input.signal,
    messageId,
  });

  const stored = result.then(
    (answer) => storeAnswer(deps, conversation.id, messageId, answer, modelName, input.language),
    (err: unknown) => input.log.warn({ err, chatId: conversation.id }, "answer failed"),
  ).catch((err: unknown) => input.log.error({ err, chatId: conversation.id }, "answer could not be stored"));
  // The stream ends only once the answer is stored, so a client that reloads the conversation sees it.
  const persisted = stream.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      async flush() {
        await stored;
      },
    }),
  );
  return createUIMessageStreamResponse({ stream: persisted, headers: { "x-chat-id": conversation.id } });
}

async function storeAnswer(deps: AppDeps, chatId: string, id: string, answer: AnswerResult, modelName: string, language: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("messages")
      .values({ id, conversation_id: chatId, role: "assistant", content: answer.text, citations: JSON.stringify(answer.citations), status: answer.status, model_name: modelName, language })
      .execute();
    await trx.updateTable("conversations").set({ updated_at: sql<Date>`now()` }).where("id", "=", chatId).execute();
  });
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
