/**
 * The answer library: Folio's one answering engine (evidence scoring, prompt fencing, LOCAL and
 * provider answers, citation markers and verification, strict grounding, model errors), beside
 * ingest/ and retrieval/. Chat and folder chat answer through it; summaries reuse its fencing,
 * markers and verification. Features import this index only (lint enforces it), and nothing here
 * imports a feature. Test fakes live in testing/.
 *
 *   const query = await rewriteFollowUp({ history, question, model, signal });   // stand-alone query
 *   const passages = ...retrieve(query), numbered 1..k with their unit text...;
 *   const { stream, result } = answerStream({ question, language, passages, history, model, signal });
 *   return createUIMessageStreamResponse({ stream });                             // and store `await result`
 *
 * The stream is the AI SDK UI message stream: start, text-start, text-delta…, text-end, one
 * data-citation part per cited source ({n, doc_id, doc_name, locator, quote, verified}) in order of
 * n, finish. A provider failure ends it with an error part (in the answer's language) and rejects
 * `result` with a 429/502/504 AppError; a stop ends it with an abort part and resolves `result`
 * with status "stopped" and the partial answer.
 *
 * With a provider, passages go to the model fenced in <documents><passage n=…> tags that it is told
 * hold data, not instructions; it answers in the requested language with [n] markers and ends with
 * a hidden <citations>[{"n":…,"quote":…}]</citations> block. Every quote is then checked with
 * retrieval's verifyQuote against the cited unit: kept, repaired to the exact span, or dropped with
 * its markers (markers already on screen stay, without a source; the stored text loses them). LOCAL
 * quotes the best sentences of the passages itself. Either way, when no passage covers enough of
 * the question, the answer says in the requested language that the documents do not contain it.
 */
export { answerStream, type AnswerStream, type AnswerStreamOptions } from "./answer-stream.ts";
export { rewriteFollowUp } from "./rewrite-follow-up.ts";
export { cleanChatText } from "./chat-text.ts";
export type { AnswerChunk, AnswerUIMessage } from "./ui-stream.ts";
export type { AnswerLanguage, AnswerModel, AnswerResult, ChatTurn, Citation, EvidencePassage } from "./types.ts";
export { LANGUAGE_TEXT } from "./languages.ts";
export { fenceDocuments } from "./prompt.ts";
export { citedNumbers, compactNumbering, rewriteMarkers } from "./markers.ts";
export { createBlockSplitter, parseCitationBlock, type QuoteClaim } from "./citation-block.ts";
export { verifyCitations } from "./verify-citations.ts";
export { classifyModelError, modelError } from "./model-errors.ts";
