import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, FileText, Image as ImageIcon, Search, X, ZoomIn, ZoomOut } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { documentDisplayName, documentRoutes, type Locator } from "@folio/contract";
import { callApi } from "@/lib/api-client";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/cn";
import { errorDetail } from "@/lib/api-client";
import { documentKeys, isWorking, useDocument, useOutline, useUnitContent, stageLabel, unitCount as unitCountLabel } from "@/features/documents";
import { FindBar, type FindResult } from "./find-bar";
import { usePdf } from "../use-pdf";
import { usePinchZoom } from "../use-pinch-zoom";
import { stepZoom, MAX_ZOOM, MIN_ZOOM } from "../zoom";
import { UnitTextView } from "./unit-text-view";

export interface DocumentViewerProps {
  docId: string;
  /** The unit to open at (a citation's page, slide, chapter, section or rows); otherwise the document's start (its first unit with text). */
  locator?: Locator;
  /** Text to highlight in that unit. */
  quote?: string;
  /** Shows a close button (and Esc) when given. */
  onClose?: () => void;
}

// PDF.js is large: it is loaded only when a PDF page is shown.
const PdfPageView = lazy(() => import("./pdf-page-view").then((m) => ({ default: m.PdfPageView })));

/**
 * A document open at one unit. PDFs are drawn by PDF.js with a selectable text layer; every other
 * format (and a PDF's Text view) shows the unit's extracted text. The quote is highlighted in either.
 * Keyboard: Left/Right and PageUp/PageDown move between units, Ctrl+F finds, Esc closes. A PDF page
 * fits the pane's width (a phone's too) and zooms with the buttons or a two-finger pinch.
 */
export function DocumentViewer({ docId, locator, quote, onClose }: DocumentViewerProps) {
  const doc = useDocument(docId);
  const ready = doc.data?.status === "ready";
  const outline = useOutline(docId, ready);
  // Where the user moved to; until then the cited unit, or the document's start once the outline says it.
  const [chosen, setChosen] = useState<number | null>(null);
  const startUnit = locator?.unit ?? outline.data?.start_unit ?? 1;
  const unit = chosen ?? startUnit;
  // Without a citation, which unit to show is known only from the outline: nothing is fetched before.
  const placed = locator !== undefined || chosen !== null || !outline.isPending;
  const [mode, setMode] = useState<"page" | "text" | null>(null);
  const [zoom, setZoom] = useState(1);
  const [quoteMissing, setQuoteMissing] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const [found, setFound] = useState<FindResult | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();

  const isPdf = doc.data?.file_type === "pdf";
  const view = mode ?? (isPdf ? "page" : "text");
  const units = outline.data?.units ?? [];
  const unitCount = units.length || doc.data?.page_count || 1;
  const current = units.find((u) => u.unit === unit);
  // The quote belongs to the cited unit only; other units are shown plain.
  const citedQuote = unit === startUnit ? quote : undefined;
  // While finding, the found term is what is highlighted on the units that hold it.
  const activeQuote = found && found.matches.includes(unit) ? found.term : citedQuote;
  const pdf = usePdf(docId, ready && isPdf);
  const kind = current?.kind ?? doc.data?.unit_kind ?? "page";
  usePinchZoom(paneRef, ".pdf-page", zoom, setZoom);

  const textOf = async (u: number): Promise<string> => {
    if (pdf.status === "ready") {
      // The PDF's own text, the same the page's text layer shows.
      const page = await pdf.pdf.getPage(u);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join("");
      // A scanned page has no text layer: its OCR text is in the extracted unit.
      if (text.trim()) return text;
    }
    const unitText = await queryClient.fetchQuery({
      queryKey: documentKeys.content(docId, u),
      queryFn: () => callApi(documentRoutes.content, { params: { id: docId }, query: { unit: u } }),
      staleTime: Infinity,
    });
    return unitText.text;
  };
  const content = useUnitContent(docId, unit, ready && placed && (view === "text" || !isPdf));

  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  const go = (next: number) => {
    const clamped = Math.min(Math.max(next, 1), unitCount);
    if (clamped !== unit) {
      setChosen(clamped);
      setQuoteMissing(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "f" && ready) {
      e.preventDefault();
      setFindOpen(true);
      return;
    }
    if (target.closest("input, textarea, select, [contenteditable=true]")) return;
    if (e.key === "Escape" && onClose) {
      e.preventDefault();
      onClose();
    } else if (e.key === "ArrowRight" || e.key === "PageDown") {
      e.preventDefault();
      go(unit + 1);
    } else if (e.key === "ArrowLeft" || e.key === "PageUp") {
      e.preventDefault();
      go(unit - 1);
    }
  };

  const onQuoteMatch = (found: boolean | null) => {
    // No text-layer match (a scanned page, text in another order): show the quote in the extracted text.
    if (found === false) {
      setQuoteMissing(true);
      setMode("text");
    }
  };

  const title = doc.data ? documentDisplayName(doc.data) : "Document";

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      role="region"
      aria-label={`Viewer: ${title}`}
      // Session recordings keep none of the document: the viewer is a blank box in them (decision 37).
      data-private="block"
      className="flex h-full min-h-0 flex-col bg-background outline-none"
    >
      {/* The name keeps at least 12rem: in a narrow pane the tools go to a second row instead of squeezing it. */}
      <header className="@container flex flex-wrap items-center gap-x-2 gap-y-1 border-b px-3 py-2">
        <h2 className="order-1 min-w-0 flex-[1_1_12rem] truncate text-sm font-semibold" title={title}>
          {title}
        </h2>
        {onClose && (
          <Button variant="ghost" size="icon-sm" onClick={onClose} aria-label="Close viewer" className="order-2 @3xl:order-4">
            <X />
          </Button>
        )}
        {ready && (
          <div className="order-3 flex w-full flex-wrap items-center gap-1 @3xl:w-auto">
            <Button variant="ghost" size="icon-sm" onClick={() => go(unit - 1)} disabled={unit <= 1} aria-label="Previous">
              <ChevronLeft />
            </Button>
            <label className="sr-only" htmlFor={`unit-${docId}`}>
              Go to
            </label>
            <select
              id={`unit-${docId}`}
              value={unit}
              onChange={(e) => go(Number(e.target.value))}
              className="h-8 max-w-48 min-w-0 truncate rounded-md border border-input bg-background px-2 text-sm"
            >
              {(units.length ? units : Array.from({ length: unitCount }, (_, i) => ({ unit: i + 1, label: `Page ${i + 1}` }))).map((u) => (
                <option key={u.unit} value={u.unit}>
                  {u.label}
                </option>
              ))}
            </select>
            <span className="px-1 text-xs text-muted-foreground tabular-nums">of {unitCount}</span>
            <Button variant="ghost" size="icon-sm" onClick={() => go(unit + 1)} disabled={unit >= unitCount} aria-label="Next">
              <ChevronRight />
            </Button>
            <Button variant="ghost" size="icon-sm" onClick={() => setFindOpen((o) => !o)} aria-label="Find in document" aria-pressed={findOpen}>
              <Search />
            </Button>
            {isPdf && (
              <>
                {view === "page" && (
                  <>
                    <Button variant="ghost" size="icon-sm" onClick={() => setZoom((z) => stepZoom(z, "out"))} disabled={zoom <= MIN_ZOOM} aria-label="Zoom out">
                      <ZoomOut />
                    </Button>
                    <span className="w-10 text-center text-xs tabular-nums" aria-live="polite">
                      {Math.round(zoom * 100)}%
                    </span>
                    <Button variant="ghost" size="icon-sm" onClick={() => setZoom((z) => stepZoom(z, "in"))} disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
                      <ZoomIn />
                    </Button>
                  </>
                )}
                <Button variant="outline" size="sm" onClick={() => setMode(view === "page" ? "text" : "page")} aria-pressed={view === "text"}>
                  {view === "page" ? <FileText /> : <ImageIcon />}
                  {view === "page" ? "Text" : "Page"}
                </Button>
              </>
            )}
          </div>
        )}
      </header>
      {findOpen && ready && (pdf.status !== "loading" || !isPdf) && (
        <FindBar
          unitCount={unitCount}
          unit={unit}
          textOf={textOf}
          countLabel={(n) => unitCountLabel(kind, n)}
          onResult={setFound}
          onGo={go}
          onClose={() => {
            setFindOpen(false);
            setFound(null);
            rootRef.current?.focus();
          }}
        />
      )}

      {/* A PDF page takes the pane's whole width on a phone; pinching zooms it, not the app. */}
      <div ref={paneRef} className={cn("min-h-0 flex-1 touch-pan-x touch-pan-y overflow-auto bg-muted/40", view === "page" && isPdf ? "p-1 sm:p-4" : "p-3 sm:p-4")}>
        {doc.isPending ? (
          <ViewerSkeleton />
        ) : doc.isError ? (
          <Alert tone="error">{errorDetail(doc.error)}</Alert>
        ) : doc.data && isWorking(doc.data) ? (
          <p role="status" className="text-sm text-muted-foreground">
            {stageLabel(doc.data.stage)}… {doc.data.progress}%. The document opens here when it is ready.
          </p>
        ) : doc.data?.status === "failed" ? (
          <Alert tone="error">{doc.data.error ?? "This document could not be read."}</Alert>
        ) : view === "page" && isPdf ? (
          pdf.status === "error" ? (
            <Alert tone="error">{pdf.message}</Alert>
          ) : pdf.status === "ready" ? (
            <Suspense fallback={<ViewerSkeleton />}>
              <PdfPageView pdf={pdf.pdf} page={unit} zoom={zoom} quote={activeQuote} onQuoteMatch={onQuoteMatch} />
            </Suspense>
          ) : (
            <ViewerSkeleton />
          )
        ) : content.isError ? (
          <Alert tone="error">{errorDetail(content.error)}</Alert>
        ) : content.data ? (
          <>
            {quoteMissing && activeQuote && (
              <p role="status" className="mx-auto mb-2 max-w-3xl text-xs text-muted-foreground">
                The quote is highlighted in the extracted text of {current?.label ?? `page ${unit}`}.
              </p>
            )}
            <UnitTextView unit={content.data} quote={activeQuote} />
          </>
        ) : (
          <ViewerSkeleton />
        )}
      </div>
    </div>
  );
}

function ViewerSkeleton() {
  return (
    <div role="status" aria-label="Loading document" className="mx-auto max-w-3xl space-y-3">
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
