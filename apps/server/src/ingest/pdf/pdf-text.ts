import { damaged } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import { runTool } from "../run-tool.ts";

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
}

/**
 * Page texts from poppler's pdftotext, streamed: pages are cut at the form feed that ends each
 * one, so memory holds the text only, never the PDF. Plain mode keeps columns in reading order;
 * `layout` keeps table rows on one line. poppler-data supplies the CJK character maps.
 */
export async function extractPdfText(path: string, opts: PdfTextOptions = {}): Promise<PdfTextResult> {
  const args = ["-enc", "UTF-8", "-eol", "unix"];
  if (opts.layout) args.push("-layout");
  if (opts.first) args.push("-f", String(opts.first));
  if (opts.last) args.push("-l", String(opts.last));
  args.push(path, "-");

  const pages: PdfTextPage[] = [];
  const decoder = new TextDecoder("utf-8");
  let current = "";
  let truncated = false;
  const append = (text: string) => {
    const room = LIMITS.maxUnitChars - current.length;
    if (text.length > room) truncated = true;
    current += room > 0 ? text.slice(0, room) : "";
  };
  const consume = (text: string) => {
    const parts = text.split("\f");
    parts.forEach((part, i) => {
      if (i > 0) {
        const page = { text: current, truncated };
        pages.push(page);
        current = "";
        truncated = false;
        opts.onPage?.(pages.length, page);
      }
      append(part);
    });
  };

  const run = await runTool("pdftotext", args, {
    timeoutMs: LIMITS.toolTimeoutMs.pdfText,
    signal: opts.signal,
    onStdout: (chunk) => consume(decoder.decode(chunk, { stream: true })),
  });
  consume(decoder.decode());
  if (current.trim()) pages.push({ text: current, truncated });
  if (run.exitCode !== 0 && pages.length === 0) throw damaged("its text could not be extracted", run.stderr.trim().split("\n").slice(-2).join(" "));
  return { pages, stderr: run.stderr };
}
