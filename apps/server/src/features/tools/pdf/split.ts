import { mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { PdfSplitOptions } from "@folio/contract";
import { AppError } from "../../../platform/errors.ts";
import { parsePageRanges, type PageRange } from "./page-ranges.ts";
import { pageSpec, qpdf } from "./qpdf.ts";
import type { PdfInput } from "./receive-pdfs.ts";
import { resultName, type ToolFile } from "./tool-file.ts";
import { zipFiles } from "./zip-files.ts";

const MB = 1024 * 1024;

/**
 * One PDF into parts: by page ranges ("1-3,5-6", one PDF per range), every page on its own, or
 * parts under a size. One part answers as a PDF, several as a zip of PDFs named after their pages.
 */
export async function splitPdf(dir: string, input: PdfInput, options: PdfSplitOptions, signal?: AbortSignal): Promise<ToolFile> {
  const outDir = path.join(dir, "parts");
  await mkdir(outDir);
  const files = options.mode === "every-page" ? await everyPage(outDir, input, signal) : await byRanges(outDir, input, await partsOf(dir, input, options, signal), signal);
  if (files.length === 1) return { path: files[0] as string, contentType: "application/pdf", fileName: path.basename(files[0] as string) };
  const zip = path.join(dir, "parts.zip");
  await zipFiles(zip, files, signal);
  return { path: zip, contentType: "application/zip", fileName: resultName(input.name, "-split", "zip") };
}

/** One qpdf run per part, named after its pages. */
async function byRanges(outDir: string, input: PdfInput, parts: PageRange[], signal?: AbortSignal): Promise<string[]> {
  const files: string[] = [];
  for (const r of parts) {
    const file = path.join(outDir, resultName(input.name, r.first === r.last ? `-page-${r.first}` : `-pages-${r.first}-${r.last}`));
    await qpdf(["--empty", "--pages", ...pageSpec(input.path, r.first, r.last), "--", file], signal);
    files.push(file);
  }
  return files;
}

/** Every page in one qpdf run (a run per page would read a long PDF thousands of times); numbers zero-padded, so names sort in page order. */
async function everyPage(outDir: string, input: PdfInput, signal?: AbortSignal): Promise<string[]> {
  await qpdf(["--split-pages=1", input.path, path.join(outDir, resultName(input.name, "-page-%d"))], signal);
  return (await readdir(outDir)).sort().map((name) => path.join(outDir, name));
}

async function partsOf(dir: string, input: PdfInput, options: PdfSplitOptions, signal?: AbortSignal): Promise<PageRange[]> {
  switch (options.mode) {
    case "ranges":
      if (!options.ranges) throw new AppError("tool_bad_ranges", "Give the page ranges to split at, e.g. {\"ranges\":\"1-3,5-6\"}.");
      return parsePageRanges(options.ranges, input.pages);
    case "every-page":
      return Array.from({ length: input.pages }, (_, i) => ({ first: i + 1, last: i + 1 }));
    case "size":
      if (options.max_mb === undefined) throw new AppError("validation", "max_mb: give the largest part in MB, e.g. {\"mode\":\"size\",\"max_mb\":5}.");
      return bySize(dir, input, options.max_mb * MB, signal);
  }
}

/**
 * Consecutive pages grouped while the sum of their single-page sizes stays under the limit. A
 * page alone repeats the fonts and images it shares with its neighbours, so the sum overstates a
 * part's size and the parts come out under it; a page larger than the limit is a part of its own.
 */
async function bySize(dir: string, input: PdfInput, maxBytes: number, signal?: AbortSignal): Promise<PageRange[]> {
  const pagesDir = path.join(dir, "single");
  await mkdir(pagesDir);
  await qpdf(["--split-pages=1", input.path, path.join(pagesDir, "page-%d.pdf")], signal);
  const names = (await readdir(pagesDir)).filter((n) => n.endsWith(".pdf"));
  const sizes = new Map<number, number>();
  for (const name of names) sizes.set(Number(/(\d+)\.pdf$/.exec(name)?.[1]), (await stat(path.join(pagesDir, name))).size);
  const parts: PageRange[] = [];
  let current: PageRange | null = null;
  let bytes = 0;
  for (let page = 1; page <= input.pages; page++) {
    const size = sizes.get(page) ?? 0;
    if (current && bytes + size <= maxBytes) {
      current.last = page;
      bytes += size;
    } else {
      current = { first: page, last: page };
      parts.push(current);
      bytes = size;
    }
  }
  return parts;
}
