import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { errorDetail } from "@/lib/api-client";

export type PdfState = { status: "loading" } | { status: "ready"; pdf: PDFDocumentProxy } | { status: "error"; message: string };

/** Load a stored PDF into PDF.js (the module itself is loaded only when a PDF is opened). */
export function usePdf(docId: string, enabled: boolean): PdfState {
  // Keyed by document, so a new document shows "loading" without resetting state inside the effect.
  const [loaded, setLoaded] = useState<{ docId: string; state: PdfState } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let destroy: (() => void) | null = null;
    void (async () => {
      try {
        const { openPdf } = await import("./pdf");
        const task = await openPdf(docId, abort.signal);
        destroy = () => void task.destroy();
        const pdf = await task.promise;
        if (!abort.signal.aborted) setLoaded({ docId, state: { status: "ready", pdf } });
      } catch (err) {
        if (!abort.signal.aborted) setLoaded({ docId, state: { status: "error", message: errorDetail(err) } });
      }
    })();
    return () => {
      abort.abort();
      destroy?.();
    };
  }, [docId, enabled]);
  return loaded?.docId === docId ? loaded.state : { status: "loading" };
}
