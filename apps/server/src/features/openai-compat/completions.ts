import { v1MessageText, type ChatLanguage, type V1ChatCompletion, type V1ChatCompletionBody } from "@folio/contract";
import type { z } from "zod";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { detectLanguage } from "../../text/index.ts";
import type { ChatTurn } from "../../answering/index.ts";
import type { ScopedUser } from "../scope/index.ts";
import { answerWithoutConversation } from "../chat/index.ts";
import { asModelNotFound, assertModelInKeyScope, targetOf } from "./model-scope.ts";
import { toCompletionEvents } from "./openai-stream.ts";

type CompletionBody = z.output<typeof V1ChatCompletionBody>;

/**
 * POST /api/v1/chat/completions: the last message is the question, the user and assistant turns
 * before it the history (system, developer and tool messages are not read: Folio's own prompt says
 * how to answer from the documents). Answered by the chat engine on the model id's document or
 * folder with FOLIO_V1_MODEL (else the default model); JSON, or SSE chunks when `stream` is true.
 */
export async function chatCompletion(deps: AppDeps, user: ScopedUser, body: CompletionBody, signal: AbortSignal): Promise<V1ChatCompletion | Response> {
  const target = targetOf(body.model);
  const last = body.messages.at(-1);
  const question = last ? v1MessageText(last) : "";
  const history: ChatTurn[] = body.messages
    .slice(0, -1)
    .flatMap((m) => (m.role === "user" || m.role === "assistant") && v1MessageText(m).trim() !== "" ? [{ role: m.role, content: v1MessageText(m) }] : []);
  const language = body.language ?? (detectLanguage(question).toUpperCase() as ChatLanguage);

  const answer = await assertModelInKeyScope(deps, user, target)
    .then(() => answerWithoutConversation(deps, user, { target, question, history, modelName: deps.config.llm.v1Model, language, signal }))
    .catch((err: unknown) => {
      throw asModelNotFound(err);
    });
  const meta = { id: newId("chatcmpl-"), created: Math.floor(Date.now() / 1000), model: body.model, fingerprint: answer.modelName };

  if (body.stream) {
    return new Response(toCompletionEvents(answer.stream, meta), {
      headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" },
    });
  }
  // Read the stream to its end (the answer is produced for it), then take the answer as stored.
  await answer.stream.pipeTo(new WritableStream());
  const result = await answer.result;
  return {
    id: meta.id,
    object: "chat.completion",
    created: meta.created,
    model: meta.model,
    system_fingerprint: meta.fingerprint,
    choices: [{ index: 0, message: { role: "assistant", content: result.text, refusal: null, citations: result.citations }, finish_reason: "stop", logprobs: null }],
  };
}
