import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES_DIR } from "../../test-support/fixtures.ts";
import { tidyUnitText } from "../clean-text.ts";
import { parseInProcess } from "../parse-in-process.ts";
import { makePdf, proseLines } from "../testing/make-pdf.ts";
import { pdfNeedsPassword, readPdfInfo } from "./pdf-info.ts";
import { extractPdfText, type PdfTextPage } from "./pdf-text.ts";
import { readPdfTextInHalves } from "./pdf-text-halves.ts";

const PAGES = 400;

/** Reads `file` in halves (page count given as `claimed`, or the real one), collecting what onPage saw. */
async function readHalved(file: string, opts: { claimed?: number; minSecondHalf?: number } = {}) {
  const seen = new Map<number, PdfTextPage>();
  const total = opts.claimed ?? (await readPdfInfo(file)).pages;
  const reading = readPdfTextInHalves(file, { signal: new AbortController().signal, split: true, minSecondHalf: opts.minSecondHalf, onPage: (n, page) => seen.set(n, page) });
  // Told at once, before the first run has read a page: the second half starts in the middle.
  const split = reading.pageCount(total);
  return { result: await reading.result, seen, split };
}

describe("a PDF's text read by two pdftotext processes", () => {
  let dir = "";
  let book = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "folio-halves-"));
    book = path.join(dir, "book.pdf");
    // Pages of different lengths, an empty one in the second half, a marker on each to tell them apart.
    const pages = Array.from({ length: PAGES }, (_, i) => ({ lines: i === 300 ? [] : proseLines(10 + (i % 40), `Page marker ${i + 1}`) }));
    await writeFile(book, makePdf(pages));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("gives every page of a long book byte for byte as one run does, each page once to onPage", async () => {
    const whole = await extractPdfText(book);
    const { result, seen, split } = await readHalved(book);
    expect(split).toBe(true);
    expect(whole.pages).toHaveLength(PAGES);
    expect(result.pages).toEqual(whole.pages);
    expect(seen.size).toBe(PAGES);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    for (const [n, page] of seen) expect(page).toEqual(whole.pages[n - 1]);
  });

  it("gives the real-world fixtures' pages as one run does, split wherever they have two pages", async () => {
    const files = (await readdir(path.join(FIXTURES_DIR, "pdf"))).filter((name) => name.endsWith(".pdf")).map((name) => path.join(FIXTURES_DIR, "pdf", name));
    let halved = 0;
    for (const file of files) {
      if (await pdfNeedsPassword(file)) continue;
      const whole = await extractPdfText(file);
      const { result, split } = await readHalved(file, { minSecondHalf: 1 });
      expect(result.pages, file).toEqual(whole.pages);
      if (split) halved++;
    }
    expect(halved).toBeGreaterThanOrEqual(2);
  });

  it("keeps the first run's pages when the file has fewer pages than counted", async () => {
    const whole = await extractPdfText(book);
    const { result } = await readHalved(book, { claimed: 900 });
    expect(result.pages).toEqual(whole.pages);
  });

  it("parses a long book into the same units as the whole run's pages", async () => {
    const whole = await extractPdfText(book);
    const doc = await parseInProcess(book, "pdf", { scratchDir: dir, signal: new AbortController().signal, progress: () => {}, ocrLanguages: null, maxPages: 1000, ocr: false });
    expect(doc.units.map((u) => u.text)).toEqual(whole.pages.map((p) => tidyUnitText(p.text)));
    expect(doc.units.map((u) => u.label)).toEqual(whole.pages.map((_, i) => `Page ${i + 1}`));
  });
});
