import type { Citation, V1ChatCompletionChunk } from "@folio/contract";
import { FolioError } from "./folio-error.ts";
import { sseData } from "./sse.ts";

/** What a streamed answer yields: text as it comes, then one event per verified source. */
export type ChatEvent = { type: "text"; delta: string } | { type: "citation"; citation: Citation };

/** A streamed answer failed after it began (the model provider failed); the text so far was yielded. */
const answerFailed = (message: string) => new FolioError(502, "answer_failed", message);

/** The chat routes' AI SDK UI message stream as ChatEvents. */
export async function* chatEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
  for await (const data of sseData(body, signal)) {
    if (data === "[DONE]") return;
    const part = JSON.parse(data) as { type: string; delta?: string; data?: Citation; errorText?: string };
    if (part.type === "text-delta" && part.delta) yield { type: "text", delta: part.delta };
    else if (part.type === "data-citation" && part.data) yield { type: "citation", citation: part.data };
    else if (part.type === "error") throw answerFailed(part.errorText ?? "The answer failed.");
  }
}

/** The OpenAI-compatible stream's chunks, up to `data: [DONE]`; an `{error}` event throws. */
export async function* completionChunks(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<V1ChatCompletionChunk> {
  for await (const data of sseData(body, signal)) {
    if (data === "[DONE]") return;
    const event = JSON.parse(data) as V1ChatCompletionChunk | { error: { message: string; code?: string | null } };
    if ("error" in event) throw answerFailed(event.error.message);
    yield event;
  }
}
