import { streamText } from "ai";
import type { HostedLanguageModel } from "../adapters/llm/index.ts";
import { createBlockSplitter, parseCitationBlock } from "./citation-block.ts";
import { toDisplayNumbers } from "./display-numbers.ts";
import { LANGUAGE_TEXT } from "./languages.ts";
import { createMarkerNumbering } from "./markers.ts";
import { classifyModelError, modelError } from "./model-errors.ts";
import { answerInstructions, answerMessages } from "./prompt.ts";
import { groundStrictly } from "./strict-grounding.ts";
import type { AnswerLanguage, AnswerResult, ChatTurn, EvidencePassage } from "./types.ts";
import type { AnswerWriter } from "./ui-stream.ts";
import { verifyCitations } from "./verify-citations.ts";

export interface ProviderAnswerContext {
  model: HostedLanguageModel;
  question: string;
  language: AnswerLanguage;
  passages: EvidencePassage[];
  history: ChatTurn[];
  length: string | undefined;
  writer: AnswerWriter;
  /** Aborts when the user stops or the reader goes away. */
  stop: AbortSignal;
  timeoutMs: number;
  maxRetries: number;
  /** Sniper mode: only sentences with a verified citation reach the user (see strict-grounding.ts). */
  sniper?: boolean;
  /** The passages are the scope's whole text, one per unit. */
  wholeText?: boolean;
}

/**
 * Streams a model's answer: visible text is forwarded delta by delta while the trailing citation
 * block is held back, its markers renumbered 1..k in order of first use (the model writes passage
 * ranks); when the model is done, every citation is verified and sent as a data part under the
 * number the reader saw. Markers already streamed for a citation that is then dropped stay on
 * screen without a source (they cannot be unsent); the stored answer has them removed and is
 * numbered 1..k again, so a reload shows the clean answer.
 *
 * In sniper mode nothing is streamed until the citations are verified, since a sentence is known
 * to be unsupported only then and a streamed one cannot be taken back; the answer is then sent
 * with its uncited sentences removed and a closing line saying so.
 */
export async function providerAnswer(ctx: ProviderAnswerContext): Promise<AnswerResult> {
  const { writer, stop } = ctx;
  const splitter = createBlockSplitter();
  const known = new Set(ctx.passages.map((p) => p.n));
  const numbering = createMarkerNumbering((n) => known.has(n));
  // `visible` keeps the model's own passage numbers, which verification works on.
  let visible = "";
  const show = (delta: string) => {
    visible += delta;
    if (!ctx.sniper) writer.text(numbering.push(delta));
  };

  // The first-token deadline is kept here: in ai 7.0.173, timeout.firstChunkMs never fires while the
  // provider holds an open stream without sending content (seen against the fake server's stall).
  const firstToken = new AbortController();
  const firstTokenTimer = setTimeout(() => firstToken.abort(new DOMException("No first token in time", "TimeoutError")), ctx.timeoutMs);
  try {
    const result = streamText({
      model: ctx.model,
      instructions: answerInstructions(ctx.language, ctx.length, ctx.sniper, ctx.wholeText),
      messages: answerMessages(ctx.question, ctx.passages, ctx.history),
      // Low temperature: quotes must be copied, not paraphrased.
      temperature: 0.2,
      abortSignal: AbortSignal.any([stop, firstToken.signal]),
      timeout: { chunkMs: ctx.timeoutMs },
      maxRetries: ctx.maxRetries,
      // Errors arrive as stream parts and are handled below; the SDK's default would also print them.
      onError: () => {},
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        clearTimeout(firstTokenTimer);
        show(splitter.push(part.text));
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort" && !stop.aborted) {
        // The SDK ends with "abort" when a deadline aborted the call; only our signal means a stop.
        throw new DOMException("The model stopped sending", "TimeoutError");
      }
    }
  } catch (error) {
    if (!stop.aborted) {
      const kind = classifyModelError(error);
      writer.fail(LANGUAGE_TEXT[ctx.language][kind]);
      throw modelError(kind, error);
    }
  } finally {
    clearTimeout(firstTokenTimer);
  }

  const tail = splitter.end();
  if (stop.aborted && ctx.sniper) {
    // Nothing was shown yet: the cited sentences received so far are sent and kept.
    const partial = groundStrictly(verifyCitations({ text: visible, question: ctx.question, passages: ctx.passages, claims: [] }), ctx.language);
    writer.text(partial.text);
    writer.abort();
    return { ...partial, status: "stopped" };
  }
  if (stop.aborted) {
    // What the user saw is what is kept; a half-received citation block is ignored.
    const partial = toDisplayNumbers(verifyCitations({ text: visible, question: ctx.question, passages: ctx.passages, claims: [] }), numbering);
    writer.abort();
    return { ...partial.stored, status: "stopped" };
  }
  show(tail.visible);
  const claims = tail.block ? parseCitationBlock(tail.block) : [];
  if (ctx.sniper) {
    const strict = groundStrictly(verifyCitations({ text: visible, question: ctx.question, passages: ctx.passages, claims }), ctx.language);
    writer.text(strict.text);
    writer.citations(strict.citations);
    writer.finish();
    return { ...strict, status: "complete" };
  }
  writer.text(numbering.end());
  const numbered = toDisplayNumbers(verifyCitations({ text: visible, question: ctx.question, passages: ctx.passages, claims }), numbering);
  writer.citations(numbered.streamed);
  writer.finish();
  return { ...numbered.stored, status: "complete" };
}
