import { createFileRoute } from "@tanstack/react-router";
import { PodcastsPage } from "@/features/podcasts/components/podcasts-page";

/** /podcast — the user's podcasts with their players, and a new podcast from a document. */
export const Route = createFileRoute("/_app/podcast")({
  component: PodcastsPage,
});
