import { readFile, rm, writeFile } from "node:fs/promises";
import { LIMITS } from "../limits.ts";
import { runTool, ToolError } from "../run-tool.ts";

/** One page image in memory (PGM), with the resolution it was rendered at. */
export interface PageImage {
  pgm: Buffer;
  dpi: number;
}

const TARGET_DPI = 300;
/** A 300 dpi US Letter page is 8.4 Mpx; huge pages are rendered at a lower resolution instead of exhausting memory. */
const MAX_PIXELS = 40_000_000;
/** tesseract's OpenMP threads slow it tenfold on a busy machine; parallelism comes from one process per core. */
const TESSERACT_ENV = { OMP_THREAD_LIMIT: "1" };

export function renderDpi(size: { width: number; height: number } | undefined): number {
  if (!size) return TARGET_DPI;
  const pixels = (size.width / 72) * TARGET_DPI * ((size.height / 72) * TARGET_DPI);
  return pixels <= MAX_PIXELS ? TARGET_DPI : Math.max(50, Math.floor(TARGET_DPI * Math.sqrt(MAX_PIXELS / pixels)));
}

/** Renders one page as grayscale with pdftoppm, straight into memory (no file, nothing to clean up). */
export async function renderPage(path: string, page: number, dpi: number, signal?: AbortSignal): Promise<PageImage> {
  const run = await runTool("pdftoppm", ["-r", String(dpi), "-gray", "-f", String(page), "-l", String(page), "-singlefile", path], {
    timeoutMs: LIMITS.toolTimeoutMs.ocrPage,
    signal,
    maxStdoutBytes: MAX_PIXELS * 1.2 + 1024,
  });
  if (run.exitCode !== 0 || run.stdout.length === 0) throw new ToolError(`pdftoppm could not render page ${page}: ${run.stderr.trim().slice(-200)}`, "output");
  return { pgm: run.stdout, dpi };
}

/** Text of a page image with the tesseract CLI (single-threaded: the caller runs one per core). */
export async function recognise(image: PageImage, languages: string[], signal?: AbortSignal): Promise<string> {
  // tessedit_do_invert=0 skips re-reading low-confidence lines as white-on-black: a few % faster on scans.
  const run = await runTool("tesseract", ["stdin", "stdout", "-l", languages.join("+"), "--dpi", String(image.dpi), "--psm", "3", "-c", "tessedit_do_invert=0"], {
    timeoutMs: LIMITS.toolTimeoutMs.ocrPage,
    signal,
    stdin: image.pgm,
    env: TESSERACT_ENV,
  });
  if (run.exitCode !== 0) throw new ToolError(`tesseract failed: ${run.stderr.trim().slice(-200)}`, "output");
  return run.stdout.toString("utf8");
}

/**
 * Text of a page image, and beside it `<outBase>.pdf`: one page of invisible text placed where
 * tesseract read it (textonly_pdf), to lay under the original page so it becomes searchable. The
 * PDF renderer needs the picture as a file, so it is written to `<outBase>.pgm` and removed after.
 */
export async function recogniseToPdf(image: PageImage, languages: string[], outBase: string, signal?: AbortSignal): Promise<string> {
  const picture = `${outBase}.pgm`;
  await writeFile(picture, image.pgm);
  try {
    const args = [picture, outBase, "-l", languages.join("+"), "--dpi", String(image.dpi), "--psm", "3", "-c", "tessedit_do_invert=0", "-c", "textonly_pdf=1", "pdf", "txt"];
    const run = await runTool("tesseract", args, { timeoutMs: LIMITS.toolTimeoutMs.ocrPage, signal, env: TESSERACT_ENV });
    if (run.exitCode !== 0) throw new ToolError(`tesseract failed: ${run.stderr.trim().slice(-200)}`, "output");
    return await readFile(`${outBase}.txt`, "utf8");
  } finally {
    await rm(picture, { force: true });
  }
}

/** The script tesseract's orientation-and-script detection sees on the page ("Latin", "Han", "Japanese", …), or null. */
export async function detectScript(image: PageImage, signal?: AbortSignal): Promise<string | null> {
  const run = await runTool("tesseract", ["stdin", "stdout", "--psm", "0", "-l", "osd", "--dpi", String(image.dpi)], {
    timeoutMs: LIMITS.toolTimeoutMs.ocrPage,
    signal,
    stdin: image.pgm,
    env: TESSERACT_ENV,
  });
  return /^Script:\s*(\S+)/m.exec(run.stdout.toString("utf8"))?.[1] ?? null;
}

let installed: Promise<Set<string>> | null = null;

/** Language models tesseract has (asked once per process). */
export function installedLanguages(): Promise<Set<string>> {
  installed ??= runTool("tesseract", ["--list-langs"], { timeoutMs: LIMITS.toolTimeoutMs.inspect })
    .then((run) => new Set(run.stdout.toString("utf8").split("\n").slice(1).map((l) => l.trim()).filter(Boolean)))
    .catch(() => new Set<string>());
  return installed;
}
