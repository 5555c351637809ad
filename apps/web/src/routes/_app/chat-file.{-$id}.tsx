import { createFileRoute, redirect } from "@tanstack/react-router";
import { chatRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

/** /chat-file/:id? — chat on a file: a new conversation on it, or the start-chat dialog without one. */
export const Route = createFileRoute("/_app/chat-file/{-$id}")({
  beforeLoad: async ({ params }) => {
    if (!params.id) throw redirect({ to: "/conversations", search: { startChat: true }, replace: true });
    const { chat_id } = await callApi(chatRoutes.start, { query: { doc_id: params.id } });
    throw redirect({ to: "/conversations/$id", params: { id: chat_id }, replace: true });
  },
});
