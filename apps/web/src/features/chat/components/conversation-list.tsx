import { Link } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { conversationGroup, type ConversationSummary } from "@folio/contract";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { ConversationActions } from "./conversation-actions";

/** Conversations in the spec's age groups (Today, Yesterday, Past 7 days, Past 30 days, month, month year), kept in order. */
export function groupConversations(conversations: ConversationSummary[], now = new Date()): { label: string; items: ConversationSummary[] }[] {
  const groups: { label: string; items: ConversationSummary[] }[] = [];
  for (const c of conversations) {
    const label = conversationGroup(new Date(c.date_time), now);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(c);
    else groups.push({ label, items: [c] });
  }
  return groups;
}

export function ConversationList({ conversations }: { conversations: ConversationSummary[] }) {
  return (
    <div className="flex flex-col gap-6">
      {groupConversations(conversations).map((group) => (
        <section key={group.label} aria-labelledby={`group-${group.label}`}>
          <h2 id={`group-${group.label}`} className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </h2>
          <ul className="flex flex-col">
            {group.items.map((c) => (
              <li key={c.chat_id} className="group flex items-center gap-1 rounded-md hover:bg-accent">
                <Link
                  to="/conversations/$id"
                  params={{ id: c.chat_id }}
                  className={cn("flex min-w-0 flex-1 items-center gap-3 rounded-md px-2 py-2.5", focusRing)}
                >
                  <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0" data-private>
                    <span className="block truncate text-sm font-medium" dir="auto">
                      {c.name}
                    </span>
                    {c.doc_name && c.doc_name !== c.name ? (
                      <span className="block truncate text-xs text-muted-foreground" dir="auto">
                        {c.doc_name}
                      </span>
                    ) : null}
                  </span>
                </Link>
                <ConversationActions chatId={c.chat_id} name={c.name} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
