import { createFileRoute } from "@tanstack/react-router";
import { SummariesPage } from "@/features/summaries/components/summaries-page";

function validateSearch(search: Record<string, unknown>): { id?: string } {
  return typeof search.id === "string" && search.id.length > 0 && search.id.length <= 200 ? { id: search.id } : {};
}

/** /summarise — saved summaries with their source document; ?id=ID re-opens one. */
export const Route = createFileRoute("/_app/summarise/")({
  validateSearch,
  component: function SummariseRoute() {
    const { id } = Route.useSearch();
    return <SummariesPage openId={id} />;
  },
});
