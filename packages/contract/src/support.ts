import { z } from "zod";
import { Email } from "./accounts.ts";
import { taggedRoutes } from "./route.ts";

/**
 * The support widget (issue 25 point 5): a user writes to support from any page; the operator
 * answers from an inbox, the answer goes out by e-mail and shows in the widget's thread.
 */

export const SUPPORT_MESSAGE_MAX = 5000;
/** Messages one user may send in SUPPORT_WINDOW_MINUTES. */
export const SUPPORT_MESSAGES_PER_WINDOW = 10;
export const SUPPORT_WINDOW_MINUTES = 10;

/**
 * Why the widget opened by itself: the spec's exceed-limit event, sent when an upload is refused
 * with a message containing 'uploads exceeded'.
 */
export const SupportContext = z.enum(["uploads_exceeded"]);
export type SupportContext = z.infer<typeof SupportContext>;

const MessageText = z.string().trim().min(1, "Please write a message.").max(SUPPORT_MESSAGE_MAX, `Please keep the message under ${SUPPORT_MESSAGE_MAX} characters.`);

export const SupportMessage = z.object({
  id: z.string(),
  author: z.enum(["user", "operator"]),
  body: z.string(),
  context: SupportContext.nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportThread = z.object({ id: z.string(), email: z.string(), messages: z.array(SupportMessage) });
export type SupportThread = z.infer<typeof SupportThread>;
export const MySupportThread = z.object({ thread: SupportThread.nullable() });
export type MySupportThread = z.infer<typeof MySupportThread>;

export const SupportMessageBody = z.object({
  body: MessageText,
  /** Needed from a visitor without an account (and no earlier message); a registered user's account e-mail is used. */
  email: Email.optional(),
  context: SupportContext.optional(),
});
export type SupportMessageBody = z.input<typeof SupportMessageBody>;

export const SupportConversationSummary = z.object({
  id: z.string(),
  email: z.string(),
  is_registered: z.boolean(),
  last_message: z.string(),
  last_author: z.enum(["user", "operator"]),
  context: SupportContext.nullable(),
  updated_at: z.string(),
});
export type SupportConversationSummary = z.infer<typeof SupportConversationSummary>;
export const SupportInbox = z.object({ conversations: z.array(SupportConversationSummary) });
export type SupportInbox = z.infer<typeof SupportInbox>;
export const SupportReplyBody = z.object({ body: MessageText });
export type SupportReplyBody = z.input<typeof SupportReplyBody>;

/** An e-mail Folio wrote to its outbox table, where mail goes when no SMTP server is configured. */
export const OutboxMail = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() });
export type OutboxMail = z.infer<typeof OutboxMail>;
export const Outbox = z.object({
  /** How this server sends e-mail: through SMTP (the outbox then stays empty) or into the outbox. */
  delivery: z.enum(["smtp", "outbox"]),
  mails: z.array(OutboxMail),
});
export type Outbox = z.infer<typeof Outbox>;
export const OutboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });
export type OutboxQuery = z.input<typeof OutboxQuery>;
/** The newest e-mails the outbox page shows. */
export const OUTBOX_PAGE_SIZE = 100;

const route = taggedRoutes("Support", { keyAccess: "none" });
const IdParam = z.object({ id: z.string().min(1).max(100) });

export const supportRoutes = {
  myThread: route("get", "/api/support/thread", "user", "The caller's conversation with support, or null before their first message.", { success: { status: 200, schema: MySupportThread }, errors: [401] }),
  send: route("post", "/api/support/messages", "user", "Write to support; the first message starts the caller's conversation.", { body: SupportMessageBody, success: { status: 201, schema: SupportThread }, errors: [401, 422, 429] }),
  inbox: route("get", "/api/admin/support/conversations", "registered", "Operators: every support conversation, the latest first.", { success: { status: 200, schema: SupportInbox }, errors: [401, 403] }),
  conversation: route("get", "/api/admin/support/conversations/:id", "registered", "Operators: one conversation's thread.", { params: IdParam, success: { status: 200, schema: SupportThread }, errors: [401, 403, 404] }),
  outbox: route("get", "/api/admin/outbox", "registered", "Operators: the newest e-mails written to the outbox (where mail goes when no SMTP server is configured), optionally only those to one address.", { query: OutboxQuery, success: { status: 200, schema: Outbox }, errors: [401, 403, 422] }),
  reply: route("post", "/api/admin/support/conversations/:id/replies", "registered", "Operators: answer a conversation; the answer is e-mailed to the user and shown in their widget.", { params: IdParam, body: SupportReplyBody, success: { status: 201, schema: SupportThread }, errors: [401, 403, 404, 422] }),
} as const;
