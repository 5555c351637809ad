import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { displayName, IdParam, OkBody, pageQuery } from "./common.ts";
import { Locator, LocatorKind } from "./locator.ts";

export const FILE_TYPES = ["pdf", "txt", "ppt", "pptx", "epub", "rtf", "csv"] as const;
export const FileType = z.enum(FILE_TYPES);
export type FileType = z.infer<typeof FileType>;
export const ACCEPTED_EXTENSIONS = FILE_TYPES.map((t) => `.${t}`);

export const DOCUMENT_STATUSES = ["queued", "processing", "ready", "failed"] as const;
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** The spec's history buckets: days since upload, inclusive. */
export const DATE_RANGES = {
  today: { label: "Today", from: 0, to: 0 },
  yesterday: { label: "Yesterday", from: 1, to: 1 },
  week: { label: "1 Week ago", from: 2, to: 7 },
  month: { label: "1 Month ago", from: 8, to: 30 },
  three_months: { label: "3 Months ago", from: 31, to: 90 },
  six_months: { label: "6 Months ago", from: 91, to: 180 },
  year: { label: "1 year ago", from: 181, to: 365 },
} as const;
export const DateRange = z.enum(Object.keys(DATE_RANGES) as [keyof typeof DATE_RANGES, ...(keyof typeof DATE_RANGES)[]]);

/** The name shown for a document, by the web app and the server alike: the user's own name for it, else the file's. */
export function documentDisplayName(doc: { name: string; custom_file_name: string | null | undefined }): string {
  return doc.custom_file_name?.trim() || doc.name;
}

export const INVALID_FILE = "You have selected an invalid file";
export const PASSWORD_PROTECTED = "Password-protected documents are not accepted";

export const ParseReport = z.object({
  units: z.array(z.object({ unit: z.number(), source: z.enum(["text", "ocr"]), chars: z.number(), warnings: z.array(z.string()) })),
  warnings: z.array(z.string()),
  durationMs: z.number(),
});
export type ParseReport = z.infer<typeof ParseReport>;

/** What a reference manager knows of a document (an imported Zotero item, a BibTeX or RIS entry). */
export const DocumentMetadata = z.object({
  title: z.string(),
  creators: z.array(z.string()),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  item_type: z.string(),
});
export type DocumentMetadata = z.infer<typeof DocumentMetadata>;

export const Document = z.object({
  doc_id: z.string(),
  name: z.string(),
  custom_file_name: z.string().nullable(),
  type: z.literal("doc"),
  status: DocumentStatus,
  progress: z.number().int().min(0).max(100),
  /** What the job is doing: "uploading", "reading", "ocr", "converting", "indexing". */
  stage: z.string().nullable(),
  error: z.string().nullable(),
  page_count: z.number().int().nullable(),
  unit_kind: LocatorKind.nullable(),
  file_type: FileType,
  size_bytes: z.number().int(),
  source_url: z.string().nullable(),
  date_time: z.string(),
  ocr_units: z.number().int(),
  warnings: z.number().int(),
  /** The reference metadata the document was imported with (Zotero, BibTeX, RIS), else null. */
  metadata: DocumentMetadata.nullable().optional(),
});
export type Document = z.infer<typeof Document>;

export const DocumentAccepted = z.object({ doc_id: z.string(), name: z.string(), status: DocumentStatus });

/** What an upload's multipart form says besides the file's bytes: the file's name and an optional folder. */
export const UploadForm = z.object({
  file_name: displayName().min(1).max(255),
  knowledge_base_id: z.string().max(200).optional(),
});

export const DocumentListQuery = pageQuery(20).extend({
  file_type: z.string().max(100).optional().describe("Comma-separated file types"),
  date_range: DateRange.optional(),
  search: z.string().trim().max(200).optional(),
  knowledge_base_id: z.string().max(2000).optional().describe("Comma-separated folder ids: only documents in any of these folders"),
});

export const Unit = z.object({ unit: z.number().int(), kind: LocatorKind, label: z.string(), text: z.string(), source: z.enum(["text", "ocr"]) });
export type Unit = z.infer<typeof Unit>;

export const SearchResult = z.object({
  doc_id: z.string(),
  name: z.string(),
  file_type: FileType,
  locator: Locator.nullable(),
  snippet: z.string(),
});

export const UsageLimit = z.object({ key: z.string(), label: z.string(), used: z.number(), total: z.number().nullable() });
export const Usage = z.object({ limits: z.array(UsageLimit) });

const route = taggedRoutes("Documents");

export const documentRoutes = {
  upload: route("post", "/api/documents", "user", "Upload one file (multipart field `file`; optional field `knowledge_base_id`). Processing continues in the background.", { keyQuota: "documents", body: "multipart", success: { status: 202, schema: DocumentAccepted }, errors: [400, 401, 402, 404, 413, 422] }),
  importUrl: route("post", "/api/documents/url", "user", "Import a document from a public http(s) URL.", { keyQuota: "documents", body: z.object({ url: z.string().trim().min(1).max(2000) }), success: { status: 202, schema: DocumentAccepted }, errors: [400, 401, 402, 413, 422] }),
  list: route("get", "/api/documents", "user", "The user's documents, newest first, with filters.", { query: DocumentListQuery, success: { status: 200, schema: z.object({ documents: z.array(Document), total: z.number().int() }) }, errors: [401] }),
  get: route("get", "/api/documents/:id", "user", "One document with its processing status and progress.", { params: IdParam, success: { status: 200, schema: Document }, errors: [401, 404] }),
  rename: route("put", "/api/documents/:id", "user", "Rename a document (custom_file_name; empty restores the file's name).", { params: IdParam, body: z.object({ custom_file_name: displayName().max(255) }), success: { status: 200, schema: Document }, errors: [401, 404, 422] }),
  remove: route("delete", "/api/documents/:id", "user", "Delete a document with its file, text, index and everything derived from it.", { params: IdParam, success: { status: 200, schema: OkBody }, errors: [401, 404] }),
  cancel: route("post", "/api/documents/:id/cancel", "user", "Stop processing a document (it becomes failed, and can be retried).", { params: IdParam, success: { status: 200, schema: Document }, errors: [401, 404, 409] }),
  retry: route("post", "/api/documents/:id/retry", "user", "Process a failed document again.", { params: IdParam, success: { status: 202, schema: Document }, errors: [401, 404, 409] }),
  content: route("get", "/api/documents/:id/content", "user", "The extracted text of one unit (page, slide, chapter, section or row block), 1-based.", { params: IdParam, query: z.object({ unit: z.coerce.number().int().min(1) }), success: { status: 200, schema: Unit }, errors: [401, 404, 409] }),
  outline: route("get", "/api/documents/:id/outline", "user", "The document's units in order, and the unit a viewer opens at: the first that has text (an e-book's picture-only cover is skipped).", { params: IdParam, success: { status: 200, schema: z.object({ units: z.array(z.object({ unit: z.number().int(), label: z.string(), kind: LocatorKind })), start_unit: z.number().int() }) }, errors: [401, 404, 409] }),
  report: route("get", "/api/documents/:id/report", "user", "The parse report: per unit, text or OCR, and warnings.", { params: IdParam, success: { status: 200, schema: ParseReport }, errors: [401, 404, 409] }),
  file: route("get", "/api/documents/:id/file", "user", "The original file's bytes with its content type.", { params: IdParam, success: { status: 200, schema: null, contentType: "application/octet-stream" }, errors: [401, 404] }),
  search: route("get", "/api/search", "user", "Search the names and text of the user's documents.", { query: z.object({ query: z.string().trim().min(1).max(200) }), success: { status: 200, schema: z.object({ results: z.array(SearchResult) }) }, errors: [401, 422] }),
  usage: route("get", "/api/usage", "user", "Used and total for each limit of the user's plan.", { success: { status: 200, schema: Usage }, errors: [401] }),
} as const;
