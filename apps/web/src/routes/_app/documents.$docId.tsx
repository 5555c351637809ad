import { createFileRoute } from "@tanstack/react-router";
import { DocumentPage } from "@/pages/document-page";

/** ?unit=N&quote=... open the document at a passage; anything malformed is ignored. */
function validateSearch(search: Record<string, unknown>): { unit?: number; quote?: string } {
  const unit = Number(search.unit);
  return {
    unit: Number.isInteger(unit) && unit >= 1 ? unit : undefined,
    quote: typeof search.quote === "string" && search.quote.length <= 2000 ? search.quote : undefined,
  };
}

/** /documents/:id — one document in the viewer with its parse report. */
export const Route = createFileRoute("/_app/documents/$docId")({
  validateSearch,
  component: function DocumentRoute() {
    const { docId } = Route.useParams();
    const { unit, quote } = Route.useSearch();
    return <DocumentPage docId={docId} unit={unit} quote={quote} />;
  },
});
