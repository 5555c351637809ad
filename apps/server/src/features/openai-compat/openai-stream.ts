import { v1ErrorType, type Citation, type V1ChatCompletionChunk } from "@folio/contract";
import type { AnswerChunk } from "../../answering/index.ts";

export interface CompletionMeta {
  id: string;
  created: number;
  /** The model id asked (doc:… or folder:…). */
  model: string;
  /** The server's model that answers. */
  fingerprint: string;
}

/**
 * The answer's UI message stream as OpenAI's chat-completion chunks, each a `data:` event: the role
 * first, then the text as it comes, then a last chunk with `finish_reason: "stop"` and the verified
 * citations (in its delta and beside `choices`), then `data: [DONE]`. A provider failure becomes a
 * `data: {error}` event, which OpenAI clients raise as an error; a stop ends the stream quietly.
 */
export function toCompletionEvents(answer: ReadableStream<AnswerChunk>, meta: CompletionMeta): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: V1ChatCompletionChunk["choices"][number]["delta"], finish: "stop" | null): V1ChatCompletionChunk => ({
    id: meta.id,
    object: "chat.completion.chunk",
    created: meta.created,
    model: meta.model,
    system_fingerprint: meta.fingerprint,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  const citations: Citation[] = [];

  return answer.pipeThrough(
    new TransformStream<AnswerChunk, Uint8Array>({
      start(controller) {
        controller.enqueue(event(chunk({ role: "assistant", content: "" }, null)));
      },
      transform(part, controller) {
        if (part.type === "text-delta") controller.enqueue(event(chunk({ content: part.delta }, null)));
        else if (part.type === "data-citation") citations.push(part.data);
        else if (part.type === "finish") {
          controller.enqueue(event({ ...chunk({ citations }, "stop"), citations }));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        } else if (part.type === "error") {
          controller.enqueue(event({ error: { message: part.errorText, type: v1ErrorType(502), code: "model_failed", param: null } }));
        }
      },
    }),
  );
}
