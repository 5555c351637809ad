import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ConversationDetail } from "@folio/contract";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/cn";
import { MakePodcastButton } from "@/features/podcasts";
import { ConversationActions } from "./conversation-actions";

export function ConversationHeader({ conversation, onCleared }: { conversation: ConversationDetail; onCleared: () => void }) {
  const navigate = useNavigate();
  return (
    <header data-tour="chat-header" className="flex items-center gap-2 border-b px-3 py-2">
      <Link to="/conversations" className={cn(buttonVariants({ variant: "ghost", size: "icon-sm" }))} aria-label="All conversations">
        <ArrowLeft aria-hidden="true" />
      </Link>
      <div className="min-w-0 flex-1" data-private>
        <h1 className="truncate text-base font-semibold" dir="auto">
          {conversation.name}
        </h1>
        {conversation.doc_name && conversation.doc_name !== conversation.name ? (
          <p className="truncate text-xs text-muted-foreground" dir="auto">
            {conversation.doc_name}
          </p>
        ) : conversation.knowledge_base_id ? (
          <Link to="/knowledge-base/folder/$id" params={{ id: conversation.knowledge_base_id }} className="block truncate text-xs text-muted-foreground hover:underline">
            Chat with a folder · open the folder
          </Link>
        ) : null}
      </div>
      {conversation.chat_history.some((m) => m.role === "assistant") && <MakePodcastButton id={conversation.chat_id} source="CONVERSATION" variant="ghost" />}
      <ConversationActions chatId={conversation.chat_id} name={conversation.name} onCleared={onCleared} onDeleted={() => void navigate({ to: "/conversations" })} />
    </header>
  );
}
