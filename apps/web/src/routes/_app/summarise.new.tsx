import { createFileRoute } from "@tanstack/react-router";
import { optionalSearchParam } from "@/lib/search-param";
import { NewSummaryPage } from "@/features/summaries/components/new-summary-page";

/** /summarise/new — summarise a document (?doc=ID preselects it) or pasted text. */
export const Route = createFileRoute("/_app/summarise/new")({
  validateSearch: optionalSearchParam("doc", 200),
  component: function NewSummaryRoute() {
    const { doc } = Route.useSearch();
    return <NewSummaryPage initialDocId={doc} />;
  },
});
