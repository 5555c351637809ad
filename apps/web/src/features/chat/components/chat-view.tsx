import { useEffect, useMemo, useRef, useState } from "react";
import { useChat } from "@ai-sdk/react";
import type { FileUIPart } from "ai";
import { useQueryClient } from "@tanstack/react-query";
import type { Citation, ConversationDetail, Feedback } from "@folio/contract";
import { limitsFor } from "@folio/contract/billing-plans";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { chatKeys, useChatModels, useFeedback, useStopAnswer } from "../api";
import { chatErrorMessage, createChatTransport, type ChatUIMessage } from "../chat-transport";
import { createReconnector, isDroppedConnection } from "../reconnect";
import { useChatPreferences, useSniperPreference } from "../preferences";
import { modelInUse, planNameOf } from "../model-options";
import { useSignedInUser } from "@/features/accounts";
import { billingKeys } from "@/features/billing";
import { Composer } from "./composer";
import { MessageView, messageText } from "./message-view";
import { SourcePane } from "./source-pane";
import { ConversationHeader } from "./conversation-header";
import { notifyIfUpgradeBody } from "@/lib/upgrade-error";

/** Stored messages as the AI SDK's UI messages: text, then the answer's sources as data-citation parts. */
function toUIMessages(detail: ConversationDetail): ChatUIMessage[] {
  return detail.chat_history.map((m) => ({
    id: m.id,
    role: m.role,
    parts: [
      { type: "text" as const, text: m.content },
      ...(m.citations ?? []).map((c) => ({ type: "data-citation" as const, id: `citation-${c.n}`, data: c })),
    ],
  }));
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The image could not be read."));
    reader.readAsDataURL(file);
  });
}

/** One conversation: the streamed chat, the composer, and the source pane opened from a citation. */
export function ChatView({ conversation }: { conversation: ConversationDetail }) {
  const queryClient = useQueryClient();
  const models = useChatModels();
  const prefs = useChatPreferences();
  const user = useSignedInUser();
  const sniperAllowed = limitsFor(user).sniperMode;
  const sniperPref = useSniperPreference(user.id);
  const [source, setSource] = useState<Citation | null>(null);
  const [feedback, setFeedback] = useState<Record<string, Feedback | null>>(() =>
    Object.fromEntries(conversation.chat_history.map((m) => [m.id, m.feedback])),
  );
  const sendFeedback = useFeedback(conversation.chat_id);
  const stopOnServer = useStopAnswer(conversation.chat_id);
  const transport = useMemo(
    () => createChatTransport({ chatId: conversation.chat_id, docId: conversation.doc_id, knowledgeBaseId: conversation.knowledge_base_id }),
    [conversation.chat_id, conversation.doc_id, conversation.knowledge_base_id],
  );
  // A dropped stream (the network, or the server process went away) is resumed with backoff from any
  // server process; the resumed stream replays the answer, replacing the partial one.
  const [reconnecting, setReconnecting] = useState(false);
  const [reconnector] = useState(() => createReconnector(setReconnecting));
  useEffect(() => () => reconnector.cancel(), [reconnector]);
  const { messages, sendMessage, regenerate, stop, status, error, clearError, setMessages, resumeStream } = useChat<ChatUIMessage>({
    id: conversation.chat_id,
    messages: toUIMessages(conversation),
    transport,
    // The first question names the conversation, every answer moves it up the list and counts in the sidebar's usage.
    onFinish: ({ isDisconnect }) => {
      if (isDisconnect && reconnector.dropped(() => void resumeStream())) return;
      reconnector.settled();
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void queryClient.invalidateQueries({ queryKey: billingKeys.usage });
    },
    // A plan limit or a model needing credits: the spec's upgrade toast besides the inline error.
    // The resume request itself may fail while the servers restart: try again.
    onError: (err) => {
      if (reconnector.active && isDroppedConnection(err)) reconnector.dropped(() => void resumeStream());
      else if (reconnector.active) reconnector.settled();
      void notifyIfUpgradeBody(err.message);
    },
  });

  // Opened while its last question is still being answered (asked in another tab, or written by
  // another server process): the answer is followed from the resume route as it is written, then
  // shown with its sources. A question whose answer failed gets the route's "Please ask again".
  const [answerPending] = useState(() => conversation.chat_history.at(-1)?.role === "user");
  useEffect(() => {
    if (answerPending) void resumeStream();
  }, [answerPending, resumeStream]);

  const model = modelInUse(models.data, prefs.model);
  const options = { model_name: model, language: prefs.language, sniper: sniperAllowed && sniperPref.on };
  const busy = status === "submitted" || status === "streaming" || reconnecting;

  const bottom = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const lastText = last ? messageText(last).length : 0;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length, lastText]);

  const send = async (text: string, atDocuments: string[], images: File[]) => {
    const files: FileUIPart[] = await Promise.all(images.map(async (f) => ({ type: "file" as const, mediaType: f.type, filename: f.name, url: await dataUrl(f) })));
    await sendMessage({ text, ...(files.length ? { files } : {}) }, { body: { ...options, at_documents: atDocuments } });
  };

  const onFeedback = (messageId: string, value: { expression: "LIKE" } | { expression: "DISLIKE"; details: string; issue: string }) => {
    sendFeedback.mutate(
      { messageId, feedback: value },
      {
        onSuccess: (saved) => setFeedback((f) => ({ ...f, [messageId]: saved })),
        // The spec's message for a failed feedback call.
        onError: () => toast.error("An error occurred while submitting feedback"),
      },
    );
  };

  return (
    // One screen high (less the phone top bar, and on phones the help launcher's room below, so it
    // never covers the composer): the messages scroll, the composer stays in view.
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-0 md:h-dvh">
      <div className="flex min-w-0 flex-1 flex-col">
        <ConversationHeader conversation={conversation} onCleared={() => setMessages([])} />
        <div className="flex-1 overflow-y-auto" aria-live="polite" aria-relevant="additions">
          <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
            {messages.length === 0 ? (
              <div className="py-12 text-center text-muted-foreground">
                <p className="text-base font-medium text-foreground">Ask anything about {conversation.doc_name ?? conversation.name}</p>
                <p className="mt-1 text-sm">Answers quote the document and link each quote to its page.</p>
              </div>
            ) : null}
            {messages.map((m, i) => {
              const isLast = i === messages.length - 1;
              return (
                <MessageView
                  key={m.id}
                  message={m}
                  streaming={isLast && busy && m.role === "assistant"}
                  isLast={isLast}
                  canAct={!busy}
                  activeSource={source}
                  onOpenSource={setSource}
                  onRegenerate={() => void regenerate({ body: options })}
                  feedback={feedback[m.id] ?? null}
                  onFeedback={(value) => onFeedback(m.id, value)}
                />
              );
            })}
            {status === "submitted" && messages.at(-1)?.role === "user" ? <p className="text-sm text-muted-foreground">Reading the document…</p> : null}
            {reconnecting && status !== "streaming" ? (
              <p role="status" className="text-sm text-muted-foreground">
                Reconnecting…
              </p>
            ) : error ? (
              <Alert tone="error">
                <p>{chatErrorMessage(error)}</p>
                <Button
                  variant="link"
                  className="mt-1"
                  onClick={() => {
                    clearError();
                    void regenerate({ body: options });
                  }}
                >
                  Try again
                </Button>
              </Alert>
            ) : null}
            <div ref={bottom} />
          </div>
        </div>
        <div className="mx-auto w-full max-w-3xl px-3 pb-3 sm:px-4 sm:pb-4">
          <Composer
            busy={busy}
            onSend={(text, atDocuments, images) => void send(text, atDocuments.map((d) => d.doc_id), images)}
            ownDocId={conversation.doc_id}
            onStop={() => {
              reconnector.settled();
              // Closing a stream only stops reading it: the server stops the answer shown (the last
              // message once its stream started; before that, the conversation's latest answer).
              stopOnServer.mutate(last?.role === "assistant" ? last.id : undefined);
              void stop();
            }}
            models={models.data}
            model={model}
            planName={planNameOf(user)}
            onModelChange={prefs.setModel}
            language={prefs.language}
            onLanguageChange={prefs.setLanguage}
            sniper={{ allowed: sniperAllowed, on: sniperPref.on, onChange: sniperPref.setOn }}
          />
        </div>
      </div>
      {source ? <SourcePane source={source} onClose={() => setSource(null)} /> : null}
    </div>
  );
}
