import os from "node:os";
import { detectLanguage } from "../../text/index.ts";
import { passwordProtected, tooManyPages } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import { ocrPages, type OcrJob } from "../ocr/ocr-pages.ts";
import { renderDpi } from "../ocr/tesseract.ts";
import { OcrNeeded, type ParseContext } from "../parse-context.ts";
import { readImageCoverage } from "../pdf/pdf-images.ts";
import { pdfNeedsPassword, readPageSizes, readPdfInfo, type PdfInfo } from "../pdf/pdf-info.ts";
import { looksColumnarTable, readTablePages } from "../pdf/pdf-tables.ts";
import { readPdfTextInHalves } from "../pdf/pdf-text-halves.ts";
import { assessText, type TextVerdict } from "../text-quality.ts";
import type { RawDocument, RawUnit } from "../types.ts";

/** Below this many visible characters a page's text layer may be just running headers over a scan. */
const THIN_TEXT_CHARS = 1_000;
/** Below this, a page with any picture on it is treated as a scan. */
const NO_TEXT_CHARS = 30;
/** Pictures covering this share of a thin-text page make it a scan (or a figure of text). */
const SCAN_COVERAGE = 0.25;
/** OCR replaces a thin text layer only when it finds this many times more text. */
const OCR_GAIN = 1.5;

interface PageState {
  text: string;
  visible: number;
  verdict: TextVerdict;
  problem: string | null;
  warnings: string[];
}

/** What is known of a page's text as pdftotext wrote it. */
interface PageReading {
  visible: number;
  verdict: TextVerdict;
  table: boolean;
}

const visibleChars = (text: string) => text.replace(/\s+/g, "").length;

const readPage = (text: string): PageReading => ({ visible: visibleChars(text), verdict: assessText(text), table: looksColumnarTable(text) });

/**
 * PDF pages through poppler (pdftotext streams 750+ pages/s with exact page boundaries), with
 * table pages re-read in layout mode so rows stay rows, and pages without a usable text layer
 * (scans, garbled fonts) OCR'd page by page. The password and page count are checked while the
 * text is read, and stop the reading when they fail.
 */
export async function parsePdf(path: string, ctx: ParseContext): Promise<RawDocument> {
  const { signal } = ctx;
  // pdftotext starts at once, beside the password and page-count checks (their ~50 ms is not waited
  // for first); a file that fails them stops it.
  const checksFailed = new AbortController();
  // Pages read before the page count is known are reported once it is.
  let total = 0;
  let pagesRead = 0;
  const reportReading = () => ctx.progress({ stage: "reading", done: pagesRead, total });
  // Each page is assessed as it arrives, while pdftotext reads the next ones (~0.15 s of a
  // 600-page book's parse that followed the reading; decision 45).
  const readings: PageReading[] = [];
  // A long book is read by two pdftotext processes once its page count is known (pdf-text-halves.ts).
  const reading = readPdfTextInHalves(path, {
    signal: AbortSignal.any([signal, checksFailed.signal]),
    split: os.availableParallelism() > 1,
    onPage: (n, page) => {
      pagesRead++;
      readings[n - 1] = readPage(page.text);
      if (total > 0) reportReading();
    },
  });
  const extracting = reading.result;
  // Awaited below; a check that fails first must not leave its rejection unhandled.
  extracting.catch(() => {});
  let info: PdfInfo;
  try {
    if (await pdfNeedsPassword(path, signal)) throw passwordProtected();
    info = await readPdfInfo(path, signal);
    if (info.pages > ctx.maxPages) throw tooManyPages(info.pages, ctx.maxPages);
    total = info.pages;
    reading.pageCount(total);
    if (pagesRead > 0) reportReading();
  } catch (err) {
    checksFailed.abort();
    throw err;
  }

  const warnings: string[] = [];
  const extracted = await extracting;
  if (/Missing language pack|Unknown character collection/i.test(extracted.stderr)) warnings.push("Some fonts lack character maps; their text may be missing");
  if (/Syntax Error|Syntax Warning/i.test(extracted.stderr)) warnings.push("The PDF has structural errors; some text may be missing");
  if (extracted.pages.length < info.pages) warnings.push(`Text was found for ${extracted.pages.length} of ${info.pages} pages`);

  // The last page comes without a form feed after it, so not through onPage.
  const readingOf = (i: number) => (readings[i] ??= readPage(extracted.pages[i]?.text ?? ""));
  const tableCandidates = extracted.pages.flatMap((_, i) => (readingOf(i).table ? [i + 1] : []));
  const tables = tableCandidates.length > 0 ? await readTablePages(path, tableCandidates, signal) : new Map<number, string>();

  const pages: PageState[] = Array.from({ length: info.pages }, (_, i) => {
    const page = extracted.pages[i];
    const table = tables.get(i + 1);
    const text = table ?? page?.text ?? "";
    // A page re-read as a table is assessed again; a page pdftotext did not reach has no text.
    const read = table === undefined && page ? readingOf(i) : readPage(text);
    const verdict = read.verdict;
    const warnings = page?.truncated ? [`Page text cut at ${LIMITS.maxUnitChars.toLocaleString("en-US")} characters`] : [];
    return { text, visible: read.visible, verdict, problem: verdict.problem ? verdict.reason : null, warnings };
  });

  const jobs = await chooseOcrPages(path, pages, signal);
  if (jobs.length > 0) {
    if (!ctx.ocr) throw new OcrNeeded();
    // The stage changes now, not after the first page's seconds of OCR.
    ctx.progress({ stage: "ocr", done: 0, total: jobs.length });
    const textSample = pages.filter((p) => !p.problem && p.visible >= THIN_TEXT_CHARS).slice(0, 20).map((p) => p.text).join("\n");
    const { outcomes, languages } = await ocrPages(path, jobs, {
      languages: ctx.ocrLanguages,
      languageHint: detectLanguage(textSample, "clear"),
      signal,
      onPageDone: (done, total) => ctx.progress({ stage: "ocr", done, total }),
    });
    warnings.push(`${jobs.length} page${jobs.length === 1 ? "" : "s"} read by OCR (${languages.join("+")})`);
    return { title: info.title, units: buildUnits(pages, outcomes), warnings };
  }
  return { title: info.title, units: buildUnits(pages, new Map()), warnings };
}

/** Pages whose text is garbled, or thin over pictures (looked up only for thin pages: pdfimages reads every content stream). */
async function chooseOcrPages(path: string, pages: PageState[], signal: AbortSignal): Promise<OcrJob[]> {
  const suspects = pages.flatMap((p, i) => (p.problem || p.visible < THIN_TEXT_CHARS ? [i + 1] : []));
  if (suspects.length === 0) return [];
  const first = suspects[0] as number;
  const last = suspects[suspects.length - 1] as number;
  const sizes = await readPageSizes(path, first, last, signal);
  const coverage = await readImageCoverage(path, first, last, sizes, signal);
  return suspects
    .filter((n) => {
      const page = pages[n - 1] as PageState;
      const covered = coverage.get(n) ?? 0;
      return page.problem !== null || covered >= SCAN_COVERAGE || (page.visible < NO_TEXT_CHARS && covered > 0);
    })
    .map((page) => ({ page, dpi: renderDpi(sizes.get(page)) }));
}

function buildUnits(pages: PageState[], outcomes: Map<number, { text: string | null; error: string | null }>): RawUnit[] {
  return pages.map((page, i): RawUnit => {
    const n = i + 1;
    const outcome = outcomes.get(n);
    const warnings = [...page.warnings];
    const layerText = page.problem ? "" : page.text;
    if (page.problem) warnings.push(`Garbled text layer (${page.problem})`);
    const base = { kind: "page" as const, label: `Page ${n}` };
    const ocrVisible = outcome?.text ? visibleChars(outcome.text) : 0;
    // A text layer over a chart reads the same as its OCR: keep the exact text unless OCR found much more.
    const layerSuffices = !page.problem && page.visible >= NO_TEXT_CHARS && ocrVisible < page.visible * OCR_GAIN;
    if (outcome?.text && ocrVisible > 0 && !layerSuffices) {
      if (!page.problem && page.visible > 0) warnings.push("Little text over a picture: the page was read by OCR");
      return { ...base, text: outcome.text, source: "ocr", warnings };
    }
    // The layer's text is the page's as assessed (a garbled layer's is empty): its verdict goes with it.
    const assessed = page.problem ? {} : { verdict: page.verdict };
    if (layerSuffices) return { ...base, text: layerText, source: "text", warnings, ...assessed };
    if (outcome?.error) warnings.push(`OCR failed: ${outcome.error}`);
    else if (outcome) warnings.push("OCR found no text on this page");
    if (visibleChars(layerText) === 0 && !outcome) warnings.push("Empty page");
    return { ...base, text: layerText, source: "text", warnings, ...assessed };
  });
}
