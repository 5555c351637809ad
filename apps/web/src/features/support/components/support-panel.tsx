import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { SUPPORT_MESSAGE_MAX } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { inputStyles } from "@/components/ui/input-styles";
import { ListSkeleton, LoadError } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { currentUserQuery, isRegistered } from "@/lib/session";
import { hasStoredSession } from "@/lib/session-token";
import type { SupportRequest } from "@/lib/support-events";
import { useSendSupportMessage, useSupportThread } from "../api";
import { SupportMessages } from "./support-messages";

interface SupportPanelProps {
  /** Why the widget offered help (the exceed-limit event); sent with the next message. */
  context: Extract<SupportRequest, { context: "uploads_exceeded" }> | null;
  onClose: () => void;
  onSent: () => void;
}

const LABELS = { user: "You", operator: "Folio support" } as const;

/** The open widget: the thread so far and the form to write. Esc closes it; focus starts in the message. */
export default function SupportPanel({ context, onClose, onSent }: SupportPanelProps) {
  const titleId = useId();
  const messageId = useId();
  const session = hasStoredSession();
  const user = useQuery({ ...currentUserQuery, enabled: session }).data;
  const registered = isRegistered(user);
  const thread = useSupportThread(session);
  const send = useSendSupportMessage();
  const [body, setBody] = useState("");
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    messageRef.current?.focus();
  }, []);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [count]);

  const knownEmail = registered ? user.email : thread.data?.email;
  const needsEmail = !knownEmail;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setProblem("Please write a message.");
    if (needsEmail && !email.trim()) return setProblem("Please enter your e-mail address so we can answer you.");
    setProblem(null);
    send.mutate(
      { body, email: needsEmail ? email.trim() : undefined, context: context?.context },
      {
        onSuccess: () => {
          setBody("");
          onSent();
          messageRef.current?.focus();
        },
        onError: (err) => setProblem(errorDetail(err)),
      },
    );
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className="pointer-events-auto flex max-h-[min(36rem,calc(100dvh-7rem))] w-[calc(100vw-1.5rem)] flex-col rounded-xl border bg-background shadow-xl sm:w-96"
    >
      <header className="flex items-center gap-2 border-b px-4 py-3">
        <h2 id={titleId} className="flex-1 font-semibold">
          Help and support
        </h2>
        <Button variant="ghost" size="icon-sm" aria-label="Close help" onClick={onClose}>
          <X />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" aria-live="polite">
        {session && thread.isPending ? (
          <ListSkeleton label="Loading your messages" count={2} itemClassName="h-12 w-3/4" />
        ) : thread.isError ? (
          <LoadError error={thread.error} onRetry={() => void thread.refetch()} />
        ) : thread.data ? (
          <SupportMessages messages={thread.data.messages} mine="user" labels={LABELS} />
        ) : (
          <p className="text-sm text-muted-foreground">Ask us anything about Folio. We answer by e-mail, and the answer shows here too.</p>
        )}
        <div ref={endRef} />
      </div>
      <form onSubmit={submit} className="grid gap-3 border-t px-4 py-3" noValidate>
        {context ? (
          <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
            About: <span className="text-foreground">{context.detail}</span>
          </p>
        ) : null}
        {needsEmail ? (
          <Field label="Your e-mail">
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field>
        ) : null}
        <Field id={messageId} label="Message" hint={knownEmail ? `We answer at ${knownEmail}.` : undefined}>
          <textarea
            ref={messageRef}
            id={messageId}
            aria-describedby={knownEmail ? `${messageId}-hint` : undefined}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
            }}
            rows={3}
            maxLength={SUPPORT_MESSAGE_MAX}
            className={cn(inputStyles, "h-auto resize-none py-2")}
          />
        </Field>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <Button type="submit" loading={send.isPending} className="justify-self-end">
          Send
        </Button>
      </form>
    </section>
  );
}
