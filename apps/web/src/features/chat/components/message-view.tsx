import { useState, type ReactNode } from "react";
import { Check, Copy, RefreshCw, ThumbsDown, ThumbsUp } from "lucide-react";
import type { Citation, Feedback } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { answerForClipboard } from "../citation-segments";
import type { ChatUIMessage } from "../chat-transport";
import { AnswerMarkdown } from "./answer-markdown";
import { DislikeDialog } from "./dislike-dialog";

export function messageText(message: ChatUIMessage): string {
  return message.parts.map((p) => (p.type === "text" ? p.text : "")).join("");
}

export function messageCitations(message: ChatUIMessage): Citation[] {
  return message.parts.flatMap((p) => (p.type === "data-citation" ? [p.data] : []));
}

interface MessageViewProps {
  message: ChatUIMessage;
  streaming: boolean;
  isLast: boolean;
  activeSource: Citation | null;
  onOpenSource: (citation: Citation) => void;
  onRegenerate: () => void;
  feedback: Feedback | null;
  onFeedback: (feedback: { expression: "LIKE" } | { expression: "DISLIKE"; details: string; issue: string }) => void;
  canAct: boolean;
}

/** One question or answer. Answers show their `[n]` sources as chips and copy, regenerate, like and dislike. */
export function MessageView({ message, streaming, isLast, activeSource, onOpenSource, onRegenerate, feedback, onFeedback, canAct }: MessageViewProps) {
  const text = messageText(message);
  const [copied, setCopied] = useState(false);
  const [dislikeOpen, setDislikeOpen] = useState(false);

  if (message.role === "user") {
    const images = message.parts.flatMap((p) => (p.type === "file" ? [p.filename ?? "image"] : []));
    return (
      <div className="flex flex-col items-end gap-1">
        <p dir="auto" data-private className="max-w-[85%] rounded-2xl rounded-br-sm bg-secondary px-4 py-2.5 whitespace-pre-wrap break-words text-secondary-foreground">
          {text}
        </p>
        {images.length ? <p className="text-xs text-muted-foreground">With {images.length === 1 ? images[0] : `${images.length} images`}</p> : null}
      </div>
    );
  }

  const citations = messageCitations(message);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(answerForClipboard(text, citations));
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      toast.error("Copy failed", "The answer could not be copied to the clipboard.");
    }
  };

  return (
    <article className="group flex flex-col gap-2" aria-label="Answer" aria-busy={streaming} data-private>
      <div dir="auto" data-testid="answer-text">
        {text === "" && streaming ? <Spinner label="Answering" /> : null}
        <AnswerMarkdown text={text} citations={citations} activeSource={activeSource} onOpenSource={onOpenSource} />
      </div>
      {!streaming && canAct ? (
        <div className={cn("flex items-center gap-1 text-muted-foreground", !isLast && "opacity-70 focus-within:opacity-100 group-hover:opacity-100")}>
          <Button variant="ghost" size="icon-sm" onClick={() => void copy()} aria-label={copied ? "Copied" : "Copy answer"}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
          {isLast ? (
            <Button variant="ghost" size="icon-sm" onClick={onRegenerate} aria-label="Regenerate answer">
              <RefreshCw aria-hidden="true" />
            </Button>
          ) : null}
          <FeedbackButton label="Good answer" pressed={feedback?.expression === "LIKE"} pressedClassName="text-primary" onClick={() => onFeedback({ expression: "LIKE" })}>
            <ThumbsUp aria-hidden="true" />
          </FeedbackButton>
          <FeedbackButton label="Bad answer" pressed={feedback?.expression === "DISLIKE"} pressedClassName="text-destructive-text" onClick={() => setDislikeOpen(true)}>
            <ThumbsDown aria-hidden="true" />
          </FeedbackButton>
          <DislikeDialog open={dislikeOpen} onOpenChange={setDislikeOpen} onSubmit={(issue, details) => onFeedback({ expression: "DISLIKE", issue, details })} />
        </div>
      ) : null}
    </article>
  );
}

interface FeedbackButtonProps {
  label: string;
  /** True while this is the answer's recorded feedback: the button shows pressed, in its colour. */
  pressed: boolean;
  pressedClassName: string;
  onClick(): void;
  children: ReactNode;
}

function FeedbackButton({ label, pressed, pressedClassName, onClick, children }: FeedbackButtonProps) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} aria-pressed={pressed} className={cn(pressed && pressedClassName)} onClick={onClick}>
      {children}
    </Button>
  );
}
