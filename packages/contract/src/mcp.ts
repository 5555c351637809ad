import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { CHAT_LANGUAGES, Locator } from "./locator.ts";
import { OkBody } from "./common.ts";

/**
 * The chat-assistant plugin (MCP): the tools' arguments and results, the OAuth 2.1 authorization
 * server's shapes, and the connected assistants Settings lists. The tools' names and fields are the
 * contract's ("Chat-assistant plugin (MCP)").
 */

const id = z.string().trim().min(1, "An id is required").max(100, "An id is at most 100 characters");

/** Tool arguments (zod raw shapes, as the MCP SDK takes them), each bounded. */
export const McpToolArgs = {
  search: { query: z.string().trim().min(1, "A query is required").max(500, "A query is at most 500 characters").describe("What to look for, in natural language or keywords."), folder_id: id.optional().describe("Search only this folder (from list_folders).") },
  fetch: { id: z.string().trim().min(3).max(120).regex(/^[^:\s]+:\d{1,6}$/u, "An id is <doc_id>:<unit>, as search returns it").describe("A search result's id: <doc_id>:<unit>.") },
  ask: {
    question: z.string().trim().min(1, "A question is required").max(4000, "A question is at most 4000 characters").describe("The question, in any language."),
    document_ids: z.array(id).min(1).max(50, "At most 50 documents").optional().describe("Ask these documents (the first is asked, the others added to its scope)."),
    folder_id: id.optional().describe("Ask every document of this folder."),
    language: z.enum(CHAT_LANGUAGES).optional().describe("The answer's language; by default the question's."),
  },
  list_documents: { query: z.string().trim().max(200, "A query is at most 200 characters").optional().describe("Only documents whose name contains this."), page: z.number().int().min(1).max(10_000).optional().describe("1-based page of 20 documents.") },
  list_folders: {},
  read_document: { document_id: id.describe("The document's id."), unit: z.number().int().min(1).max(100_000).describe("The 1-based unit (page, slide, chapter, section, rows).") },
  import_url: { url: z.string().trim().min(1, "A URL is required").max(2000, "A URL is at most 2000 characters").url("A full http(s) URL is required").describe("A public http(s) URL of a PDF, web page or other document.") },
} as const;

export const McpSearchResult = z.object({ id: z.string(), title: z.string(), text: z.string(), url: z.string() });
export const McpSearchOutput = { results: z.array(McpSearchResult) };
export const McpFetchOutput = { id: z.string(), title: z.string(), text: z.string(), url: z.string(), metadata: z.object({ doc_id: z.string(), locator: Locator }) };
export const McpCitation = z.object({ n: z.number().int(), doc_id: z.string(), doc_name: z.string(), locator: Locator, quote: z.string(), verified: z.boolean(), url: z.string() });
export type McpCitation = z.infer<typeof McpCitation>;
export const McpAskOutput = { answer: z.string(), citations: z.array(McpCitation) };

/** The one scope an assistant is granted: read the library, ask it, import URLs into it. */
export const MCP_OAUTH_SCOPE = "folio";
/** What the consent page says an assistant may do. */
export const MCP_OAUTH_PERMISSIONS = [
  "Search and read your documents and folders",
  "Ask questions about them (counts toward your plan's messages)",
  "Import web pages and files by URL into your library",
] as const;

/** RFC 7591 registration request (the fields Folio reads). */
export const OAuthClientRegistration = z.object({
  client_name: z.string().trim().min(1).max(100).optional(),
  redirect_uris: z.array(z.string().min(1).max(2000)).min(1, "redirect_uris is required").max(10),
  grant_types: z.array(z.string().max(50)).max(5).optional(),
  response_types: z.array(z.string().max(50)).max(5).optional(),
  token_endpoint_auth_method: z.string().max(50).optional(),
  scope: z.string().max(200).optional(),
});

/** The authorize request's parameters (query on GET, form on POST with decision). */
export const OAuthAuthorizeQuery = z.object({
  response_type: z.literal("code", { error: "response_type must be code" }),
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(2000),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/u, "code_challenge must be a base64url S256 challenge"),
  code_challenge_method: z.literal("S256", { error: "Only PKCE S256 is supported" }),
  state: z.string().max(1000).optional(),
  scope: z.string().max(200).optional(),
  resource: z.string().max(2000).optional(),
});
export type OAuthAuthorizeQuery = z.infer<typeof OAuthAuthorizeQuery>;

/** The consent page's answer: the authorize request's parameters and the user's decision. */
export const OAuthDecisionBody = OAuthAuthorizeQuery.extend({ decision: z.enum(["allow", "deny"]) });

/** What the consent page shows: the client's name and what it may do. */
export const OAuthConsent = z.object({ client_id: z.string(), client_name: z.string(), redirect_uri: z.string(), permissions: z.array(z.string()) });
export type OAuthConsent = z.infer<typeof OAuthConsent>;

export const ConnectedAssistant = z.object({ id: z.string(), client_name: z.string(), connected_at: z.string(), last_used_at: z.string().nullable() });
export type ConnectedAssistant = z.infer<typeof ConnectedAssistant>;

const route = taggedRoutes("Assistants", { keyAccess: "none" });

export const mcpRoutes = {
  consent: route("get", "/api/oauth/consent", "registered", "The consent page's details for an authorize request: the client's name and what it may do.", { query: OAuthAuthorizeQuery, success: { status: 200, schema: OAuthConsent }, errors: [400, 401, 403, 422] }),
  decide: route("post", "/api/oauth/authorize", "registered", "The consent page's decision on an authorize request: where the browser goes next (the client's redirect_uri with a code and state, or error=access_denied).", { body: OAuthDecisionBody, success: { status: 200, schema: z.object({ redirect_to: z.string() }) }, errors: [400, 401, 403, 422] }),
  connections: route("get", "/api/oauth/connections", "registered", "Assistants connected by OAuth (Claude, ChatGPT, Cursor...), newest first.", { success: { status: 200, schema: z.object({ connections: z.array(ConnectedAssistant) }) }, errors: [401, 403] }),
  disconnect: route("delete", "/api/oauth/connections/:id", "registered", "Disconnect an assistant: every token it holds stops working at once.", { params: z.object({ id: z.string().min(1).max(100) }), success: { status: 200, schema: OkBody }, errors: [401, 403, 404] }),
} as const;
