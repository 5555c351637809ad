import { Link } from "@tanstack/react-router";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { useWithoutPending } from "@/lib/undoable";
import { pendingConversationDeletionKey, useConversations } from "../api";
import { groupConversations } from "./conversation-list";

/** The sidebar's latest conversations under Chats, in the spec's age groups; the whole list is on /conversations. */
export function RecentConversations({ onNavigate }: { onNavigate?: () => void }) {
  const list = useConversations();
  const latest = useWithoutPending(list.data?.pages[0]?.conversations ?? [], (c) => pendingConversationDeletionKey(c.chat_id));
  if (latest.length === 0) return null;
  return (
    <nav aria-label="Recent chats" className="mt-6 flex flex-col gap-3">
      {groupConversations(latest).map((group) => (
        <section key={group.label}>
          <h2 className="px-3 pb-1 text-xs font-medium text-muted-foreground">{group.label}</h2>
          <ul className="grid">
            {group.items.map((c) => (
              <li key={c.chat_id}>
                <Link
                  data-private
                  to="/conversations/$id"
                  params={{ id: c.chat_id }}
                  onClick={onNavigate}
                  dir="auto"
                  className={cn(
                    "block truncate rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                    "data-[status=active]:bg-accent data-[status=active]:text-foreground",
                    focusRing,
                  )}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
