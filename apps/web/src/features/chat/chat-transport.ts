import { DefaultChatTransport, type UIMessage } from "ai";
import type { Citation } from "@folio/contract";
import { readSessionToken } from "@/lib/session-token";

/** The UI message the server streams: text plus one `data-citation` part per source. */
export type ChatUIMessage = UIMessage<never, { citation: Citation }>;

export interface ChatTarget {
  chatId: string;
  docId: string | null;
  knowledgeBaseId: string | null;
}

export interface AskOptions {
  model_name: string;
  language: string;
  /** Documents @-mentioned in the question, added to the scope. */
  at_documents?: string[];
  /** Sniper mode: only sentences with a verified citation (sent in the body, as the contract has it). */
  sniper?: boolean;
}

/** Where a question goes: POST /api/chat/{doc_id} or /api/knowledge/chat/{knowledge_base_id}, with the contract's query. */
export function chatUrl(target: ChatTarget, options: AskOptions, regenerate: boolean, withImages = false): string {
  const path = withImages ? "chat/image" : "chat";
  const base = target.knowledgeBaseId ? `/api/knowledge/${path}/${encodeURIComponent(target.knowledgeBaseId)}` : `/api/${path}/${encodeURIComponent(target.docId ?? "")}`;
  const query = new URLSearchParams({ chat_id: target.chatId, model_name: options.model_name, language: options.language });
  if (target.knowledgeBaseId) query.set("cite_source", "true");
  if (regenerate) query.set("regenerate", "true");
  return `${base}?${query.toString()}`;
}

/** Where a dropped answer is resumed: the conversation's latest answer, replayed from its start. */
export function resumeUrl(chatId: string): string {
  return `/api/conversations/${encodeURIComponent(chatId)}/resume`;
}

function lastQuestion(messages: ChatUIMessage[]): { text: string; images: string[] } {
  const parts = [...messages].reverse().find((m) => m.role === "user")?.parts ?? [];
  return {
    text: parts.map((p) => (p.type === "text" ? p.text : "")).join(""),
    images: parts.flatMap((p) => (p.type === "file" && p.mediaType.startsWith("image/") ? [p.url] : [])),
  };
}

/** The contract's chat body: the question, its images, @-mentioned documents and sniper mode when on. */
export function questionBody(text: string, images: string[], options: AskOptions) {
  return {
    message: text,
    ...(images.length ? { images } : {}),
    ...(options.at_documents?.length ? { at_documents: options.at_documents } : {}),
    ...(options.sniper ? { sniper: true } : {}),
  };
}

/**
 * The AI SDK transport for Folio's contract: the server keeps the conversation, so only the new
 * question is sent (as `{message}`), with model and language in the query. A question with images
 * goes to the chat/image route with them as data URLs. A dropped answer is resumed from the
 * resume route, which replays it from its start (the SDK's default for resumed streams).
 */
export function createChatTransport(target: ChatTarget) {
  return new DefaultChatTransport<ChatUIMessage>({
    credentials: "same-origin",
    prepareSendMessagesRequest: ({ messages, trigger, body }) => {
      const options = body as unknown as AskOptions;
      const token = readSessionToken();
      const { text, images } = lastQuestion(messages);
      return {
        api: chatUrl(target, options, trigger === "regenerate-message", images.length > 0),
        body: questionBody(text, images, options),
        headers: token ? { authorization: `Bearer ${token}` } : undefined,
      };
    },
    prepareReconnectToStreamRequest: () => {
      const token = readSessionToken();
      return { api: resumeUrl(target.chatId), headers: token ? { authorization: `Bearer ${token}` } : undefined };
    },
  });
}

/** The `{detail}` of a failed chat call (the transport throws the response text), or the text itself. */
export function chatErrorMessage(error: Error): string {
  try {
    const parsed: unknown = JSON.parse(error.message);
    if (parsed && typeof parsed === "object" && "detail" in parsed && typeof parsed.detail === "string") return parsed.detail;
  } catch {
    // Not JSON: a stream error part carries readable text already.
  }
  return error.message || "An error occurred. Please try again";
}
