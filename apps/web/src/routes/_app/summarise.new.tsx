import { createFileRoute } from "@tanstack/react-router";
import { NewSummaryPage } from "@/features/summaries/components/new-summary-page";

function validateSearch(search: Record<string, unknown>): { doc?: string } {
  return typeof search.doc === "string" && search.doc.length > 0 && search.doc.length <= 200 ? { doc: search.doc } : {};
}

/** /summarise/new — summarise a document (?doc=ID preselects it) or pasted text. */
export const Route = createFileRoute("/_app/summarise/new")({
  validateSearch,
  component: function NewSummaryRoute() {
    const { doc } = Route.useSearch();
    return <NewSummaryPage initialDocId={doc} />;
  },
});
