import { useState } from "react";
import { Check, Copy, FileDown, X } from "lucide-react";
import type { Citation, Summary, SummaryCitation } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/lib/api-client";
import { downloadBlob } from "@/lib/download";
import { toast } from "@/lib/toast";
import { notifyIfUpgrade } from "@/lib/upgrade-error";
import { answerForClipboard, AnswerMarkdown } from "@/features/chat";
import { DocumentViewer } from "@/features/viewer";
import { fetchSummaryPdf } from "../api";
import { FORMAT_LABELS, LENGTH_LABELS, PASTED_TEXT } from "../options";

/** The chat's citation shape, so the chat's chips and source pane show a summary's sources. */
export function toChatCitations(citations: readonly SummaryCitation[]): Citation[] {
  return citations.filter((c) => c.verified).map((c) => ({ ...c, doc_id: c.doc_id ?? "", doc_name: c.doc_name ?? PASTED_TEXT }));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** Saves the PDF under the server's file name; free plans get the upgrade toast. */
export async function exportPdf(summary: Summary): Promise<void> {
  try {
    const { blob, fileName } = await fetchSummaryPdf(summary.summary_id);
    downloadBlob(blob, fileName);
  } catch (err) {
    if (!notifyIfUpgrade(err)) toast.error("Export failed", errorDetail(err));
  }
}

export async function copySummary(summary: Summary): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(answerForClipboard(summary.text, toChatCitations(summary.citations)));
    toast.success("Summary copied");
    return true;
  } catch {
    toast.error("Copy failed", "The summary could not be copied to the clipboard.");
    return false;
  }
}

/**
 * A finished summary: title, source, date and options; the text with a chip per [n] that opens the
 * document at the cited unit with the quote highlighted (pasted text: the quote itself); Copy and
 * Export PDF.
 */
export function SummaryView({ summary }: { summary: Summary }) {
  const citations = toChatCitations(summary.citations);
  const [source, setSource] = useState<Citation | null>(null);
  const [copied, setCopied] = useState(false);
  const [exporting, setExporting] = useState(false);

  return (
    <article className="flex min-w-0 flex-col gap-4" aria-label={`Summary: ${summary.name}`} data-private>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words" dir="auto">
            {summary.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            <span dir="auto">{summary.doc_name ?? PASTED_TEXT}</span> · {formatDate(summary.date_time)} · {FORMAT_LABELS[summary.format]} · {LENGTH_LABELS[summary.length]}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void copySummary(summary).then((ok) => {
                if (!ok) return;
                setCopied(true);
                setTimeout(() => setCopied(false), 1500);
              })
            }
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? "Copied" : "Copy"}
          </Button>
          <Button
            size="sm"
            loading={exporting}
            onClick={() => {
              setExporting(true);
              void exportPdf(summary).finally(() => setExporting(false));
            }}
          >
            <FileDown aria-hidden="true" /> Export PDF
          </Button>
        </div>
      </header>
      {summary.prompt && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">Focus:</span> <span dir="auto">{summary.prompt}</span>
        </p>
      )}
      <div dir="auto" data-testid="summary-text" className="min-w-0">
        <AnswerMarkdown text={summary.text} citations={citations} activeSource={source} onOpenSource={setSource} />
      </div>
      {source &&
        (source.doc_id ? (
          <aside
            aria-label={`Source: ${source.doc_name}, ${source.locator.label}`}
            className="fixed inset-0 z-40 flex flex-col border-l bg-background shadow-xl lg:left-auto lg:w-[50%] lg:max-w-3xl"
          >
            <DocumentViewer key={`${source.doc_id}:${source.locator.unit}:${source.quote}`} docId={source.doc_id} locator={source.locator} quote={source.quote} onClose={() => setSource(null)} />
          </aside>
        ) : (
          // Pasted text, or a document deleted since: the quote is all there is to show.
          <aside aria-label={`Source: ${source.doc_name}, ${source.locator.label}`} className="fixed inset-x-0 bottom-0 z-40 border-t bg-background p-4 shadow-xl lg:left-auto lg:w-[50%]">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-medium" dir="auto">
                {source.doc_name} · {source.locator.label}
                {source.doc_name !== PASTED_TEXT && <span className="font-normal text-muted-foreground"> (the document has been deleted)</span>}
              </p>
              <Button variant="ghost" size="icon-sm" onClick={() => setSource(null)} aria-label="Close source">
                <X />
              </Button>
            </div>
            <blockquote dir="auto" className="mt-2 border-s-2 border-primary ps-3 text-sm">
              <mark>{source.quote}</mark>
            </blockquote>
          </aside>
        ))}
    </article>
  );
}
