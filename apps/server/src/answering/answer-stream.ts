import { cleanChatText } from "./chat-text.ts";
import { localAnswer } from "./local-answer.ts";
import { answerNotFound } from "./not-found.ts";
import { providerAnswer } from "./provider-answer.ts";
import { crossScript, scoreEvidence } from "./relevance.ts";
import type { AnswerLanguage, AnswerModel, AnswerResult, ChatTurn, EvidencePassage } from "./types.ts";
import { AnswerWriter, type AnswerChunk } from "./ui-stream.ts";

/**
 * A model is asked only when some passage shares at least a fifth of the question's weighted terms.
 * Lower than LOCAL's bar because a model also understands synonyms and paraphrase.
 */
const PROVIDER_MIN_COVERAGE = 0.2;

export interface AnswerStreamOptions {
  question: string;
  language: AnswerLanguage;
  /** Retrieved passages, best first, numbered from 1. */
  passages: EvidencePassage[];
  /** Names of the documents searched, which a refusal lists (the passages' documents when absent). */
  documents?: string[];
  history?: ChatTurn[];
  model: AnswerModel;
  length?: string;
  /** The request's signal: aborting it (the user stops, the client goes away) stops the provider call. */
  signal: AbortSignal;
  /** Id for the `start` chunk, e.g. the id the stored message will have. */
  messageId?: string;
  /** How long to wait for the provider's first token and between tokens (FOLIO_LLM_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Retries of a failed provider request (429, 5xx) before the user sees an error. */
  maxRetries?: number;
  /** Sniper mode: a model's sentences without a verified citation are removed. LOCAL only quotes, so it is unchanged. */
  sniper?: boolean;
  /**
   * The passages are the scope's whole text, one per unit (chat/whole-document.ts): a model reads all
   * of it, so it is asked even when no unit shares the question's words ("what is this about?").
   */
  wholeText?: boolean;
}

export interface AnswerStream {
  /** AI SDK UI message chunks, for `createUIMessageStreamResponse({ stream })`. */
  stream: ReadableStream<AnswerChunk>;
  /**
   * The answer to store once the stream ends. Rejects with an AppError (429/502/504) when the provider
   * fails; resolves with status "stopped" and the partial answer when the user stops.
   */
  result: Promise<AnswerResult>;
}

export function answerStream(opts: AnswerStreamOptions): AnswerStream {
  const stop = new AbortController();
  const relay = () => stop.abort(opts.signal.reason);
  if (opts.signal.aborted) relay();
  else opts.signal.addEventListener("abort", relay, { once: true });

  let writer: AnswerWriter | undefined;
  const stream = new ReadableStream<AnswerChunk>({
    start(controller) {
      writer = new AnswerWriter(controller);
    },
    cancel(reason) {
      writer?.detach();
      stop.abort(reason);
    },
  });
  if (!writer) throw new Error("ReadableStream did not start synchronously");

  const result = run(opts, writer, stop.signal).finally(() => opts.signal.removeEventListener("abort", relay));
  // A caller that only pipes the stream must not crash the process with an unhandled rejection.
  result.catch(() => {});
  return { stream, result };
}

async function run(opts: AnswerStreamOptions, writer: AnswerWriter, stop: AbortSignal): Promise<AnswerResult> {
  writer.start(opts.messageId);
  const question = cleanChatText(opts.question);
  const evidence = scoreEvidence(question, opts.passages);
  const searched = { documents: opts.documents ?? [...new Set(opts.passages.map((p) => p.docName))], question };
  if (opts.model === "LOCAL") {
    return localAnswer({ question, evidence, language: opts.language, length: opts.length, searched, writer });
  }
  const answerable = evidence.passages.length > 0 && (opts.wholeText || evidence.best >= PROVIDER_MIN_COVERAGE || crossScript(question, evidence.passages));
  if (!answerable) return answerNotFound(writer, opts.language, searched);
  return providerAnswer({
    model: opts.model,
    question,
    language: opts.language,
    passages: evidence.passages,
    history: opts.history ?? [],
    length: opts.length,
    writer,
    stop,
    timeoutMs: opts.timeoutMs ?? 30_000,
    maxRetries: opts.maxRetries ?? 2,
    sniper: opts.sniper ?? false,
    wholeText: opts.wholeText ?? false,
  });
}
