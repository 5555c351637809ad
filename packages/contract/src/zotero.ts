import { z } from "zod";
import { taggedRoutes } from "./route.ts";

/** Zotero, the reference manager (issue 22, contract "Zotero (reference manager)"). */

export const ZOTERO_MESSAGES = {
  /** The spec's wording for any failure of Zotero's API (a 502). */
  fetchFailed: "Error fetching documents from Zotero",
  notConnected: "Connect your Zotero account in Settings first.",
  keyRefused: "Zotero did not accept this user ID and API key. Check them on zotero.org/settings/keys.",
} as const;

/** A Zotero item key, collection key or attachment key: eight letters and digits. */
export const ZOTERO_KEY_PATTERN = /^[A-Z0-9]{8}$/;
/**
 * An attachment's `link` as Folio hands it out and takes it back: the attachment's path in Zotero's
 * API, so a download names exactly one library and one item and nothing else can be reached.
 */
export const ZOTERO_LINK_PATTERN = /^(users|groups)\/\d{1,12}\/items\/[A-Z0-9]{8}$/;
/** A library in a query: `user` (the connected user's) or `group:<id>`. */
export const ZOTERO_LIBRARY_PATTERN = /^(user|group:\d{1,12})$/;

export const ZoteroLibrary = z.object({ type: z.enum(["user", "group"]), id: z.string(), name: z.string() });
export type ZoteroLibrary = z.infer<typeof ZoteroLibrary>;
export const ZoteroAttachment = z.object({ key: z.string(), file_name: z.string(), content_type: z.string(), link: z.string() });
export type ZoteroAttachment = z.infer<typeof ZoteroAttachment>;
export const ZoteroItem = z.object({
  key: z.string(),
  title: z.string(),
  creators: z.array(z.string()),
  year: z.number().int().nullable(),
  item_type: z.string(),
  doi: z.string().nullable(),
  library: ZoteroLibrary,
  attachments: z.array(ZoteroAttachment),
});
export type ZoteroItem = z.infer<typeof ZoteroItem>;
export const ZoteroItems = z.object({ items: z.array(ZoteroItem), total: z.number().int() });
export type ZoteroItems = z.infer<typeof ZoteroItems>;
export const ZoteroCollection = z.object({ key: z.string(), name: z.string(), library: ZoteroLibrary });
export type ZoteroCollection = z.infer<typeof ZoteroCollection>;
export const ZoteroCollections = z.object({ collections: z.array(ZoteroCollection) });
export type ZoteroCollections = z.infer<typeof ZoteroCollections>;
export const ZoteroLibraries = z.object({ libraries: z.array(ZoteroLibrary) });
export type ZoteroLibraries = z.infer<typeof ZoteroLibraries>;

export const ZoteroMe = z.object({ connected: z.boolean(), username: z.string().nullable(), user_id: z.string().nullable(), access_key: z.string().nullable() });
export type ZoteroMe = z.infer<typeof ZoteroMe>;
export const ZoteroKeyBody = z.object({
  user_id: z.string().trim().regex(/^\d{1,12}$/, "a Zotero user ID is a number"),
  api_key: z.string().trim().regex(/^[A-Za-z0-9]{1,64}$/, "a Zotero API key holds letters and digits"),
});
export const ZoteroCallbackQuery = z.object({ oauth_token: z.string().max(200).optional(), oauth_verifier: z.string().max(200).optional() });

/** Zotero's sort fields offered to callers; `order` is `<field>` or `<field>:asc|desc`. */
export const ZOTERO_SORTS = ["dateAdded", "dateModified", "title", "creator", "date"] as const;
const order = z
  .string()
  .regex(new RegExp(`^(${ZOTERO_SORTS.join("|")})(:(asc|desc))?$`), `one of ${ZOTERO_SORTS.join(", ")}, optionally :asc or :desc`)
  .optional();
const paging = {
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  page_number: z.coerce.number().int().min(1).max(100_000).default(1),
  order,
  library: z.string().regex(ZOTERO_LIBRARY_PATTERN, "user or group:<id>").default("user"),
};
export const ZoteroDocumentsQuery = z.object({ ...paging, collection: z.string().regex(ZOTERO_KEY_PATTERN, "a Zotero collection key").optional() });
export const ZoteroSearchQuery = z.object({
  ...paging,
  query: z.string().trim().min(1).max(300),
  /** titleCreatorYear (Zotero's default) or everything (full text where Zotero has it). */
  qmode: z.enum(["titleCreatorYear", "everything"]).default("titleCreatorYear"),
});
export const ZoteroCollectionsQuery = z.object({ library: z.string().regex(ZOTERO_LIBRARY_PATTERN, "user or group:<id>").optional() });
export const ZoteroDownloadQuery = z.object({
  link: z.string().regex(ZOTERO_LINK_PATTERN, "an attachment link from zotero/documents"),
  file_name: z.string().trim().min(1).max(255),
  knowledge_base_id: z.string().max(200).optional(),
});
export const ZoteroImported = z.object({ doc_id: z.string(), name: z.string(), status: z.string() });

/** At most this many items of one collection are imported by one collection import. */
export const ZOTERO_COLLECTION_IMPORT_MAX = 500;
export const ZoteroImportBody = z.object({
  collection: z.string().regex(ZOTERO_KEY_PATTERN, "a Zotero collection key"),
  library: z.string().regex(ZOTERO_LIBRARY_PATTERN, "user or group:<id>").default("user"),
  knowledge_base_id: z.string().max(200).optional(),
});
/** A collection import, a job: each item's PDF becomes a document with the item's metadata; items without a file (or already imported) are skipped. */
export const ZoteroImport = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  progress: z.number().int().min(0).max(100),
  total: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  /** The collection's documents in Folio: imported now, or before (those are counted as skipped, and put in the folder too). */
  doc_ids: z.array(z.string()),
  error: z.string().nullable(),
});
export type ZoteroImport = z.infer<typeof ZoteroImport>;

/** A BibTeX or RIS export read without a Zotero account (multipart: `export`, and PDFs in `files`). */
export const REFERENCE_EXPORT_MAX_BYTES = 5 * 1024 * 1024;
export const REFERENCE_PDFS_MAX = 20;
export const ReferenceExportImported = z.object({
  /** Entries read from the export. */
  entries: z.number().int(),
  /** PDFs that became documents, with the entry they matched (null: no entry named this file). */
  imported: z.array(z.object({ doc_id: z.string(), name: z.string(), title: z.string().nullable() })),
  /** The user's entries still waiting for their PDF. */
  waiting: z.number().int(),
});
export type ReferenceExportImported = z.infer<typeof ReferenceExportImported>;

/** A watched collection: new items added in Zotero are imported on a schedule (every 15 minutes). */
export const ZoteroWatch = z.object({
  id: z.string(),
  library: z.string(),
  collection: z.string(),
  knowledge_base_id: z.string().nullable(),
  last_version: z.number().int().nullable(),
  last_checked_at: z.string().nullable(),
});
export type ZoteroWatch = z.infer<typeof ZoteroWatch>;
export const ZoteroWatches = z.object({ watches: z.array(ZoteroWatch) });

const route = taggedRoutes("Zotero", { keyAccess: "none" });

export const zoteroRoutes = {
  authorize: route("get", "/api/auth/zotero/authorize", "registered", "The address of Zotero's authorize page (OAuth 1.0a); 404 when this server has no Zotero OAuth application.", { success: { status: 200, schema: z.object({ url: z.string() }) }, errors: [401, 403, 404, 502] }),
  callback: route("get", "/api/auth/zotero/callback", "public", "Zotero's OAuth 1.0a redirect: exchanges the verifier for the access key and redirects to /settings.", { query: ZoteroCallbackQuery, success: { status: 302, schema: null }, errors: [] }),
  connectKey: route("put", "/api/auth/zotero/me", "registered", "Connect with a Zotero user ID and API key, checked with Zotero's GET /keys/current first.", { body: ZoteroKeyBody, success: { status: 200, schema: ZoteroMe }, errors: [400, 401, 403, 422, 502] }),
  me: route("get", "/api/auth/zotero/me", "registered", "The caller's Zotero connection, with the access key for Copy key.", { success: { status: 200, schema: ZoteroMe }, errors: [401, 403] }),
  disconnect: route("delete", "/api/auth/zotero/me", "registered", "Forget the caller's Zotero connection and its key.", { success: { status: 204, schema: null }, errors: [401, 403] }),
  documents: route("get", "/api/zotero/documents", "registered", "Top-level items of a library (or one collection), with their attachments, a page at a time.", { query: ZoteroDocumentsQuery, success: { status: 200, schema: ZoteroItems }, errors: [401, 403, 409, 422, 502] }),
  search: route("get", "/api/zotero/search", "registered", "Search a library's items by title, creator and year, or everything.", { query: ZoteroSearchQuery, success: { status: 200, schema: ZoteroItems }, errors: [401, 403, 409, 422, 502] }),
  collections: route("get", "/api/zotero/collections", "registered", "The collections of the caller's library and group libraries (or of one library).", { query: ZoteroCollectionsQuery, success: { status: 200, schema: ZoteroCollections }, errors: [401, 403, 409, 422, 502] }),
  libraries: route("get", "/api/zotero/libraries", "registered", "The caller's own library and the group libraries the key reaches.", { success: { status: 200, schema: ZoteroLibraries }, errors: [401, 403, 409, 502] }),
  download: route("get", "/api/zotero/download", "registered", "Import an attachment as a document that keeps its item's metadata.", { query: ZoteroDownloadQuery, success: { status: 202, schema: ZoteroImported }, errors: [400, 401, 403, 404, 409, 413, 415, 422, 429, 502] }),
  importCollection: route("post", "/api/zotero/imports", "registered", "Import every item of a Zotero collection with a PDF into Folio (optionally into a folder), as a job with progress.", { body: ZoteroImportBody, success: { status: 202, schema: ZoteroImport }, errors: [401, 403, 404, 409, 422] }),
  importExport: route("post", "/api/zotero/exports", "registered", "Import a BibTeX or RIS export (field `export`) and/or PDFs (field `files`): each PDF an entry names becomes a document with the entry's metadata; entries without their PDF wait for it.", { body: "multipart", multipartFields: { export: "file", files: "files" }, success: { status: 200, schema: ReferenceExportImported }, errors: [400, 401, 403, 413, 422, 429] }),
  watch: route("put", "/api/zotero/watches", "registered", "Watch a collection: what is added to it in Zotero is imported (into the folder) every 15 minutes; watching it again changes the folder.", { body: ZoteroImportBody, success: { status: 200, schema: ZoteroWatch }, errors: [401, 403, 404, 409, 422] }),
  watches: route("get", "/api/zotero/watches", "registered", "The caller's watched collections.", { success: { status: 200, schema: ZoteroWatches }, errors: [401, 403] }),
  unwatch: route("delete", "/api/zotero/watches/:id", "registered", "Stop watching a collection.", { params: z.object({ id: z.string().max(100) }), success: { status: 204, schema: null }, errors: [401, 403, 404] }),
  importStatus: route("get", "/api/zotero/imports/:id", "registered", "A collection import's progress and outcome.", { params: z.object({ id: z.string().max(100) }), success: { status: 200, schema: ZoteroImport }, errors: [401, 403, 404] }),
} as const;
