import { createFileRoute } from "@tanstack/react-router";
import { SharedChatsPage } from "@/features/folders/components/shared-chats-page";

/** /shared-chats/$shareId — a folder's shared chats; public, no login. */
export const Route = createFileRoute("/shared-chats/$shareId")({
  component: function SharedChatsRoute() {
    const { shareId } = Route.useParams();
    return <SharedChatsPage shareId={shareId} />;
  },
});
