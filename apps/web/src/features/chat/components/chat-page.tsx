import { LoadError } from "@/components/list-states";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useConversation } from "../api";
import { ChatView } from "./chat-view";

/** /conversations/$id: loads the conversation, then the chat. */
export function ChatPage({ chatId }: { chatId: string }) {
  const conversation = useConversation(chatId);
  // The chat keeps its own messages once shown, so it starts from a fresh copy, not a cached one.
  if (conversation.isPending || (conversation.isFetching && !conversation.isFetchedAfterMount)) return <PageSpinner label="Loading the conversation" />;
  if (conversation.isError) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />
      </div>
    );
  }
  return <ChatView key={chatId} conversation={conversation.data} />;
}
