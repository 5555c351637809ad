import { useState, type FormEvent } from "react";
import { ArrowLeft, Inbox } from "lucide-react";
import { SUPPORT_MESSAGE_MAX, type SupportConversationSummary } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { inputStyles } from "@/components/ui/input-styles";
import { EmptyState, ListSkeleton, LoadError, QueryList } from "@/components/list-states";
import { errorDetail } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { focusRing } from "@/components/ui/focus-ring";
import { useReplyToConversation, useSupportConversation, useSupportInbox } from "../api";
import { SupportMessages } from "./support-messages";

const CONTEXT_LABELS = { uploads_exceeded: "Uploads exceeded" } as const;
const LABELS = { user: "User", operator: "Folio support" } as const;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The operator's support inbox (/admin/support): conversations, latest first, and the open thread with its reply form. */
export function SupportInboxPage() {
  const inbox = useSupportInbox();
  const [selected, setSelected] = useState<string | null>(null);
  const conversations = inbox.data?.conversations ?? [];

  return (
    <div className="grid grid-cols-1 gap-4">
      <header>
        <title>Support · Operator · Folio</title>
        <h2 className="text-xl font-semibold tracking-tight">Support</h2>
        <p className="text-sm text-muted-foreground">Messages written in the help widget. Your answer is e-mailed to the user and shows in their widget.</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-label="Conversations" className={cn(selected && "hidden lg:block")}>
          <QueryList
            query={inbox}
            loading={{ label: "Loading conversations", count: 4, itemClassName: "h-20" }}
            isEmpty={conversations.length === 0}
            empty={<EmptyState icon={<Inbox />} title="No conversations yet" description="Messages users write in the help widget appear here." />}
          >
            <ul className="grid grid-cols-1 gap-2">
              {conversations.map((c) => (
                <li key={c.id}>
                  <ConversationButton conversation={c} active={c.id === selected} onSelect={() => setSelected(c.id)} />
                </li>
              ))}
            </ul>
          </QueryList>
        </section>
        {selected ? <ConversationPanel id={selected} onBack={() => setSelected(null)} /> : <p className="hidden text-sm text-muted-foreground lg:block">Choose a conversation to read and answer it.</p>}
      </div>
    </div>
  );
}

function ConversationButton({ conversation: c, active, onSelect }: { conversation: SupportConversationSummary; active: boolean; onSelect: () => void }) {
  return (
    <button type="button" onClick={onSelect} aria-current={active || undefined} className={cn("grid w-full gap-1 rounded-lg border p-3 text-left hover:bg-accent", active && "border-primary bg-accent", focusRing)}>
      <span className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 truncate font-medium">{c.email}</span>
        <span className="rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{c.is_registered ? "Account" : "Visitor"}</span>
        {c.context ? <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs text-primary">{CONTEXT_LABELS[c.context]}</span> : null}
      </span>
      <span className="line-clamp-2 text-sm text-muted-foreground" data-private>
        {c.last_author === "operator" ? "You: " : ""}
        {c.last_message}
      </span>
      <span className="text-xs text-muted-foreground">
        {c.last_author === "user" ? <span className="font-medium text-foreground">Awaiting reply · </span> : null}
        <time dateTime={c.updated_at}>{WHEN.format(new Date(c.updated_at))}</time>
      </span>
    </button>
  );
}

function ConversationPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const conversation = useSupportConversation(id);
  const reply = useReplyToConversation(id);
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setProblem("Please write an answer.");
    setProblem(null);
    reply.mutate(body, {
      onSuccess: (thread) => {
        setBody("");
        setSentTo(thread.email);
      },
      onError: (err) => setProblem(errorDetail(err)),
    });
  };

  return (
    <section aria-label="Conversation" className="grid grid-cols-1 content-start gap-4 rounded-lg border p-4">
      <Button variant="ghost" size="sm" className="justify-self-start lg:hidden" onClick={onBack}>
        <ArrowLeft /> Conversations
      </Button>
      {conversation.isPending ? (
        <ListSkeleton label="Loading the conversation" count={3} itemClassName="h-14 w-3/4" />
      ) : conversation.isError ? (
        <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />
      ) : (
        <>
          <h2 className="font-semibold break-all">{conversation.data.email}</h2>
          <SupportMessages messages={conversation.data.messages} mine="operator" labels={LABELS} />
          <form onSubmit={submit} className="grid gap-3 border-t pt-4" noValidate>
            <Field id={`reply-${id}`} label="Your answer" hint={`E-mailed to ${conversation.data.email}.`}>
              <textarea
                id={`reply-${id}`}
                aria-describedby={`reply-${id}-hint`}
                value={body}
                onChange={(e) => {
                  setBody(e.target.value);
                  setSentTo(null);
                }}
                rows={4}
                maxLength={SUPPORT_MESSAGE_MAX}
                className={cn(inputStyles, "h-auto py-2")}
              />
            </Field>
            {problem ? <Alert tone="error">{problem}</Alert> : null}
            {sentTo ? <Alert tone="success">Answer sent to {sentTo}.</Alert> : null}
            <Button type="submit" loading={reply.isPending} className="justify-self-end">
              Send answer
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
