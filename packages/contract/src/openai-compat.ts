import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { Citation } from "./chat.ts";
import { ChatLanguage } from "./locator.ts";

/**
 * The OpenAI-compatible surface (issue 19 point 6): existing OpenAI clients list the caller's
 * documents and folders as models and ask them questions in the chat-completions shape. Folio adds
 * `citations` (the contract's Citation) to the answer and `name`/`kind` to a model; clients ignore
 * fields they do not know. Errors here also carry OpenAI's `{error: {message, type, code, param}}`.
 */
export const V1_MODEL_PREFIXES = { document: "doc:", folder: "folder:" } as const;
export type V1ModelKind = keyof typeof V1_MODEL_PREFIXES;

/** What a model id names: `doc:<doc_id>` or `folder:<knowledge_base_id>`; null for anything else. */
export function parseV1ModelId(id: string): { kind: V1ModelKind; id: string } | null {
  for (const kind of ["document", "folder"] as const) {
    const prefix = V1_MODEL_PREFIXES[kind];
    if (id.startsWith(prefix) && id.length > prefix.length) return { kind, id: id.slice(prefix.length) };
  }
  return null;
}

export const V1Model = z.object({
  id: z.string(),
  object: z.literal("model"),
  /** When the document was uploaded or the folder made, in Unix seconds. */
  created: z.number().int(),
  owned_by: z.string(),
  /** Folio: the document's or folder's name, for pickers that show one. */
  name: z.string(),
  kind: z.enum(["document", "folder"]),
});
export type V1Model = z.infer<typeof V1Model>;

export const V1ModelList = z.object({ object: z.literal("list"), data: z.array(V1Model) });
export type V1ModelList = z.infer<typeof V1ModelList>;

/** The longest text one message may hold, as a chat question. */
export const V1_MESSAGE_MAX_CHARS = 8000;
export const V1_MAX_MESSAGES = 100;

/** A content part: only text is read. Refined rather than a literal type, so an image part is refused with this message. */
const TextPart = z
  .object({ type: z.string().max(50), text: z.string().max(V1_MESSAGE_MAX_CHARS).optional() })
  .refine((p) => p.type === "text" && p.text !== undefined, { message: "Only text parts are read on /api/v1 (no images, audio or files)" });

const V1MessageFields = z.object({
  role: z.enum(["system", "developer", "user", "assistant", "tool"]),
  /** A string, or text parts (joined); null for an assistant turn that only called tools. */
  content: z.union([z.string().max(V1_MESSAGE_MAX_CHARS), z.array(TextPart).max(50)]).nullable().optional(),
  name: z.string().max(200).optional(),
});

/** The text of a message: its string, or its text parts joined by blank lines. */
export function v1MessageText(message: Pick<z.infer<typeof V1MessageFields>, "content">): string {
  const { content } = message;
  if (content === null || content === undefined) return "";
  return typeof content === "string" ? content : content.map((p) => p.text ?? "").join("\n\n");
}

/** A message's text, parts joined, is as long as a chat question may be. */
export const V1Message = V1MessageFields.refine((m) => v1MessageText(m).length <= V1_MESSAGE_MAX_CHARS, {
  message: `A message may hold at most ${V1_MESSAGE_MAX_CHARS} characters`,
  path: ["content"],
});
export type V1Message = z.infer<typeof V1Message>;

export const V1ChatCompletionBody = z
  .object({
    model: z.string().min(1).max(300),
    messages: z.array(V1Message).min(1, "Give at least one message").max(V1_MAX_MESSAGES),
    stream: z.boolean().nullable().optional(),
    /** Folio: the answer's language; unset, the question's own (detected). */
    language: ChatLanguage.optional(),
  })
  .refine((b) => b.messages.at(-1)?.role === "user" && v1MessageText(b.messages.at(-1)!).trim() !== "", {
    message: "The last message must be the user's question, with text",
    path: ["messages"],
  });
export type V1ChatCompletionBody = z.input<typeof V1ChatCompletionBody>;

export const V1ChatCompletion = z.object({
  id: z.string(),
  object: z.literal("chat.completion"),
  created: z.number().int(),
  /** The model id asked (doc:… or folder:…). */
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal("assistant"), content: z.string(), refusal: z.null(), citations: z.array(Citation) }),
      finish_reason: z.enum(["stop", "length"]),
      logprobs: z.null(),
    }),
  ),
  /** The server's model that answered (FOLIO_V1_MODEL, else the default model). */
  system_fingerprint: z.string(),
});
export type V1ChatCompletion = z.infer<typeof V1ChatCompletion>;

/**
 * One `data:` event of a streamed answer. The first carries the role, the next ones text; the last
 * has `finish_reason: "stop"` and the verified citations, in its delta and beside `choices`. The
 * stream then ends with `data: [DONE]`. A provider failure mid-answer is a `data: {error}` event.
 */
export const V1ChatCompletionChunk = z.object({
  id: z.string(),
  object: z.literal("chat.completion.chunk"),
  created: z.number().int(),
  model: z.string(),
  system_fingerprint: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      delta: z.object({ role: z.literal("assistant").optional(), content: z.string().optional(), citations: z.array(Citation).optional() }),
      finish_reason: z.enum(["stop", "length"]).nullable(),
      logprobs: z.null(),
    }),
  ),
  citations: z.array(Citation).optional(),
});
export type V1ChatCompletionChunk = z.infer<typeof V1ChatCompletionChunk>;

/** OpenAI's error body, which OpenAI clients read (`error.message`); /api/v1 errors carry it beside `detail` and `code`. */
export const V1Error = z.object({
  detail: z.string(),
  code: z.string().optional(),
  error: z.object({ message: z.string(), type: z.string(), code: z.string().nullable(), param: z.string().nullable() }),
});
export type V1Error = z.infer<typeof V1Error>;

/** OpenAI's error `type` for a status, as its clients map statuses to exception classes. */
export function v1ErrorType(status: number): string {
  if (status === 401) return "authentication_error";
  if (status === 402) return "insufficient_quota";
  if (status === 403) return "permission_error";
  if (status === 429) return "rate_limit_error";
  if (status >= 500) return "api_error";
  return "invalid_request_error";
}

const route = taggedRoutes("OpenAI-compatible");

export const openaiCompatRoutes = {
  models: route("get", "/api/v1/models", "user", "The caller's ready documents (doc:<doc_id>) and folders (folder:<knowledge_base_id>) as OpenAI models, within an API key's scope.", { keyAccess: "read", success: { status: 200, schema: V1ModelList }, errors: [401] }),
  model: route("get", "/api/v1/models/:id", "user", "One model of the list (doc:<doc_id> or folder:<knowledge_base_id>); 404 model_not_found otherwise.", { keyAccess: "read", params: z.object({ id: z.string().min(1).max(300) }), success: { status: 200, schema: V1Model }, errors: [401, 404] }),
  chatCompletions: route("post", "/api/v1/chat/completions", "user", "Ask a document or folder (the model id) in OpenAI's chat-completions shape, with verified citations; stream: true answers with SSE chunks ending in data: [DONE].", { keyAccess: "read", keyQuota: "messages", body: V1ChatCompletionBody, success: { status: 200, schema: V1ChatCompletion }, errors: [400, 401, 402, 403, 404, 409, 422, 429, 502, 504] }),
} as const;
