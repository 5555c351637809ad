import { extractPdfText } from "./pdf-text.ts";

const NUMERIC_LINE = /^[\s\d.,:%$€£()+\-–*/]+$/;
const MIN_LINES = 8;

/**
 * Whether plain pdftotext output looks like a table read column by column: many lines that are
 * nothing but numbers. Prose and multi-column pages (which plain mode reads correctly) have few.
 */
export function looksColumnarTable(plain: string): boolean {
  const lines = plain.split("\n").filter((l) => l.trim() !== "");
  if (lines.length < MIN_LINES) return false;
  const numeric = lines.filter((l) => NUMERIC_LINE.test(l) && /\d/.test(l)).length;
  return numeric >= lines.length * 0.3;
}

const cellsOf = (line: string) => line.trim().split(/\s{2,}/);

/**
 * A layout-mode page as rows: a line with three or more cells (separated by runs of spaces)
 * becomes tab-separated cells; other lines keep their words with single spaces.
 */
export function layoutToRows(layout: string): { text: string; tableLines: number } {
  let tableLines = 0;
  const text = layout
    .split("\n")
    .map((line) => {
      const cells = cellsOf(line);
      if (cells.length >= 3) {
        tableLines++;
        return cells.join("\t");
      }
      return line.trim().replace(/\s+/g, " ");
    })
    .join("\n");
  return { text, tableLines };
}

/**
 * Re-reads the given pages in layout mode, where each table row stays on one line, and returns
 * the row text of those that really hold a table. Consecutive pages share one pdftotext run.
 */
export async function readTablePages(path: string, pages: number[], signal?: AbortSignal): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  const runs: [number, number][] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const last = runs[runs.length - 1];
    if (last && last[1] === page - 1) last[1] = page;
    else runs.push([page, page]);
  }
  for (const [first, last] of runs) {
    const { pages: texts } = await extractPdfText(path, { first, last, layout: true, signal });
    texts.forEach((page, i) => {
      const rows = layoutToRows(page.text);
      if (rows.tableLines >= 5) result.set(first + i, rows.text);
    });
  }
  return result;
}
