import { createFileRoute, Link, redirect, type ErrorComponentProps } from "@tanstack/react-router";
import { chatRoutes } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { callApi, errorDetail } from "@/lib/api-client";

/** /chat-file/:id? — chat on a file: a new conversation on it, or the start-chat dialog without one. */
export const Route = createFileRoute("/_app/chat-file/{-$id}")({
  beforeLoad: async ({ params }) => {
    if (!params.id) throw redirect({ to: "/conversations", search: { startChat: true }, replace: true });
    const { chat_id } = await callApi(chatRoutes.start, { query: { doc_id: params.id } });
    throw redirect({ to: "/conversations/$id", params: { id: chat_id }, replace: true });
  },
  errorComponent: ChatFileError,
});

function ChatFileError({ error }: ErrorComponentProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Alert tone="error">
        <p>{errorDetail(error)}</p>
        <Link to="/conversations" search={{ startChat: true }} className="mt-2 inline-block text-primary underline underline-offset-2">
          Choose another document
        </Link>
      </Alert>
    </div>
  );
}
