import { useState } from "react";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ClipboardList, Trash2 } from "lucide-react";
import { documentDisplayName, type Locator } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { DocumentViewer } from "@/features/viewer";
import { MakePodcastButton } from "@/features/podcasts";
import { SummariseButton } from "@/features/summaries";
import { useDocument, DeleteDialog, ParseReportPanel } from "@/features/documents";
import { ReferenceLine } from "@/features/zotero";

interface DocumentPageProps {
  docId: string;
  /** Open at this unit (?unit=N), with this text highlighted (?quote=...). */
  unit?: number;
  quote?: string;
}

/** /documents/$docId: the viewer full-size, with the parse report beside it (below it on phones). */
export function DocumentPage({ docId, unit, quote }: DocumentPageProps) {
  const doc = useDocument(docId);
  const navigate = useNavigate();
  const [reportOpen, setReportOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const locator: Locator | undefined = unit && doc.data?.unit_kind ? { kind: doc.data.unit_kind, unit, label: "" } : undefined;

  return (
    // One screen high, less the phone top bar and the help launcher's room below (features/support).
    <div className="flex h-[calc(100dvh-7.5rem)] min-h-0 flex-col md:h-dvh">
      {/* The viewer names the document in its own bar; the page's heading is for assistive technology. */}
      <h1 className="sr-only">{doc.data ? documentDisplayName(doc.data) : "Document"}</h1>
      <div className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/documents">
            <ArrowLeft aria-hidden="true" /> Documents
          </Link>
        </Button>
        <div className="flex-1" />
        {doc.data && (
          <>
            {doc.data.status === "ready" && <SummariseButton docId={docId} />}
            {doc.data.status === "ready" && <MakePodcastButton id={docId} source="DOCUMENT" />}
            <Button variant="outline" size="sm" onClick={() => setReportOpen((o) => !o)} aria-expanded={reportOpen} aria-controls="parse-report">
              <ClipboardList aria-hidden="true" /> Parse report
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDeleting(true)} aria-label="Delete document">
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {doc.data?.metadata && <ReferenceLine metadata={doc.data.metadata} />}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {/* min-w-0: a PDF page drawn wide must shrink to make room for the report, not push it off-screen. */}
        <div className="min-h-0 min-w-0 flex-1">
          {/* Keyed by the target so a new ?unit= or ?quote= opens there afresh. */}
          <DocumentViewer key={`${unit ?? ""}:${quote ?? ""}:${doc.data?.unit_kind ?? ""}`} docId={docId} locator={locator} quote={quote} />
        </div>
        {reportOpen && doc.data && (
          <ParseReportPanel id="parse-report" doc={doc.data} onClose={() => setReportOpen(false)} />
        )}
      </div>
      {deleting && doc.data && <DeleteDialog doc={doc.data} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: "/documents" })} />}
    </div>
  );
}
