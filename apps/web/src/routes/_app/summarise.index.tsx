import { createFileRoute } from "@tanstack/react-router";
import { optionalSearchParam } from "@/lib/search-param";
import { SummariesPage } from "@/features/summaries/components/summaries-page";

/** /summarise — saved summaries with their source document; ?id=ID re-opens one. */
export const Route = createFileRoute("/_app/summarise/")({
  validateSearch: optionalSearchParam("id", 200),
  component: function SummariseRoute() {
    const { id } = Route.useSearch();
    return <SummariesPage openId={id} />;
  },
});
