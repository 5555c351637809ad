import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { OcrOptions } from "@folio/contract";
import { createLimiter } from "../../../platform/concurrency.ts";
import { AppError } from "../../../platform/errors.ts";
import { INGEST_LIMITS, ocrPages, readPageSizes, recogniseToPdf, renderDpi, runTool, tesseractCodeFor, type OcrJob } from "../../../ingest/index.ts";
import type { Lang } from "../../../text/index.ts";
import { qpdf } from "./qpdf.ts";
import type { PdfInput } from "./receive-pdfs.ts";
import { resultName, type ToolFile } from "./tool-file.ts";

/** Pages one OCR call reads: a few seconds a page on one core, so a call ends within minutes. */
export const OCR_MAX_PAGES = 50;
/** A page with at least this many letters in its own text layer is not a scan: it is kept, not read again. */
const TEXT_LAYER_CHARS = 20;
/** Calls waiting for the OCR beyond this are told to come back, instead of queuing without end. */
const OCR_MAX_WAITING = 4;

/** One OCR document at a time per process: each already runs one tesseract per core. */
const oneAtATime = createLimiter(1);
let waiting = 0;

export interface OcrResult {
  file: ToolFile;
  /** The text of every page, in order, pages separated by a blank line and a form feed as pdftotext does. */
  text: string;
}

/**
 * A scanned PDF made searchable with the OCR ingestion uses (pdftoppm + tesseract, the ten
 * languages): each scanned page is read into text and a page of invisible text (tesseract's
 * text-only PDF), and those pages are laid under the original ones with qpdf, so the PDF looks
 * the same and its text can be selected and searched. Pages that already have a text layer are
 * kept as they are. The language is the caller's, else detected from the first scanned page.
 */
export async function ocrPdf(dir: string, input: PdfInput, options: OcrOptions, signal: AbortSignal): Promise<OcrResult> {
  if (input.pages > OCR_MAX_PAGES) {
    throw new AppError("tool_input_too_large", `OCR reads at most ${OCR_MAX_PAGES} pages in one call; "${input.name}" has ${input.pages}. Split it first with PDF Split.`);
  }
  if (waiting >= OCR_MAX_WAITING) throw new AppError("unavailable", "The OCR is busy with other files. Please try again in a minute.");
  waiting++;
  let started = false;
  try {
    return await oneAtATime(() => {
      waiting--;
      started = true;
      return readScannedPdf(dir, input, options, signal);
    });
  } finally {
    if (!started) waiting--;
  }
}

async function readScannedPdf(dir: string, input: PdfInput, options: OcrOptions, signal: AbortSignal): Promise<OcrResult> {
  signal.throwIfAborted();
  const existing = await textLayer(input.path, signal);
  const sizes = await readPageSizes(input.path, 1, input.pages, signal);
  const jobs: OcrJob[] = [];
  for (let page = 1; page <= input.pages; page++) {
    if ((existing[page - 1] ?? "").replace(/\s/g, "").length < TEXT_LAYER_CHARS) jobs.push({ page, dpi: renderDpi(sizes.get(page)) });
  }
  const pagesDir = path.join(dir, "ocr");
  await mkdir(pagesDir);
  const layerOf = (page: number) => path.join(pagesDir, `page-${page}`);
  const language = options.language ? tesseractCodeFor(options.language.toLowerCase() as Lang) : null;
  const { outcomes } = await ocrPages(input.path, jobs, {
    languages: language ? [language] : null,
    languageHint: null,
    signal,
    onPageDone: () => {},
    read: (image, languages, page, readSignal) => recogniseToPdf(image, languages, layerOf(page), readSignal),
  });
  const read = jobs.filter((j) => outcomes.get(j.page)?.text != null).map((j) => j.page);
  if (jobs.length > 0 && read.length === 0) {
    throw new AppError("no_text", { detail: "No page of this PDF could be read. Try a clearer scan.", cause: new Error(outcomes.values().next().value?.error ?? "") });
  }

  const out = path.join(dir, "searchable.pdf");
  if (read.length === 0) {
    await qpdf([input.path, out], signal);
  } else {
    const layer = path.join(dir, "text-layer.pdf");
    await qpdf(["--empty", "--pages", ...read.flatMap((p) => [`${layerOf(p)}.pdf`, "1"]), "--", layer], signal);
    await qpdf([input.path, "--underlay", layer, `--to=${read.join(",")}`, "--from=1-z", "--", out], signal);
  }
  const text = Array.from({ length: input.pages }, (_, i) => (outcomes.get(i + 1)?.text ?? existing[i] ?? "").trim()).join("\n\n\f");
  return { file: { path: out, contentType: "application/pdf", fileName: resultName(input.name, "-searchable") }, text };
}

/** Each page's own text (pdftotext, pages split at its form feeds). */
async function textLayer(file: string, signal: AbortSignal): Promise<string[]> {
  const run = await runTool("pdftotext", ["-enc", "UTF-8", file, "-"], {
    timeoutMs: INGEST_LIMITS.toolTimeoutMs.pdfText,
    signal,
    maxStdoutBytes: OCR_MAX_PAGES * INGEST_LIMITS.maxUnitChars * 4,
  });
  if (run.exitCode !== 0) return [];
  return run.stdout.toString("utf8").split("\f");
}
