import { createUIMessageStreamResponse, parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import type { AnswerChunk, AnswerUIMessage } from "../ui-stream.ts";

/**
 * Sends an answer stream the way a route will (`createUIMessageStreamResponse`) and reads it back
 * the way the web client does (SSE parsed and validated with the SDK's chunk schema, then folded
 * into a UI message), so tests see exactly what the browser would.
 */
export async function overTheWire(stream: ReadableStream<AnswerChunk>) {
  const response = createUIMessageStreamResponse({ stream: stream as ReadableStream<UIMessageChunk> });
  if (!response.body) throw new Error("no body");
  const [raw, parsed] = response.body.tee();
  const sse = await new Response(raw).text();
  const chunks: UIMessageChunk[] = [];
  for await (const result of parseJsonEventStream({ stream: parsed, schema: uiMessageChunkSchema })) {
    if (!result.success) throw result.error;
    chunks.push(result.value);
  }
  let message: AnswerUIMessage | undefined;
  const replay = new ReadableStream<UIMessageChunk>({
    start(c) {
      for (const chunk of chunks) c.enqueue(chunk);
      c.close();
    },
  });
  for await (const m of readUIMessageStream<AnswerUIMessage>({ stream: replay })) message = m;
  return { headers: response.headers, sse, chunks, message };
}

/** Reads every chunk. */
export async function readAll(stream: ReadableStream<AnswerChunk>) {
  const chunks: AnswerChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { chunks, text: textOf(chunks) };
}

export function textOf(chunks: AnswerChunk[]): string {
  return chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("");
}
