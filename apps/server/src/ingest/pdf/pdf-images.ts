import { LIMITS } from "../limits.ts";
import { runTool } from "../run-tool.ts";

/**
 * The share of each page's area covered by images, from `pdfimages -list` (it reports each
 * image's pixels and its resolution as placed, hence its size on the page). A page mostly
 * covered by pictures with little text is a scan, or a figure of text, and is OCR'd.
 */
export async function readImageCoverage(
  path: string,
  first: number,
  last: number,
  sizes: Map<number, { width: number; height: number }>,
  signal?: AbortSignal,
): Promise<Map<number, number>> {
  const run = await runTool("pdfimages", ["-list", "-f", String(first), "-l", String(last), path], {
    timeoutMs: LIMITS.toolTimeoutMs.pdfText,
    signal,
    maxStdoutBytes: 32 * 1024 * 1024,
  });
  const inches = new Map<number, number>();
  for (const line of run.stdout.toString("utf8").split("\n").slice(2)) {
    const f = line.trim().split(/\s+/);
    const [page, , type, width, height] = f;
    const xppi = Number(f[12]);
    const yppi = Number(f[13]);
    if (!page || (type !== "image" && type !== "stencil") || !(xppi > 0) || !(yppi > 0)) continue;
    const area = (Number(width) / xppi) * (Number(height) / yppi);
    inches.set(Number(page), (inches.get(Number(page)) ?? 0) + area);
  }
  const coverage = new Map<number, number>();
  for (const [page, area] of inches) {
    const size = sizes.get(page);
    const pageArea = size ? (size.width / 72) * (size.height / 72) : 8.5 * 11;
    coverage.set(page, Math.min(1, area / pageArea));
  }
  return coverage;
}
