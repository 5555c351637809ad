import os from "node:os";
import { detectLanguage, type Lang } from "../../text/index.ts";
import { tesseractCodeFor } from "./tesseract-codes.ts";
import { detectScript, installedLanguages, recognise, renderPage, type PageImage } from "./tesseract.ts";

export interface OcrJob {
  page: number;
  dpi: number;
}

export interface OcrOutcome {
  text: string | null;
  error: string | null;
}

export interface OcrOptions {
  /** Tesseract codes chosen by the caller. */
  languages: string[] | null;
  /** The document's language from its text layer, when other pages have one. */
  languageHint: Lang | null;
  signal: AbortSignal;
  onPageDone: (done: number, total: number) => void;
  /** Reads one page image (default: its text with `recognise`); the OCR tool also writes the page's text layer. */
  read?: PageReader;
}

export type PageReader = (image: PageImage, languages: string[], page: number, signal: AbortSignal) => Promise<string>;

const readText: PageReader = (image, languages, _page, signal) => recognise(image, languages, signal);

const SCRIPT_MODELS: Record<string, string> = { Han: "chi_sim", Japanese: "jpn", Hangul: "kor", Korean: "kor", Arabic: "ara" };

async function usable(codes: string[]): Promise<string[]> {
  const have = await installedLanguages();
  const kept = codes.filter((c) => have.size === 0 || have.has(c));
  return kept.length > 0 ? kept : ["eng"];
}

/**
 * The first scanned page decides the language when nothing else does: read it as English; if
 * that is not English, a Latin-script language's stopwords or else tesseract's script
 * detection pick the model, and the page is read again with it.
 */
async function readFirstPage(image: PageImage, page: number, read: PageReader, signal: AbortSignal): Promise<{ text: string; languages: string[] }> {
  const english = await read(image, ["eng"], page, signal);
  const detected = detectLanguage(english, "clear");
  if (detected === "en") return { text: english, languages: ["eng"] };
  const byWords = tesseractCodeFor(detected);
  const model = byWords ?? SCRIPT_MODELS[(await detectScript(image, signal)) ?? ""] ?? "eng";
  const languages = await usable([model]);
  if (languages[0] === "eng") return { text: english, languages };
  return { text: await read(image, languages, page, signal), languages };
}

/**
 * OCRs pages with one tesseract process per core (each single-threaded), rendering each page
 * just before reading it so at most one page image per worker is in memory. A page that fails
 * is reported, not fatal: the rest of the document still counts.
 */
export async function ocrPages(path: string, jobs: OcrJob[], opts: OcrOptions): Promise<{ outcomes: Map<number, OcrOutcome>; languages: string[] }> {
  const outcomes = new Map<number, OcrOutcome>();
  const read = opts.read ?? readText;
  if (jobs.length === 0) return { outcomes, languages: [] };
  let languages = opts.languages ? await usable(opts.languages) : null;
  languages ??= opts.languageHint ? await usable([tesseractCodeFor(opts.languageHint) ?? "eng"]) : null;
  let done = 0;
  const finish = (page: number, outcome: OcrOutcome) => {
    outcomes.set(page, outcome);
    opts.onPageDone(++done, jobs.length);
  };
  const fail = (page: number, err: unknown) => {
    if (opts.signal.aborted) throw err;
    finish(page, { text: null, error: err instanceof Error ? err.message : String(err) });
  };

  const queue = [...jobs];
  if (!languages) {
    const first = queue.shift() as OcrJob;
    try {
      const result = await readFirstPage(await renderPage(path, first.page, first.dpi, opts.signal), first.page, read, opts.signal);
      languages = result.languages;
      finish(first.page, { text: result.text, error: null });
    } catch (err) {
      fail(first.page, err);
      languages = ["eng"];
    }
  }
  const chosen = languages;
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const image = await renderPage(path, job.page, job.dpi, opts.signal);
        finish(job.page, { text: await read(image, chosen, job.page, opts.signal), error: null });
      } catch (err) {
        fail(job.page, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return { outcomes, languages: chosen };
}
