import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { IdParam, pageQuery } from "./common.ts";
import { CHAT_MODEL_NAMES } from "./chat.ts";
import { ChatLanguage, Locator } from "./locator.ts";
import { ZOTERO_KEY_PATTERN, ZOTERO_LIBRARY_PATTERN } from "./zotero.ts";

/** A literature review over a folder, chosen documents or a Zotero collection, made as a tracked job (decisions 0028, 0030). */
export const REVIEW_STATUSES = ["queued", "processing", "ready", "failed"] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const CITATION_STYLES = ["APA", "MLA", "CHICAGO", "HARVARD", "IEEE"] as const;
export const CitationStyle = z.enum(CITATION_STYLES);
export type CitationStyle = z.infer<typeof CitationStyle>;

export const REVIEW_EXPORT_FORMATS = ["pdf", "docx", "md", "bib"] as const;
/** At most this many sources in one review (each is read whole). */
export const REVIEW_MAX_SOURCES = 50;
export const REVIEW_PAGE_SIZE = 20;

export const REVIEW_NOT_FOUND = "The literature review cannot be found or has been deleted.";
export const REVIEW_NEEDS_SOURCES = "Please choose a folder, documents or a Zotero collection to review.";
export const REVIEW_NOT_READY = "The literature review is not finished yet.";
export const REVIEW_FAILED = "The literature review could not be made. Try again.";

export const ReviewCitation = z.object({
  n: z.number().int().min(1),
  doc_id: z.string(),
  locator: Locator,
  /** A verbatim span of the cited page. */
  quote: z.string(),
  verified: z.boolean(),
});
export type ReviewCitation = z.infer<typeof ReviewCitation>;

export const ReviewSection = z.object({
  heading: z.string(),
  /** Markdown paragraphs, `- ` bullets or a `|` table, with [n] markers. */
  text: z.string(),
  citations: z.array(ReviewCitation),
});
export type ReviewSection = z.infer<typeof ReviewSection>;

export const ReviewReference = z.object({
  doc_id: z.string(),
  title: z.string(),
  creators: z.array(z.string()),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  /** The reference formatted in the review's style. */
  formatted: z.string(),
});
export type ReviewReference = z.infer<typeof ReviewReference>;

/**
 * A Zotero collection to review: its items are imported (the collection import job) into the
 * review's folder, or a new folder named after the collection, and the review waits for them.
 */
export const ReviewZoteroSource = z.object({
  library: z.string().regex(ZOTERO_LIBRARY_PATTERN, "user or group:<id>").default("user"),
  collection: z.string().regex(ZOTERO_KEY_PATTERN, "a Zotero collection key"),
});
export type ReviewZoteroSource = z.infer<typeof ReviewZoteroSource>;

export const LiteratureReview = z.object({
  review_id: z.string(),
  status: ReviewStatus,
  progress: z.number().int().min(0).max(100),
  topic: z.string(),
  style: CitationStyle,
  model_name: z.string(),
  language: ChatLanguage,
  knowledge_base_id: z.string().nullable(),
  /** The reviewed documents (empty while a Zotero collection is still being imported). */
  document_ids: z.array(z.string()),
  /** The Zotero collection reviewed, else null. */
  zotero: ReviewZoteroSource.nullable(),
  /** A human message when failed. */
  error: z.string().nullable(),
  sections: z.array(ReviewSection),
  references: z.array(ReviewReference),
  date_time: z.string(),
});
export type LiteratureReview = z.infer<typeof LiteratureReview>;

export const CreateReviewBody = z.object({
  topic: z.string().trim().min(1, "Please enter the review's topic.").max(500),
  knowledge_base_id: z.string().trim().max(200).optional().nullable(),
  document_ids: z.array(z.string().trim().min(1).max(200)).max(REVIEW_MAX_SOURCES).optional().nullable(),
  /** Review a Zotero collection: imported first (into knowledge_base_id when given), with progress covering both. */
  zotero: ReviewZoteroSource.optional().nullable(),
  model_name: z.enum(CHAT_MODEL_NAMES).optional(),
  language: ChatLanguage.optional(),
  style: CitationStyle.default("APA"),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const ReviewCreated = z.object({ review_id: z.string() });
export const ReviewPage = z.object({ reviews: z.array(LiteratureReview), nextPage: z.number().int().nullable() });
export type ReviewPage = z.infer<typeof ReviewPage>;
export const ReviewExportQuery = z.object({ format: z.enum(REVIEW_EXPORT_FORMATS).default("md") });

const route = taggedRoutes("Literature reviews");

export const literatureReviewRoutes = {
  create: route("post", "/api/literature-reviews", "user", "Start a literature review of a folder, chosen documents or a Zotero collection (imported first) as a job: introduction, themes, each source's question, method and finding, agreements and contradictions, gaps, conclusion and a comparison table, every claim cited to a verified quote; references in the chosen style.", { body: CreateReviewBody, success: { status: 202, schema: ReviewCreated }, errors: [400, 401, 403, 404, 409, 422, 502] }),
  list: route("get", "/api/literature-reviews", "user", "The user's literature reviews, newest first, in pages of 20.", { query: pageQuery(REVIEW_PAGE_SIZE), success: { status: 200, schema: ReviewPage }, errors: [401, 422] }),
  get: route("get", "/api/literature-reviews/:id", "user", "One literature review with its status, progress and, once ready, its sections and references.", { params: IdParam, success: { status: 200, schema: LiteratureReview }, errors: [401, 404] }),
  export: route("get", "/api/literature-reviews/:id/export", "user", "The finished review as PDF, Word (docx), Markdown or BibTeX of its references.", { params: IdParam, query: ReviewExportQuery, success: { status: 200, schema: null, contentType: "application/octet-stream" }, errors: [401, 404, 409, 422] }),
  remove: route("delete", "/api/literature-reviews/:id", "user", "Delete a literature review (stopping it if it is still being made).", { params: IdParam, success: { status: 204, schema: null }, errors: [401, 404] }),
} as const;
