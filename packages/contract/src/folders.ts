import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { displayName, IdParam, OkBody, pageQuery } from "./common.ts";
import { ChatMessage } from "./chat.ts";
import { DateRange, FileType } from "./documents.ts";
import { LocatorKind } from "./locator.ts";

/**
 * FOLDER is a named folder the user keeps (spec point 3: the default type). MULTI_DOC is an unnamed
 * set of documents asked together (the spec's "chat with several at once"); its name defaults to
 * the documents' names.
 */
export const KNOWLEDGE_BASE_TYPES = ["FOLDER", "MULTI_DOC"] as const;
export const KnowledgeBaseType = z.enum(KNOWLEDGE_BASE_TYPES);
export type KnowledgeBaseType = z.infer<typeof KnowledgeBaseType>;

/** Spec point 5, word for word. */
export const FOLDER_NAME_REQUIRED = "Name is required for folder type knowledge base";
/** The error catalogue's "Knowledge Base not found...". */
export const KNOWLEDGE_BASE_NOT_FOUND = "Knowledge Base not found.";
/** A shared link that was revoked, or never existed. */
export const SHARED_LINK_NOT_FOUND = "This shared link does not exist or has been revoked.";

export const FOLDER_PAGE_SIZE = 100;
export const FOLDER_CONTENTS_PAGE_SIZE = 20;
export const FOLDER_NAME_MAX = 120;

/** One document inside a folder (document_details): enough to list it and open it. */
export const FolderDocument = z.object({
  doc_id: z.string(),
  name: z.string(),
  custom_file_name: z.string().nullable(),
  type: z.literal("doc"),
  file_type: FileType,
  status: z.string(),
  page_count: z.number().int().nullable(),
  size_bytes: z.number().int(),
  date_time: z.string(),
  /** When it was put in the folder. */
  added_at: z.string(),
  /** Only with include_docs_url=true: where the original file is served (same origin, needs the owner's session). */
  url: z.string().optional(),
});
export type FolderDocument = z.infer<typeof FolderDocument>;

export const Folder = z.object({
  id: z.string(),
  name: z.string(),
  knowledge_base_type: KnowledgeBaseType,
  document_ids: z.array(z.string()),
  /** Equals document_ids.length. */
  document_count: z.number().int(),
  /** True while a share link is live. */
  shared: z.boolean(),
  date_time: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof Folder>;

/** GET /api/knowledge/{id}: the folder, one page of its documents (document_details) and its latest chats. */
export const FolderDetail = Folder.extend({
  document_details: z.array(FolderDocument),
  /** Documents matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  nextPage: z.number().int().nullable(),
  conversations: z.array(z.object({ chat_id: z.string(), name: z.string(), date_time: z.string() })),
});
export type FolderDetail = z.infer<typeof FolderDetail>;

const documentIds = z.array(z.string().min(1).max(200)).max(10_000);

export const CreateFolderBody = z.object({
  name: displayName().max(FOLDER_NAME_MAX).optional(),
  document_ids: documentIds.default([]),
  knowledge_base_type: KnowledgeBaseType.default("FOLDER"),
});
export type CreateFolderBody = z.input<typeof CreateFolderBody>;

/** Either field may be left out; document_ids replaces the folder's whole document list. */
export const UpdateFolderBody = z.object({
  name: displayName().max(FOLDER_NAME_MAX).optional(),
  document_ids: documentIds.optional(),
});
export type UpdateFolderBody = z.input<typeof UpdateFolderBody>;

export const FolderListQuery = pageQuery(FOLDER_PAGE_SIZE).extend({
  knowledge_base_type: KnowledgeBaseType.optional(),
});

export const FolderContentsQuery = pageQuery(FOLDER_CONTENTS_PAGE_SIZE).extend({
  include_docs_url: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  file_type: z.string().max(100).optional().describe("Comma-separated file types"),
  date_range: DateRange.optional(),
  search: z.string().trim().max(200).optional().describe("Only documents whose name contains this"),
});

export const FolderSearchQuery = z.object({ query: z.string().trim().min(1).max(200) });

export const ShareLink = z.object({
  share_id: z.string(),
  /** Relative to the origin: the public page that shows the folder's chats. */
  url: z.string(),
  created_at: z.string(),
});
export type ShareLink = z.infer<typeof ShareLink>;

export const ShareIdParam = z.object({ id: z.string().min(1).max(200) });

/** The text of one cited unit, so the public page can show each source without any other access. */
export const SharedUnit = z.object({
  doc_id: z.string(),
  doc_name: z.string(),
  unit: z.number().int(),
  kind: LocatorKind,
  label: z.string(),
  text: z.string(),
  source: z.enum(["text", "ocr"]),
});
export type SharedUnit = z.infer<typeof SharedUnit>;

/** What a share link shows: the folder's name, its chats read-only, and the units they cite. Nothing else. */
export const SharedChats = z.object({
  name: z.string(),
  conversations: z.array(
    z.object({
      chat_id: z.string(),
      name: z.string(),
      date_time: z.string(),
      chat_history: z.array(ChatMessage.pick({ id: true, role: true, content: true, citations: true, date_time: true })),
    }),
  ),
  units: z.array(SharedUnit),
});
export type SharedChats = z.infer<typeof SharedChats>;

const route = taggedRoutes("Folders");

export const folderRoutes = {
  create: route("post", "/api/knowledge", "user", "Make a folder (knowledge base) from documents; a FOLDER needs a name. 402 over the plan's documents per folder.", { body: CreateFolderBody, success: { status: 201, schema: Folder }, errors: [400, 401, 402, 404, 409, 422] }),
  list: route("get", "/api/knowledge", "user", "The user's folders, newest first, in pages of 100.", { query: FolderListQuery, success: { status: 200, schema: z.object({ knowledge_bases: z.array(Folder) }) }, errors: [401, 422] }),
  search: route("get", "/api/search/knowledge", "user", "The user's folders whose name contains the query.", { query: FolderSearchQuery, success: { status: 200, schema: z.object({ knowledge_bases: z.array(Folder) }) }, errors: [401, 422] }),
  sharedChats: route("get", "/api/knowledge/shared_chats/:id", "public", "Anyone with the link: the shared folder's chats read-only with the units they cite. 404 once revoked.", { params: ShareIdParam, success: { status: 200, schema: SharedChats }, errors: [404] }),
  get: route("get", "/api/knowledge/:id", "user", "One folder with a page of its documents (20 by default; include_docs_url adds each file's url) and its latest chats.", { params: IdParam, query: FolderContentsQuery, success: { status: 200, schema: FolderDetail }, errors: [401, 404, 422] }),
  update: route("put", "/api/knowledge/:id", "user", "Rename a folder and/or replace its documents.", { params: IdParam, body: UpdateFolderBody, success: { status: 200, schema: Folder }, errors: [400, 401, 402, 404, 409, 422] }),
  remove: route("delete", "/api/knowledge/:id", "user", "Delete a folder and its share link; its documents stay in the library.", { params: IdParam, success: { status: 200, schema: OkBody }, errors: [401, 404] }),
  share: route("get", "/api/knowledge/:id/share", "registered", "The folder's live share link, made on the first call.", { params: IdParam, success: { status: 200, schema: ShareLink }, errors: [401, 403, 404] }),
  revokeShare: route("delete", "/api/knowledge/:id/share", "registered", "Revoke the folder's share link: it answers 404 from now on.", { params: IdParam, success: { status: 204, schema: null }, errors: [401, 403, 404] }),
} as const;
