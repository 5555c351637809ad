import { useEffect, useRef, useState } from "react";
import { TextLayer, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";
import { findQuote, pieceRanges } from "../highlight";
import "./text-layer.css";

interface PdfPageViewProps {
  pdf: PDFDocumentProxy;
  page: number;
  /** Zoom: 1 fits the page to the pane's width. */
  zoom: number;
  quote?: string;
  /** Told whether the quote was found on the rendered page (null when there was no quote). */
  onQuoteMatch?: (found: boolean | null) => void;
}

/** Wrap the quoted part of each text-layer span in a <mark>, so it is highlighted over the canvas. */
function markQuote(divs: readonly HTMLElement[], strings: readonly string[], quote: string | undefined): HTMLElement | null {
  const range = findQuote(strings.join(""), quote);
  if (!range) return null;
  let first: HTMLElement | null = null;
  for (const [i, from, to] of pieceRanges(strings, range)) {
    const div = divs[i];
    const text = strings[i] ?? "";
    if (!div) continue;
    const mark = document.createElement("mark");
    mark.textContent = text.slice(from, to);
    div.replaceChildren(text.slice(0, from), mark, text.slice(to));
    first ??= mark;
  }
  return first;
}

/** One PDF page: the canvas with the selectable text layer on top, the quote highlighted and scrolled into view. */
export function PdfPageView({ pdf, page, zoom, quote, onQuoteMatch }: PdfPageViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);
  const onMatch = useRef(onQuoteMatch);
  useEffect(() => {
    onMatch.current = onQuoteMatch;
  });

  // Fit to the pane: re-render when its width changes (a resized source pane, a rotated phone).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const layer = layerRef.current;
    if (!canvas || !layer || width === 0) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    setFailed(false);

    void (async () => {
      try {
        const proxy = await pdf.getPage(page);
        if (cancelled) return;
        const base = proxy.getViewport({ scale: 1 });
        const scale = (width / base.width) * zoom;
        const viewport = proxy.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        layer.parentElement?.style.setProperty("--scale-factor", String(scale));
        layer.parentElement?.style.setProperty("--total-scale-factor", String(scale));
        task = proxy.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        layer.replaceChildren();
        textLayer = new TextLayer({ textContentSource: proxy.streamTextContent({ includeMarkedContent: true, disableNormalization: true }), container: layer, viewport });
        await Promise.all([task.promise, textLayer.render()]);
        if (cancelled) return;
        if (!quote) {
          onMatch.current?.(null);
          return;
        }
        const mark = markQuote(textLayer.textDivs, textLayer.textContentItemsStr, quote);
        mark?.scrollIntoView({ block: "center" });
        onMatch.current?.(mark !== null);
      } catch (err) {
        if (!cancelled && !(err instanceof Error && err.name === "RenderingCancelledException")) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, page, zoom, width, quote]);

  return (
    <div ref={frameRef} className="w-full">
      {failed && (
        <p role="alert" className="p-4 text-sm text-destructive-text">
          This page could not be drawn. Its text is in the Text view.
        </p>
      )}
      <div className="pdf-page relative mx-auto w-fit bg-white shadow-sm ring-1 ring-border">
        <canvas ref={canvasRef} aria-label={`Page ${page}`} role="img" />
        <div ref={layerRef} className="textLayer" />
      </div>
    </div>
  );
}
