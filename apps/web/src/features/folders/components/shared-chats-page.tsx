import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { MessagesSquare, X } from "lucide-react";
import type { Citation, SharedChats, SharedUnit } from "@folio/contract";
import { FolioLogo } from "@/components/folio-logo";
import { Button } from "@/components/ui/button";
import { PageSpinner } from "@/components/ui/page-spinner";
import { StatusPage } from "@/components/status-page";
import { ApiError } from "@/lib/api-client";
import { formatDate } from "@/features/documents";
import { AnswerMarkdown } from "@/features/chat";
import { UnitTextView } from "@/features/viewer";
import { useSharedChats } from "../api";
import { EmptyState, LoadError } from "@/components/list-states";

/**
 * /shared-chats/$shareId: a folder's chats as its owner shared them, read-only and without an
 * account. A citation opens the cited unit (page, slide, chapter, section or rows) with the quote
 * marked; nothing beyond the cited units is reachable.
 */
export function SharedChatsPage({ shareId }: { shareId: string }) {
  const shared = useSharedChats(shareId);
  const [source, setSource] = useState<Citation | null>(null);

  if (shared.isPending) return <PageSpinner label="Loading the shared chats" />;
  if (shared.isError) {
    if (shared.error instanceof ApiError && shared.error.status === 404) {
      return (
<StatusPage title="Link not found" message={shared.error.detail} />
      );
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <LoadError error={shared.error} onRetry={() => void shared.refetch()} />
      </div>
    );
  }

  const data = shared.data;
  const unit = source ? data.units.find((u) => u.doc_id === source.doc_id && u.unit === source.locator.unit) : undefined;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex items-center gap-3 border-b px-4 py-3">
        <Link to="/" aria-label="Folio home">
          <FolioLogo />
        </Link>
        <span className="ml-auto rounded-full bg-muted px-2.5 py-0.5 text-xs text-muted-foreground">Shared chats · read-only</span>
      </header>
      <div className="flex min-h-0 flex-1">
        <main className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 px-4 py-6 sm:py-8">
          <div>
            <p className="text-sm text-muted-foreground">Chats from the folder</p>
            <h1 className="text-2xl font-semibold break-words">{data.name}</h1>
          </div>
          {data.conversations.length === 0 ? (
            <EmptyState
              icon={<MessagesSquare aria-hidden="true" />}
              title="No chats in this folder yet"
              description="Chats appear here once the owner asks the folder a question."
            />
          ) : (
            data.conversations.map((c) => <SharedConversation key={c.chat_id} conversation={c} active={source} onOpen={setSource} />)
          )}
        </main>
        {source && <SharedSourcePane source={source} unit={unit} onClose={() => setSource(null)} />}
      </div>
    </div>
  );
}

function SharedConversation({ conversation, active, onOpen }: { conversation: SharedChats["conversations"][number]; active: Citation | null; onOpen: (c: Citation) => void }) {
  return (
    <section aria-label={conversation.name} className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
        <h2 className="font-semibold break-words">{conversation.name}</h2>
        <span className="text-xs text-muted-foreground">{formatDate(conversation.date_time)}</span>
      </header>
      {conversation.chat_history.map((m) =>
        m.role === "user" ? (
          <div key={m.id} className="flex justify-end">
            <p dir="auto" className="max-w-[85%] rounded-2xl rounded-br-sm bg-secondary px-4 py-2.5 break-words whitespace-pre-wrap text-secondary-foreground">
              {m.content}
            </p>
          </div>
        ) : (
          <article key={m.id} aria-label="Answer" dir="auto" data-testid="answer-text">
            <AnswerMarkdown text={m.content} citations={m.citations ?? []} activeSource={active} onOpenSource={onOpen} />
          </article>
        ),
      )}
    </section>
  );
}

/** The cited unit beside the chats (full screen on phones), the quote marked. */
function SharedSourcePane({ source, unit, onClose }: { source: Citation; unit: SharedUnit | undefined; onClose: () => void }) {
  return (
    <aside
      aria-label={`Source: ${source.doc_name}, ${source.locator.label}`}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="fixed inset-0 z-40 flex flex-col bg-background lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-[46%] lg:max-w-3xl lg:shrink-0 lg:border-l"
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold" title={source.doc_name}>
          {source.doc_name} · {source.locator.label}
        </h2>
        <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Close viewer" autoFocus>
          <X />
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-auto bg-muted/40 p-3 sm:p-4">
        {unit ? (
          <UnitTextView unit={{ unit: unit.unit, kind: unit.kind, label: unit.label, text: unit.text, source: unit.source }} quote={source.quote} />
        ) : (
          <p className="text-sm text-muted-foreground">This source is no longer available: its document was deleted.</p>
        )}
      </div>
    </aside>
  );
}
