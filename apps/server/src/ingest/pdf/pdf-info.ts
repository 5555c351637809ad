import { damaged } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import { runTool } from "../run-tool.ts";

export interface PdfInfo {
  pages: number;
  title: string | null;
}

/**
 * Whether opening the PDF needs a password. qpdf answers with its exit status: 0 a password is
 * required, 2 not encrypted (or not readable), 3 encrypted with an empty user password (an
 * owner password only: such a PDF opens and is accepted).
 */
export async function pdfNeedsPassword(path: string, signal?: AbortSignal): Promise<boolean> {
  const run = await runTool("qpdf", ["--requires-password", path], { timeoutMs: LIMITS.toolTimeoutMs.inspect, signal });
  return run.exitCode === 0;
}

/** Page count and title from pdfinfo: it reads the page tree only, in milliseconds even for 100k pages. */
export async function readPdfInfo(path: string, signal?: AbortSignal): Promise<PdfInfo> {
  const run = await runTool("pdfinfo", ["-enc", "UTF-8", path], { timeoutMs: LIMITS.toolTimeoutMs.inspect, signal, maxStdoutBytes: 1024 * 1024 });
  const out = run.stdout.toString("utf8");
  const pages = Number(/^Pages:\s+(\d+)/m.exec(out)?.[1] ?? NaN);
  if (run.exitCode !== 0 || !Number.isFinite(pages)) throw damaged("it is not a readable PDF", run.stderr.trim().split("\n").slice(-2).join(" ") || `pdfinfo exit ${run.exitCode}`);
  if (pages === 0) throw damaged("the PDF has no pages");
  const title = /^Title:\s+(.*)$/m.exec(out)?.[1]?.trim() || null;
  return { pages, title };
}

/** Each page's size in points, for pages `first`..`last` (render resolution and image coverage depend on it). */
export async function readPageSizes(path: string, first: number, last: number, signal?: AbortSignal): Promise<Map<number, { width: number; height: number }>> {
  const run = await runTool("pdfinfo", ["-f", String(first), "-l", String(last), path], { timeoutMs: LIMITS.toolTimeoutMs.inspect, signal, maxStdoutBytes: 16 * 1024 * 1024 });
  const sizes = new Map<number, { width: number; height: number }>();
  for (const m of run.stdout.toString("utf8").matchAll(/^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/gm)) {
    sizes.set(Number(m[1]), { width: Number(m[2]), height: Number(m[3]) });
  }
  return sizes;
}
