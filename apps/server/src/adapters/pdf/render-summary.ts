import { withPage } from "./browser.ts";
import { pdfLanguage } from "./labels.ts";
import { summaryHtml } from "./summary-html.ts";
import type { SummaryPdfInput } from "./types.ts";

const RENDER_TIMEOUT_MS = 15_000;

/** A summary as a typeset A4 PDF, printed by the shared Chromium, with page numbers in the footer. */
export async function renderSummaryPdf(input: SummaryPdfInput): Promise<Uint8Array> {
  const lang = pdfLanguage(input.language);
  const html = summaryHtml(input);
  return withPage(async (page) => {
    page.setDefaultTimeout(RENDER_TIMEOUT_MS);
    await page.setContent(html, { waitUntil: "load" });
    const pdf = await page.pdf({
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div dir="${lang === "ar" ? "rtl" : "ltr"}" style="width:100%; font-size:8px; color:#777; text-align:center; font-family:'Noto Sans'"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`,
    });
    return new Uint8Array(pdf);
  });
}
