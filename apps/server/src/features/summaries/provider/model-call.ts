import { streamText } from "ai";
import type { HostedLanguageModel } from "../../../adapters/llm/index.ts";
import { createBlockSplitter, parseCitationBlock, type QuoteClaim, classifyModelError, modelError } from "../../../answering/index.ts";

export interface SummaryCall {
  model: HostedLanguageModel;
  instructions: string;
  /** The user message: the fenced passages and the request. */
  content: string;
  signal: AbortSignal;
  timeoutMs: number;
  /** The visible text written so far (the citation block held back), after each delta. */
  onText?: (visible: string) => void;
}

/**
 * One summary call, streamed: the visible text (markers as the model wrote them) and the claims of
 * its trailing citation block. A failure becomes chat's model error (429/502/504); a cancel throws
 * the signal's reason.
 */
export async function callSummaryModel(c: SummaryCall): Promise<{ visible: string; claims: QuoteClaim[] }> {
  const splitter = createBlockSplitter();
  let visible = "";
  const firstToken = new AbortController();
  const timer = setTimeout(() => firstToken.abort(new DOMException("No first token in time", "TimeoutError")), c.timeoutMs);
  try {
    const result = streamText({
      model: c.model,
      instructions: c.instructions,
      messages: [{ role: "user", content: c.content }],
      temperature: 0.2,
      abortSignal: AbortSignal.any([c.signal, firstToken.signal]),
      timeout: { chunkMs: c.timeoutMs },
      maxRetries: 1,
      onError: () => {},
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        clearTimeout(timer);
        const shown = splitter.push(part.text);
        if (shown) {
          visible += shown;
          c.onText?.(visible);
        }
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort" && !c.signal.aborted) {
        throw new DOMException("The model stopped sending", "TimeoutError");
      }
    }
  } catch (error) {
    c.signal.throwIfAborted();
    throw modelError(classifyModelError(error), error);
  } finally {
    clearTimeout(timer);
  }
  c.signal.throwIfAborted();
  const tail = splitter.end();
  visible += tail.visible;
  return { visible, claims: tail.block ? parseCitationBlock(tail.block) : [] };
}
