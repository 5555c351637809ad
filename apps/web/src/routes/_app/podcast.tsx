import { createFileRoute } from "@tanstack/react-router";
import { PodcastsPage } from "@/features/podcasts/components/podcasts-page";

/** ?conversation=ID shows only the podcasts made from that conversation; anything malformed is ignored. */
function validateSearch(search: Record<string, unknown>): { conversation?: string } {
  return typeof search.conversation === "string" && search.conversation.length > 0 && search.conversation.length <= 200 ? { conversation: search.conversation } : {};
}

/** /podcast — the user's podcasts with their players, and a new podcast from a document. */
export const Route = createFileRoute("/_app/podcast")({
  validateSearch,
  component: function PodcastRoute() {
    const { conversation } = Route.useSearch();
    return <PodcastsPage conversation={conversation} />;
  },
});
