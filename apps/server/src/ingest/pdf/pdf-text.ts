import { damaged } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import { runTool, ToolError, type ToolRun } from "../run-tool.ts";

export interface PdfTextPage {
  /** Raw text, as pdftotext wrote it (capped at `LIMITS.maxUnitChars`). */
  text: string;
  truncated: boolean;
}

export interface PdfTextResult {
  pages: PdfTextPage[];
  /** pdftotext's complaints (syntax errors, missing fonts), for the report. */
  stderr: string;
}

export interface PdfTextOptions {
  first?: number;
  last?: number;
  layout?: boolean;
  signal?: AbortSignal;
  /** Each page as soon as it is read, with the number of pages read so far. */
  onPage?: (done: number, page: PdfTextPage) => void;
  /**
   * Asked after each page with the number read so far: true stops the reading there (the tool is
   * killed) and the result holds exactly those pages. For a range whose end is decided while it is read.
   */
  stopAfter?: (done: number) => boolean;
}

/** pdftotext's pages and exit, before any judgement of it; `stopped` when `stopAfter` ended it. */
export interface PdfTextRun extends PdfTextResult {
  exitCode: number | null;
  stopped: boolean;
}

/**
 * Page texts from poppler's pdftotext, streamed: pages are cut at the form feed that ends each
 * one, so memory holds the text only, never the PDF. Plain mode keeps columns in reading order;
 * `layout` keeps table rows on one line. poppler-data supplies the CJK character maps.
 */
export async function extractPdfText(path: string, opts: PdfTextOptions = {}): Promise<PdfTextResult> {
  return pdfTextOf(await runPdfToText(path, opts));
}

/** A run's pages, or the file's fault when pdftotext failed without writing one. */
export function pdfTextOf(run: PdfTextRun): PdfTextResult {
  if (run.exitCode !== 0 && run.pages.length === 0) throw damaged("its text could not be extracted", run.stderr.trim().split("\n").slice(-2).join(" "));
  return { pages: run.pages, stderr: run.stderr };
}

/** One pdftotext run as it went, a failed one included: the pages it wrote and its exit. */
export async function runPdfToText(path: string, opts: PdfTextOptions = {}): Promise<PdfTextRun> {
  const args = ["-enc", "UTF-8", "-eol", "unix"];
  if (opts.layout) args.push("-layout");
  if (opts.first) args.push("-f", String(opts.first));
  if (opts.last) args.push("-l", String(opts.last));
  args.push(path, "-");

  const pages: PdfTextPage[] = [];
  const decoder = new TextDecoder("utf-8");
  const stop = new AbortController();
  let current = "";
  let truncated = false;
  const append = (text: string) => {
    const room = LIMITS.maxUnitChars - current.length;
    if (text.length > room) truncated = true;
    current += room > 0 ? text.slice(0, room) : "";
  };
  const consume = (text: string) => {
    const parts = text.split("\f");
    for (let i = 0; i < parts.length && !stop.signal.aborted; i++) {
      if (i > 0) {
        const page = { text: current, truncated };
        pages.push(page);
        current = "";
        truncated = false;
        opts.onPage?.(pages.length, page);
        // What the tool writes after the last page wanted is dropped, and the tool killed.
        if (opts.stopAfter?.(pages.length)) stop.abort();
      }
      append(parts[i] as string);
    }
  };

  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  let run: ToolRun;
  try {
    run = await runTool("pdftotext", args, {
      timeoutMs: LIMITS.toolTimeoutMs.pdfText,
      signal,
      onStdout: (chunk) => {
        if (!stop.signal.aborted) consume(decoder.decode(chunk, { stream: true }));
      },
    });
  } catch (err) {
    // Killed because the pages wanted were read (and not for the caller's abort): those pages are the result.
    if (stop.signal.aborted && !opts.signal?.aborted && err instanceof ToolError && err.reason === "aborted") return { pages, stderr: err.stderr, exitCode: 0, stopped: true };
    throw err;
  }
  if (stop.signal.aborted) return { pages, stderr: run.stderr, exitCode: 0, stopped: true };
  consume(decoder.decode());
  if (current.trim()) pages.push({ text: current, truncated });
  return { pages, stderr: run.stderr, exitCode: run.exitCode, stopped: false };
}
