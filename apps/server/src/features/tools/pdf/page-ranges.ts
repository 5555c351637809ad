import { AppError } from "../../../platform/errors.ts";

export interface PageRange {
  first: number;
  last: number;
}

/**
 * "1-3,5-6" as ranges of pages, checked against the PDF's page count: every page from 1 to
 * `pages`, each range in order (3-1 is refused rather than guessed at). The contract's pattern has
 * already refused anything that is not digits, dashes and commas.
 */
export function parsePageRanges(spec: string, pages: number): PageRange[] {
  const ranges = spec
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part): PageRange => {
      const [a, b] = part.split("-").map((n) => Number(n.trim()));
      return { first: a ?? NaN, last: b ?? a ?? NaN };
    });
  if (ranges.length === 0) throw new AppError("tool_bad_ranges", "Give the page ranges to split at, e.g. 1-3,5-6.");
  for (const r of ranges) {
    const label = r.first === r.last ? `Page ${r.first}` : `Pages ${r.first}-${r.last}`;
    if (!Number.isSafeInteger(r.first) || !Number.isSafeInteger(r.last) || r.first < 1) throw new AppError("tool_bad_ranges", "Pages are numbered from 1, e.g. 1-3,5-6.");
    if (r.first > r.last) throw new AppError("tool_bad_ranges", `${label}: a range goes from the lower page to the higher one (${r.last}-${r.first}).`);
    if (r.last > pages) throw new AppError("tool_bad_ranges", `${label}: this PDF has ${pages} page${pages === 1 ? "" : "s"}.`);
  }
  return ranges;
}
