import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import { expect } from "vitest";
import { Citation } from "@folio/contract";

/**
 * Every chunk of an AI SDK UI message stream, validated with the SDK's own chunk schema, as the web
 * client reads it; `onChunk` sees each one as it arrives (to release a fake provider's next chunk).
 */
export async function readUiMessageChunks(res: Response, onChunk?: (chunk: UIMessageChunk) => void): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  for await (const r of parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema })) {
    if (!r.success) throw r.error;
    chunks.push(r.value);
    onChunk?.(r.value);
  }
  return chunks;
}

/** A streamed chat answer as the client sees it: its text, its citations (each valid by the contract) and the conversation id. */
export async function readChat(res: Response, onChunk?: (chunk: UIMessageChunk) => void) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
  const chunks = await readUiMessageChunks(res, onChunk);
  const text = chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("");
  const citations = chunks.filter((c) => c.type === "data-citation").map((c) => Citation.parse((c as { data: unknown }).data));
  return { chunks, text, citations, chatId: res.headers.get("x-chat-id") };
}
