import { createFileRoute } from "@tanstack/react-router";
import { ConversationsPage } from "@/features/chat/components/conversations-page";

export const Route = createFileRoute("/_app/conversations/")({
  validateSearch: (search: Record<string, unknown>): { startChat?: true } => (search.startChat === true || search.startChat === "true" ? { startChat: true } : {}),
  component: ConversationsRoute,
});

function ConversationsRoute() {
  const { startChat } = Route.useSearch();
  return <ConversationsPage startChat={startChat === true} />;
}
