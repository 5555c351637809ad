import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import type { AnswerLanguage, AnswerStream, ChatTurn } from "../../answering/index.ts";
import { answerFromScope, chargeQuestion, HISTORY_TURNS } from "./answer-scope.ts";
import { chatScope, type ChatTarget } from "./chat-scope.ts";
import { defaultModelFor, refundCredits } from "../billing/index.ts";

export interface OneOffQuestion {
  target: ChatTarget;
  question: string;
  /** The turns before the question, oldest first, as the caller keeps them. */
  history: ChatTurn[];
  /** The model to answer with; unset, the server's default for the user's plan. */
  modelName: string | undefined;
  language: AnswerLanguage;
  signal: AbortSignal;
}

/**
 * A question answered without a stored conversation: the caller keeps the history (the
 * OpenAI-compatible surface). Same scope, plan limits, credits and answering as a conversation's
 * question; nothing is stored. A closed connection stops it (there is nothing to resume).
 */
export async function answerWithoutConversation(deps: AppDeps, user: UserRow, q: OneOffQuestion): Promise<AnswerStream & { modelName: string }> {
  const modelName = q.modelName ?? defaultModelFor(deps, user);
  const model = deps.models.languageModel(modelName);
  const scope = await chatScope(deps, user, q.target);
  const credits = await chargeQuestion(deps, user, modelName);
  // Nothing is stored, so nothing resumes this answer: a failed one (a provider error or timeout,
  // or no answer at all) gives its credits back; a stopped one (the caller went away) keeps them.
  const refund = () => refundCredits(deps, user.id, credits);
  const answer = await answerFromScope(deps, {
    scope,
    question: q.question,
    history: q.history.slice(-HISTORY_TURNS),
    model,
    modelName,
    language: q.language,
    sniper: false,
    signal: q.signal,
  }).catch(async (err: unknown) => {
    await refund();
    throw err;
  });
  answer.result.catch(refund).catch((err: unknown) => deps.log.error({ err, userId: user.id, credits }, "credits of a failed answer not given back"));
  return { ...answer, modelName };
}
