import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { MessageSquarePlus, Search } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/lib/use-debounced";
import { useWithoutPending } from "@/lib/undoable";
import { pendingConversationDeletionKey, useConversationSearch, useConversations } from "../api";
import { ConversationList } from "./conversation-list";
import { StartChatDialog } from "./start-chat-dialog";
import { EmptyState, LoadMoreButton, QueryList } from "@/components/list-states";

/** /conversations: the chat list by age, and the start-chat dialog (open with ?startChat=true). */
export function ConversationsPage({ startChat }: { startChat: boolean }) {
  const navigate = useNavigate();
  const list = useConversations();
  const setStartChat = (open: boolean) => void navigate({ to: "/conversations", search: open ? { startChat: true } : {}, replace: true });
  const conversations = useWithoutPending(list.data?.pages.flatMap((p) => p.conversations) ?? [], (c) => pendingConversationDeletionKey(c.chat_id));
  const [term, setTerm] = useState("");
  const debounced = useDebounced(term.trim(), 300);
  const searching = debounced.length >= 3;
  const search = useConversationSearch(debounced);
  const found = useWithoutPending(search.data?.conversations ?? [], (c) => pendingConversationDeletionKey(c.chat_id));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Chats</h1>
        <Button onClick={() => setStartChat(true)}>
          <MessageSquarePlus aria-hidden="true" /> New chat
        </Button>
      </div>

      {conversations.length > 0 || term ? (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <label htmlFor="conversation-search" className="sr-only">
            Search conversations
          </label>
          <Input id="conversation-search" type="search" placeholder="Search conversations" value={term} onChange={(e) => setTerm(e.target.value)} className="pl-9" />
        </div>
      ) : null}

      {searching ? (
        search.isPending ? (
          <Skeleton className="h-12" />
        ) : search.isError ? (
          <Alert tone="error">{search.error.message}</Alert>
        ) : found.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No conversation matches “{debounced}”.</p>
        ) : (
          <ConversationList conversations={found} />
        )
      ) : (
        <QueryList
          query={list}
          loading={{ label: "Loading conversations", count: 4, itemClassName: "h-12" }}
          isEmpty={conversations.length === 0}
          empty={
            <EmptyState
              title="No conversations yet"
              description="Start a chat with one of your documents, or upload a new one."
              action={
                <Button onClick={() => setStartChat(true)}>
                  <MessageSquarePlus aria-hidden="true" /> Start a chat
                </Button>
              }
            />
          }
        >
          <ConversationList conversations={conversations} />
          <LoadMoreButton list={list} />
        </QueryList>
      )}
      <StartChatDialog open={startChat} onOpenChange={setStartChat} />
    </div>
  );
}
