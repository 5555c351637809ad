/**
 * Server-side PDF export: a summary typeset as HTML and printed by Chromium (Debian's, driven by
 * playwright-core), one browser per process, reused. Correct for CJK and Arabic because the text
 * goes through a browser's shaping and line breaking with the system Noto fonts; pdf-lib and the
 * like left CJK glyphs blank or Arabic unshaped (docs/summaries.md).
 *
 *   const pdf = await renderSummaryPdf({ title, source: doc.name, date: new Date(), language, summary });
 *   await closePdfRenderer(); // at shutdown
 */
import { closeSharedBrowser } from "./browser.ts";

export { renderSummaryPdf } from "./render-summary.ts";
export type { PdfCitation, PdfSummary, SummaryPdfInput } from "./types.ts";

/** Closes the shared browser; the next render launches a new one. */
export function closePdfRenderer(): Promise<void> {
  return closeSharedBrowser();
}
