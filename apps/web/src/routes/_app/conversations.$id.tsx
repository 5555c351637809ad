import { createFileRoute } from "@tanstack/react-router";
import { ChatPage } from "@/features/chat/components/chat-page";

export const Route = createFileRoute("/_app/conversations/$id")({
  component: ConversationRoute,
});

function ConversationRoute() {
  const { id } = Route.useParams();
  return <ChatPage chatId={id} />;
}
