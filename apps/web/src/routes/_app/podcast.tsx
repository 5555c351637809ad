import { createFileRoute } from "@tanstack/react-router";
import { optionalSearchParam } from "@/lib/search-param";
import { PodcastsPage } from "@/features/podcasts/components/podcasts-page";

/** /podcast — the user's podcasts with their players, and a new podcast from a document; ?conversation=ID shows only those made from that conversation. */
export const Route = createFileRoute("/_app/podcast")({
  validateSearch: optionalSearchParam("conversation", 200),
  component: function PodcastRoute() {
    const { conversation } = Route.useSearch();
    return <PodcastsPage conversation={conversation} />;
  },
});
