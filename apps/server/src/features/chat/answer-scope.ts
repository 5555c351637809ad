import type { HostedModelName } from "../../adapters/llm/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { answerStream, rewriteFollowUp, type AnswerLanguage, type AnswerModel, type AnswerStream, type ChatTurn } from "../../answering/index.ts";
import { retrievePassagesInUnits } from "../retrieval/index.ts";
import type { SearchableDocument } from "../scope/index.ts";
import { chargeCredits, consumeUsage, releaseUsage } from "../billing/index.ts";
import { toEvidence, withReferences } from "./evidence.ts";
import { wholeScopeEvidence } from "./whole-document.ts";

/** Passages given to the answerer; LOCAL quotes a few of them, a model reads them all. */
const PASSAGES = 8;
/** Earlier turns a follow-up is read with. */
export const HISTORY_TURNS = 12;

/**
 * The plan's daily questions, then the model's credits (402/403 before anything is answered).
 * Returns the credits charged, which the caller gives back if the answer then fails.
 */
export async function chargeQuestion(deps: AppDeps, user: UserRow, modelName: string): Promise<number> {
  await consumeUsage(deps, user, "questions_per_day");
  return chargeCredits(deps, user, modelName).catch(async (err: unknown) => {
    await releaseUsage(deps, user, "questions_per_day");
    throw err;
  });
}

export interface ScopeQuestion {
  scope: SearchableDocument[];
  question: string;
  history: ChatTurn[];
  model: AnswerModel;
  modelName: string;
  language: AnswerLanguage;
  length?: string;
  sniper: boolean;
  signal: AbortSignal;
  messageId?: string;
}

/**
 * The one way a question about documents is answered (a conversation's, or a stateless one on
 * /api/v1): a provider model reads the whole scope, unit by unit, when it fits its context window
 * (overview and "list all" questions are where retrieval is weakest); otherwise, and LOCAL always,
 * the passages retrieved for the question as the history makes it stand alone.
 */
export async function answerFromScope(deps: AppDeps, q: ScopeQuestion): Promise<AnswerStream> {
  // languageModel() answered a hosted model, so modelName names one.
  const whole = q.model === "LOCAL" ? null : await wholeScopeEvidence(deps, q.scope, deps.models.contextTokens(q.modelName as HostedModelName));
  let passages = whole;
  if (!passages) {
    const query = await rewriteFollowUp({ history: q.history, question: q.question, model: q.model, signal: q.signal });
    passages = toEvidence(await retrievePassagesInUnits(deps, q.scope, query, PASSAGES));
  }
  return answerStream({
    question: q.question,
    language: q.language,
    passages: await withReferences(deps, passages),
    documents: q.scope.map((d) => d.name),
    history: q.history,
    model: q.model,
    length: q.length,
    signal: q.signal,
    messageId: q.messageId,
    timeoutMs: deps.models.timeoutMs,
    sniper: q.sniper,
    wholeText: whole !== null,
  });
}
