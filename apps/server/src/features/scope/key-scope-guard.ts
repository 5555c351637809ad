import { sql, type Expression, type SqlBool } from "kysely";
import { CONVERSATION_NOT_FOUND, SUMMARY_NOT_FOUND } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { conversationInKeyScope, documentInKeyScope, folderInKeyScope, type KeyScope } from "./key-scope.ts";

/** What a route reads or changes, named by the request: each must lie inside the key's scope. */
export type ScopedRef =
  | { kind: "document" | "folder" | "conversation" | "podcast" | "summary"; id: string }
  | { kind: "podcast-source"; source: string; id: string };

export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * How each contract route a key may call is narrowed to a key's scope:
 * - a function: the resources the request names (404 for any outside the scope);
 * - "narrowed": a list or search whose feature filters its query with the scope;
 * - "no-user-data": reads nothing of the user's documents (plans, usage, models, a public link);
 * - "refused": a narrowed key may not do it at all (403), e.g. creating a folder it could not reach.
 * A route missing here is refused to a narrowed key, so a new route cannot leak by being forgotten.
 */
export type KeyScopeRule = ((input: RouteInput) => ScopedRef[]) | "narrowed" | "no-user-data" | "refused";

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
}
const ids = (value: unknown): string[] => (typeof value === "string" && value !== "" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const refs = (kind: "document" | "folder" | "conversation" | "podcast" | "summary", value: unknown): ScopedRef[] => ids(value).map((id) => ({ kind, id }));
const param = (name: string) => (input: RouteInput) => field(input.params, name);

const documentById: KeyScopeRule = (i) => refs("document", param("id")(i));
const folderById: KeyScopeRule = (i) => refs("folder", param("id")(i));
const conversationById: KeyScopeRule = (i) => refs("conversation", param("id")(i));
const podcastById: KeyScopeRule = (i) => refs("podcast", param("id")(i));
const summaryById: KeyScopeRule = (i) => refs("summary", param("id")(i));
const question = (target: "document" | "folder"): KeyScopeRule => (i) => [
  ...refs(target, param("id")(i)),
  ...refs("conversation", field(i.query, "chat_id")),
  ...refs("document", field(i.body, "at_documents")),
];

export const KEY_SCOPE_RULES: Record<string, KeyScopeRule> = {
  "GET /health": "no-user-data",
  // Uploads land in a folder-scoped key's folder (documents' upload asks uploadFolderFor).
  "POST /api/documents": "narrowed",
  "POST /api/documents/url": "narrowed",
  "GET /api/documents": "narrowed",
  "GET /api/documents/:id": documentById,
  "PUT /api/documents/:id": documentById,
  "DELETE /api/documents/:id": documentById,
  "POST /api/documents/:id/cancel": documentById,
  "POST /api/documents/:id/retry": documentById,
  "GET /api/documents/:id/content": documentById,
  "GET /api/documents/:id/outline": documentById,
  "GET /api/documents/:id/report": documentById,
  "GET /api/documents/:id/file": documentById,
  "GET /api/search": "narrowed",
  "GET /api/usage": "no-user-data",
  // Without documents or a folder, retrieval searches the key's scope (searchScope's keyScope).
  "POST /api/retrieve": (i) => [...refs("document", field(i.body, "doc_ids")), ...refs("folder", field(i.body, "knowledge_base_id"))],
  "GET /api/chat": (i) => [...refs("document", field(i.query, "doc_id")), ...refs("folder", field(i.query, "knowledge_base_id"))],
  "GET /api/chat/models": "no-user-data",
  "POST /api/chat/:id": question("document"),
  "POST /api/chat/image/:id": question("document"),
  "POST /api/knowledge/chat/:id": question("folder"),
  "POST /api/knowledge/chat/image/:id": question("folder"),
  "GET /api/conversations": "narrowed",
  "GET /api/conversations/:id": conversationById,
  "PUT /api/conversations/:id": conversationById,
  "DELETE /api/conversations/:id": conversationById,
  "DELETE /api/conversations/:id/clear": conversationById,
  "GET /api/conversations/:id/resume": conversationById,
  "POST /api/conversations/:id/stop": conversationById,
  "GET /api/search_conversation": "narrowed",
  "POST /api/feedback/:chat_id/:message_id": (i) => refs("conversation", param("chat_id")(i)),
  "POST /api/background-podcasts": (i) => {
    const from = field(i.body, "generate_from");
    return ids(field(from, "id")).map((id) => ({ kind: "podcast-source", source: String(field(from, "source")), id }));
  },
  "GET /api/podcasts": "narrowed",
  "GET /api/podcasts/:id": podcastById,
  "DELETE /api/podcasts/:id": podcastById,
  "POST /api/podcasts/:id/cancel": podcastById,
  "POST /api/podcasts/:id/retry": podcastById,
  "GET /api/podcasts/:id/audio": podcastById,
  "POST /api/knowledge": "refused",
  "GET /api/knowledge": "narrowed",
  "GET /api/search/knowledge": "narrowed",
  // A shared link is public: anyone holding it reads the same, with or without a key.
  "GET /api/knowledge/shared_chats/:id": "no-user-data",
  "GET /api/knowledge/:id": folderById,
  // Only documents already in the folder may stay in it: adding others would widen the key's scope.
  "PUT /api/knowledge/:id": (i) => [...refs("folder", param("id")(i)), ...refs("document", field(i.body, "document_ids"))],
  "DELETE /api/knowledge/:id": folderById,
  "GET /api/knowledge/:id/share": folderById,
  "DELETE /api/knowledge/:id/share": folderById,
  "PUT /api/summaries/:id": documentById,
  // A pasted text is outside any folder or document: its summaries would sit beside the user's others.
  "POST /api/text-summary": "refused",
  "GET /api/summaries": "narrowed",
  "GET /api/summaries/:id": summaryById,
  "DELETE /api/summaries/:id": summaryById,
  "POST /api/summaries/:id/cancel": summaryById,
  "GET /api/summaries/:id/pdf": summaryById,
  // A review names its folder and documents; one read later is checked by the feature against the key's scope.
  "POST /api/literature-reviews": (i) => [...refs("folder", field(i.body, "knowledge_base_id")), ...refs("document", field(i.body, "document_ids"))],
  "GET /api/literature-reviews": "narrowed",
  "GET /api/literature-reviews/:id": "narrowed",
  "GET /api/literature-reviews/:id/export": "narrowed",
  "DELETE /api/literature-reviews/:id": "narrowed",
  "GET /api/api-usage": "no-user-data",
  // A key revoking itself (an extension disconnecting) touches no document, whatever its scope.
  "DELETE /api/api-keys/current": "no-user-data",
  "GET /api/plans": "no-user-data",
  // The OpenAI-compatible surface: the model list is the documents' and folders' narrowed lists; one
  // model and a completion check it (doc:<id> or folder:<id>) by the chat route's rule, as model_not_found.
  "GET /api/v1/models": "narrowed",
  "GET /api/v1/models/:id": "narrowed",
  "POST /api/v1/chat/completions": "narrowed",
};

const NOT_FOUND: Record<ScopedRef["kind"], () => AppError> = {
  document: () => new AppError("not_found", "The document cannot be found or has been deleted."),
  folder: () => new AppError("knowledge_base_not_found"),
  conversation: () => new AppError("not_found", CONVERSATION_NOT_FOUND),
  podcast: () => new AppError("not_found", "The podcast cannot be found or has been deleted."),
  "podcast-source": () => new AppError("not_found"),
  summary: () => new AppError("not_found", SUMMARY_NOT_FOUND),
};

/** The podcasts (of the user) whose source the key may reach: a document, its folder, or a conversation on either. */
export function podcastInKeyScope(scope: KeyScope, userId: string): Expression<SqlBool> {
  return sql<SqlBool>`((source = 'DOCUMENT' and ${documentInKeyScope(scope, "source_id")})
    or (source = 'FOLDER' and ${folderInKeyScope(scope, "source_id")})
    or (source = 'CONVERSATION' and source_id in (select c.id from conversations c where c.user_id = ${userId} and ${conversationInKeyScope(scope, "c")})))`;
}

/** Whether one named resource is inside the scope; one that does not exist passes (the route answers its own 404). */
async function inScope(deps: AppDeps, userId: string, scope: KeyScope, ref: ScopedRef): Promise<boolean> {
  const exists = (table: "conversations" | "podcasts" | "summaries") =>
    deps.db.selectFrom(table).select("id").where("id", "=", ref.id).where("user_id", "=", userId).executeTakeFirst();
  const within = (table: "documents" | "conversations" | "podcasts" | "summaries", where: Expression<SqlBool>) =>
    deps.db.selectFrom(table).select("id").where("id", "=", ref.id).where("user_id", "=", userId).where(where).executeTakeFirst();
  switch (ref.kind) {
    case "document":
      return scope.docIds ? scope.docIds.includes(ref.id) : Boolean(await within("documents", documentInKeyScope(scope, "id")));
    case "folder":
      return !scope.docIds && scope.folderId === ref.id;
    case "conversation":
      return Boolean(await within("conversations", conversationInKeyScope(scope, "conversations"))) || !(await exists("conversations"));
    case "podcast":
      return Boolean(await within("podcasts", podcastInKeyScope(scope, userId))) || !(await exists("podcasts"));
    case "summary":
      return Boolean(await within("summaries", documentInKeyScope(scope, "doc_id"))) || !(await exists("summaries"));
    case "podcast-source": {
      const kind = ref.source === "FOLDER" ? "folder" : ref.source === "CONVERSATION" ? "conversation" : "document";
      return inScope(deps, userId, scope, { kind, id: ref.id });
    }
  }
}

/** Refuse a request of a narrowed key that names anything outside its scope (404, as for a missing resource). */
export async function assertKeyScope(deps: AppDeps, userId: string, scope: KeyScope, route: { method: string; path: string }, input: RouteInput): Promise<void> {
  const rule = KEY_SCOPE_RULES[`${route.method.toUpperCase()} ${route.path}`];
  if (rule === undefined || rule === "refused") throw new AppError("api_key_scope_denied");
  if (typeof rule !== "function") return;
  for (const ref of rule(input)) {
    if (!(await inScope(deps, userId, scope, ref))) throw NOT_FOUND[ref.kind]();
  }
}
