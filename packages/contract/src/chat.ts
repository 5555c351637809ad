import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { displayName, IdParam, OkBody, pageQuery } from "./common.ts";
import { ChatLanguage, Locator } from "./locator.ts";

/** The spec's `model_name` enum plus LOCAL, the offline answerer that is always available. */
export const CHAT_MODEL_NAMES = ["GPT4O_MINI", "GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM", "GEMINI_FLASH", "LOCAL"] as const;

export const CONVERSATION_NOT_FOUND = "The conversation cannot be found or has been deleted.";
/** The resume route's 404 when the conversation's last question has no answer to resume (it failed). */
export const NO_ANSWER_TO_RESUME = "This answer could not be finished. Please ask again.";
export const CONVERSATION_DOCUMENT_GONE = "The document for this conversation cannot be found or has been deleted.";

/** What a reference manager knows of a cited document (Zotero, BibTeX, RIS), and how an answer cites it. */
export const CitationReference = z.object({
  title: z.string(),
  creators: z.array(z.string()),
  year: z.number().int().nullable(),
  doi: z.string().nullable(),
  /** The author-date citation: "Smith et al., 2019" (inTextCitation). */
  in_text: z.string(),
});
export type CitationReference = z.infer<typeof CitationReference>;

/** One source of an answer: the `data` of a `data-citation` stream part, stored with the message. */
export const Citation = z.object({
  n: z.number().int().min(1),
  doc_id: z.string(),
  doc_name: z.string(),
  locator: Locator,
  /** A verbatim span of the cited unit. */
  quote: z.string(),
  verified: z.boolean(),
  /** Present when the document was imported with reference metadata: cite it as "Smith et al., 2019, p. 4". */
  reference: CitationReference.optional(),
});
export type Citation = z.infer<typeof Citation>;

export const FeedbackExpression = z.enum(["LIKE", "DISLIKE"]);
export const Feedback = z.object({
  expression: FeedbackExpression,
  details: z.string().nullable(),
  issue: z.string().nullable(),
});
export type Feedback = z.infer<typeof Feedback>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  citations: z.array(Citation).optional(),
  /** "stopped" when the user stopped the answer: content is what was produced before. */
  status: z.enum(["complete", "stopped"]),
  model_name: z.string().nullable(),
  language: z.string().nullable(),
  feedback: Feedback.nullable(),
  date_time: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationSummary = z.object({
  chat_id: z.string(),
  name: z.string(),
  doc_id: z.string().nullable(),
  doc_name: z.string().nullable(),
  knowledge_base_id: z.string().nullable(),
  /** Last activity: the grouping of the chat list uses it. */
  date_time: z.string(),
  created_at: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const ConversationDetail = ConversationSummary.extend({
  chat_history: z.array(ChatMessage),
  /** Messages in the whole conversation (chat_history is one page of them). */
  total: z.number().int(),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

/** What the model list says of a model its server's operator has not configured (users never see configuration names). */
export const MODEL_NOT_AVAILABLE = "Not available on this server";

export const ChatModel = z.object({
  name: z.string(),
  display_name: z.string(),
  /** Whether the server's operator enabled it. */
  available: z.boolean(),
  /** Why it cannot be used on this server (MODEL_NOT_AVAILABLE); null when available. */
  reason: z.string().nullable(),
  provider: z.string(),
  /** What the caller's plan says of it: part of the plan, paid in credits per answer, or only on a paid plan (billing-plans' modelAccess). */
  access: z.enum(["included", "credits", "upgrade"]),
  /** Credits one answer costs the caller: 0 unless access is "credits". */
  credits_per_answer: z.number().int().nonnegative(),
});
export type ChatModel = z.infer<typeof ChatModel>;

export const ChatModelList = z.object({
  models: z.array(ChatModel),
  /** The model the caller's questions use when they name none: the server's default when their plan includes it. */
  default_model: z.string(),
  /** The caller's credit balance. */
  credits: z.number().int(),
});
export type ChatModelList = z.infer<typeof ChatModelList>;

export const StartChatQuery = z
  .object({ doc_id: z.string().min(1).max(200).optional(), knowledge_base_id: z.string().min(1).max(200).optional() })
  .refine((q) => Boolean(q.doc_id) !== Boolean(q.knowledge_base_id), { message: "Give either doc_id or knowledge_base_id" });

const booleanFlag = z.enum(["true", "false"]).default("false").transform((v) => v === "true");

export const ChatQuery = z.object({
  /** The conversation to continue; without it a new one is started on the document or folder. */
  chat_id: z.string().min(1).max(200).optional(),
  model_name: z.string().min(1).max(50).optional(),
  language: ChatLanguage.default("EN"),
  length: z.string().max(20).optional(),
  /** Folio extension: replace the conversation's last answer (the last question is asked again). */
  regenerate: booleanFlag,
  cite_source: z.string().max(10).optional(),
});

export const ChatBody = z.object({
  message: z.string().trim().min(1, "Ask something").max(8000),
  /** More documents of the user's library to add to the scope (the composer's @-mentions). */
  at_documents: z.array(z.string().min(1).max(200)).max(50).optional(),
  /**
   * Sniper mode: every sentence of a model's answer must carry a verified citation; the others are
   * removed and the answer says how many. Premium, Pro and Enterprise only (403 upgrade_required).
   */
  sniper: z.boolean().optional().default(false),
});
export type ChatBody = z.input<typeof ChatBody>;

export const ChatImageBody = ChatBody.extend({
  /** Images as data URLs (data:image/png;base64,...) or bare base64. */
  images: z.array(z.string().min(1).max(8_000_000)).min(1).max(4),
});

export const FeedbackBody = z.discriminatedUnion("expression", [
  z.object({ expression: z.literal("LIKE") }),
  z.object({ expression: z.literal("DISLIKE"), details: z.string().trim().max(2000).default(""), issue: z.string().trim().min(1).max(200) }),
]);

/** Which answer a Stop is for: the `start` chunk's messageId of the stream the client follows. */
export const StopQuery = z.object({ message_id: z.string().min(1).max(200).optional() });

const STREAM = { status: 200, schema: null, contentType: "text/event-stream" } as const;

/** A question with images carries them as base64 in JSON, so its body may be this large. */
const IMAGE_QUESTION_MAX_BYTES = 25 * 1024 * 1024;

const route = taggedRoutes("Chat");

export const chatRoutes = {
  start: route("get", "/api/chat", "user", "Start a new conversation on a document (doc_id) or a folder (knowledge_base_id).", { query: StartChatQuery, success: { status: 200, schema: z.object({ chat_id: z.string() }) }, errors: [401, 404, 422] }),
  models: route("get", "/api/chat/models", "user", "Every chat model: whether this server offers it, what the caller's plan says of it, and the caller's credits.", { success: { status: 200, schema: ChatModelList }, errors: [401] }),
  chat: route("post", "/api/chat/:id", "user", "Ask about a document; the answer streams as the AI SDK UI message stream (text-delta, then data-citation parts).", { keyAccess: "read", keyQuota: "messages", params: IdParam, query: ChatQuery, body: ChatBody, success: STREAM, errors: [400, 401, 402, 403, 404, 409, 422] }),
  chatImage: route("post", "/api/chat/image/:id", "user", "Ask about a document with images in the question (read by a vision model, or by OCR with LOCAL).", { keyAccess: "read", keyQuota: "messages", params: IdParam, query: ChatQuery, body: ChatImageBody, maxBodyBytes: IMAGE_QUESTION_MAX_BYTES, success: STREAM, errors: [400, 401, 402, 403, 404, 409, 413, 422] }),
  knowledgeChat: route("post", "/api/knowledge/chat/:id", "user", "Ask about every document of a folder; streamed like /api/chat/{doc_id}.", { keyAccess: "read", keyQuota: "messages", params: IdParam, query: ChatQuery, body: ChatBody, success: STREAM, errors: [400, 401, 402, 403, 404, 409, 422] }),
  knowledgeChatImage: route("post", "/api/knowledge/chat/image/:id", "user", "Ask about a folder with images in the question.", { keyAccess: "read", keyQuota: "messages", params: IdParam, query: ChatQuery, body: ChatImageBody, maxBodyBytes: IMAGE_QUESTION_MAX_BYTES, success: STREAM, errors: [400, 401, 402, 403, 404, 409, 413, 422] }),
  list: route("get", "/api/conversations", "user", "The user's conversations, latest activity first, in pages of 20.", { query: pageQuery(20), success: { status: 200, schema: z.object({ conversations: z.array(ConversationSummary) }) }, errors: [401] }),
  get: route("get", "/api/conversations/:id", "user", "One conversation with a page of its messages (100 by default; order=desc gives the latest first).", { params: IdParam, query: pageQuery(100), success: { status: 200, schema: ConversationDetail }, errors: [401, 404] }),
  resume: route("get", "/api/conversations/:id/resume", "user", "The conversation's latest answer replayed from its start as the same stream, for a client whose stream dropped: followed while any server process writes it, answered again by this one if that process died, sent whole once stored.", { params: IdParam, success: STREAM, errors: [401, 404] }),
  stop: route("post", "/api/conversations/:id/stop", "user", "Stop an answer of the conversation while it is written, in whichever server process writes it: the one message_id names (the id of the answer's stream), else the latest. Closing a stream does not stop its answer, which is written to its end for a client that resumes it. What was written is stored with status stopped. Nothing to stop is not an error.", { params: IdParam, query: StopQuery, success: { status: 200, schema: OkBody }, errors: [401, 404, 422] }),
  rename: route("put", "/api/conversations/:id", "user", "Rename a conversation.", { params: IdParam, body: z.object({ name: displayName().min(1, "Name is required").max(200) }), success: { status: 200, schema: ConversationSummary }, errors: [401, 404, 422] }),
  remove: route("delete", "/api/conversations/:id", "user", "Delete a conversation and its messages.", { params: IdParam, success: { status: 200, schema: OkBody }, errors: [401, 404] }),
  clear: route("delete", "/api/conversations/:id/clear", "user", "Delete every message of a conversation, keeping the conversation.", { params: IdParam, success: { status: 200, schema: OkBody }, errors: [401, 404] }),
  search: route("get", "/api/search_conversation", "user", "The user's conversations whose name or messages contain the query.", { query: z.object({ query: z.string().trim().min(1).max(200) }), success: { status: 200, schema: z.object({ conversations: z.array(ConversationSummary.extend({ snippet: z.string().nullable() })) }) }, errors: [401, 422] }),
  feedback: route("post", "/api/feedback/:chat_id/:message_id", "user", "Like an answer, or dislike it with details and an issue.", { params: z.object({ chat_id: z.string().min(1).max(200), message_id: z.string().min(1).max(200) }), body: FeedbackBody, success: { status: 200, schema: Feedback }, errors: [401, 404, 422] }),
} as const;

/** The chat list's age groups, as the spec names them, for a conversation last active at `date`. */
export function conversationGroup(date: Date, now: Date = new Date(), locale = "en-US"): string {
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days <= 7) return "Past 7 days";
  if (days <= 30) return "Past 30 days";
  const month = date.toLocaleString(locale, { month: "long" });
  return date.getFullYear() === now.getFullYear() ? month : `${month} ${date.getFullYear()}`;
}
