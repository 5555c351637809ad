import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { IdParam, pageQuery } from "./common.ts";
import { CHAT_MODEL_NAMES } from "./chat.ts";
import { ChatLanguage, Locator } from "./locator.ts";

/** Summary options (spec point 3). */
export const SUMMARY_FORMATS = ["AUTO", "PARAGRAPH", "BULLET", "PAPER"] as const;
export const SummaryFormat = z.enum(SUMMARY_FORMATS);
export type SummaryFormat = z.infer<typeof SummaryFormat>;
export const SUMMARY_LENGTHS = ["AUTO", "SHORT", "LONG"] as const;
export const SummaryLength = z.enum(SUMMARY_LENGTHS);
export type SummaryLength = z.infer<typeof SummaryLength>;

/** COMPLETED and FAILED are final; QUEUED and SUMMARISING mean the job is still at work. */
export const SUMMARY_STATUSES = ["QUEUED", "SUMMARISING", "COMPLETED", "FAILED"] as const;
export const SummaryStatus = z.enum(SUMMARY_STATUSES);
export type SummaryStatus = z.infer<typeof SummaryStatus>;

export const SUMMARY_SOURCES = ["DOCUMENT", "TEXT"] as const;
export const SummarySource = z.enum(SUMMARY_SOURCES);
export type SummarySource = z.infer<typeof SummarySource>;

export const SUMMARY_PAGE_SIZE = 20;
/** Pasted text: at most this many characters (about 600 pages). */
export const SUMMARY_TEXT_MAX_CHARS = 2_000_000;

/** Spec point 5: "text or a document must be chosen before summarising". */
export const SUMMARY_NEEDS_SOURCE = "Please choose a document or paste a text to summarise.";
export const SUMMARY_NOT_FOUND = "The summary cannot be found or has been deleted.";
export const SUMMARY_CANCELLED = "The summary was cancelled.";
export const SUMMARY_FAILED = "The summary could not be made. Try again.";
export const SUMMARY_NOT_READY = "The summary is not finished yet.";

/** One source of a summary statement; `[n]` markers in `text` refer to `n`. doc_id is null for pasted text. */
export const SummaryCitation = z.object({
  n: z.number().int().min(1),
  doc_id: z.string().nullable(),
  doc_name: z.string().nullable(),
  locator: Locator,
  /** A verbatim span of the cited unit (whitespace collapsed). */
  quote: z.string(),
  verified: z.boolean(),
});
export type SummaryCitation = z.infer<typeof SummaryCitation>;

export const SummarySection = z.object({
  heading: z.string().nullable(),
  statements: z.array(z.object({ text: z.string(), citations: z.array(z.object({ unit: z.number().int(), quote: z.string() })) })),
});

export const Summary = z.object({
  summary_id: z.string(),
  id: z.string(),
  /** The summary's title: the document's name, or the first words of the pasted text. */
  name: z.string(),
  source: SummarySource,
  /** The summarised document (null for pasted text, or once that document is deleted). */
  doc_id: z.string().nullable(),
  doc_name: z.string().nullable(),
  prompt: z.string().nullable(),
  /** The resolved format once COMPLETED (AUTO becomes PAPER, BULLET or PARAGRAPH); as asked before. */
  format: SummaryFormat,
  length: SummaryLength,
  language: ChatLanguage,
  model_name: z.string(),
  status: SummaryStatus,
  progress: z.number().int().min(0).max(100),
  /** A human message when FAILED. */
  error: z.string().nullable(),
  /** Markdown with `## headings`, paragraphs or `- ` bullets and [n] markers; while a provider writes, what it has written so far. */
  text: z.string(),
  citations: z.array(SummaryCitation),
  sections: z.array(SummarySection),
  date_time: z.string(),
});
export type Summary = z.infer<typeof Summary>;

const prompt = z.string().trim().max(2000).optional().nullable();

/** `PUT /api/summaries/{doc_id}`: spec point 7 (doc_id, prompt, format, length), plus language. */
export const DocumentSummaryBody = z.object({
  doc_id: z.string().trim().max(200).optional().nullable(),
  prompt,
  format: SummaryFormat.default("AUTO"),
  length: SummaryLength.default("AUTO"),
  language: ChatLanguage.optional(),
});

/** `POST /api/text-summary`: spec point 7 (summary_text, format, length), plus prompt and language. */
export const TextSummaryBody = z.object({
  summary_text: z.string().max(SUMMARY_TEXT_MAX_CHARS).optional().nullable(),
  prompt,
  format: SummaryFormat.default("AUTO"),
  length: SummaryLength.default("AUTO"),
  language: ChatLanguage.optional(),
});

export const SummaryModelQuery = z.object({
  model_name: z.enum(CHAT_MODEL_NAMES).optional().describe("The model that writes the summary; LOCAL (offline, extractive) when none is configured"),
});

export const SummaryListQuery = pageQuery(SUMMARY_PAGE_SIZE).extend({
  doc_id: z.string().max(200).optional().describe("Only summaries of this document"),
});
export const SummaryPage = z.object({ summaries: z.array(Summary), nextPage: z.number().int().nullable() });
export type SummaryPage = z.infer<typeof SummaryPage>;

const SUMMARY_RESULT = { status: 200, schema: Summary } as const;

const route = taggedRoutes("Summaries");

export const summaryRoutes = {
  summariseDocument: route("put", "/api/summaries/:id", "user", "Summarise a document (paid plans). Runs as a job; answers the finished summary, or with `Accept: text/event-stream` streams it as a UI message stream (data-summary with the id first, data-progress, text-delta as it is written, data-citation, data-summary with the result).", { params: IdParam, query: SummaryModelQuery, body: DocumentSummaryBody, success: SUMMARY_RESULT, errors: [400, 401, 402, 403, 404, 409, 422, 502] }),
  // Up to SUMMARY_TEXT_MAX_CHARS characters of at most 4 bytes each in UTF-8, and the other fields.
  summariseText: route("post", "/api/text-summary", "user", "Summarise pasted text (paid plans); answers or streams as PUT /api/summaries/{doc_id} does.", { query: SummaryModelQuery, body: TextSummaryBody, maxBodyBytes: SUMMARY_TEXT_MAX_CHARS * 4 + 64 * 1024, success: SUMMARY_RESULT, errors: [400, 401, 402, 403, 409, 422, 502] }),
  list: route("get", "/api/summaries", "user", "The user's saved summaries with their source document, newest first, in pages of 20; nextPage is null on the last page.", { query: SummaryListQuery, success: { status: 200, schema: SummaryPage }, errors: [401, 422] }),
  get: route("get", "/api/summaries/:id", "user", "One summary with its status and progress and, once COMPLETED, its text and citations.", { params: IdParam, success: { status: 200, schema: Summary }, errors: [401, 404] }),
  remove: route("delete", "/api/summaries/:id", "user", "Delete a summary (stopping it if it is still being made).", { params: IdParam, success: { status: 204, schema: null }, errors: [401, 404] }),
  cancel: route("post", "/api/summaries/:id/cancel", "user", "Stop making a summary; it becomes FAILED with the error 'The summary was cancelled.'", { params: IdParam, success: { status: 200, schema: Summary }, errors: [401, 404, 409] }),
  pdf: route("get", "/api/summaries/:id/pdf", "user", "The summary as a typeset PDF with its citations as notes (paid plans; 403 with the upgrade text otherwise).", { params: IdParam, success: { status: 200, schema: null, contentType: "application/pdf" }, errors: [401, 403, 404, 409] }),
} as const;
