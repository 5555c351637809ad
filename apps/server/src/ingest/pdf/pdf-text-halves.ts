import { pdfTextOf, runPdfToText, type PdfTextPage, type PdfTextResult, type PdfTextRun } from "./pdf-text.ts";

/** Fewer pages than this left to read are not worth a second pdftotext (its start, the file's structure read again). */
export const MIN_SECOND_HALF_PAGES = 60;

export interface HalvedReading {
  /**
   * The page count, once known. With enough pages left to read, a second pdftotext starts at the
   * middle of what is left and the first stops where the second began. True when it started.
   */
  pageCount(total: number): boolean;
  /** Every page in order, as one pdftotext over the whole file gives them. */
  result: Promise<PdfTextResult>;
}

export interface HalvedOptions {
  signal: AbortSignal;
  /** Split at all (false on one core: two processes would only take turns). */
  split: boolean;
  /** Each page as soon as it is read, by its page number (the halves' pages arrive interleaved). */
  onPage: (pageNumber: number, page: PdfTextPage) => void;
  /** Pages left to read that make a second half worth it (MIN_SECOND_HALF_PAGES; tests split short files). */
  minSecondHalf?: number;
}

/**
 * A PDF's text read by pdftotext from the first page at once (before the page count is known), and
 * by a second pdftotext from the middle of what is left once it is: on two cores a long book is
 * read in about half the time (pdftotext runs on one core; its work is per page). pdftotext
 * writes each page's text on its own, so the two ranges put together are byte for byte the
 * single run's pages (tested). Should the first run end before the middle (pdftotext found fewer
 * pages, or failed), the second is stopped and the first run is the result, as without the split.
 */
export function readPdfTextInHalves(path: string, opts: HalvedOptions): HalvedReading {
  let headRead = 0;
  let headEnded = false;
  /** The first page of the second half, once it started. */
  let middle: number | null = null;
  let tail: Promise<PdfTextRun> | null = null;
  const tailStop = new AbortController();

  const head = runPdfToText(path, {
    signal: opts.signal,
    onPage: (done, page) => {
      headRead = done;
      opts.onPage(done, page);
    },
    stopAfter: (done) => middle !== null && done === middle - 1,
  });

  const settle = async (): Promise<PdfTextResult> => {
    let first: PdfTextRun;
    try {
      first = await head;
    } catch (err) {
      tailStop.abort();
      throw err;
    } finally {
      headEnded = true;
    }
    if (!first.stopped || !tail) {
      tailStop.abort();
      return pdfTextOf(first);
    }
    const second = await tail;
    // The first half has pages, so the whole run would not have failed either, whatever the second half's exit.
    return { pages: [...first.pages, ...second.pages], stderr: first.stderr + second.stderr };
  };
  const result = settle();

  return {
    pageCount(total) {
      const left = total - headRead;
      if (!opts.split || headEnded || middle !== null || left < (opts.minSecondHalf ?? MIN_SECOND_HALF_PAGES)) return false;
      const from = headRead + Math.ceil(left / 2) + 1;
      middle = from;
      tail = runPdfToText(path, { first: from, signal: AbortSignal.any([opts.signal, tailStop.signal]), onPage: (done, page) => opts.onPage(from + done - 1, page) });
      // Awaited by `result` unless the first half ends on its own; then it is stopped and its end unheeded.
      tail.catch(() => {});
      return true;
    },
    result,
  };
}
