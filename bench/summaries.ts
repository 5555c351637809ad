/**
 * Summaries benchmark: LOCAL on a generated 300-page book (about 2,900 characters a page, laid out
 * as PDF pages, so chapters run across page breaks) at each length, and PDF export of its LONG
 * summary and of a Chinese one, with the browser cold (launch included) and warm (median of five).
 * Run alone with `npx tsx bench/summaries.ts`.
 */
import { pathToFileURL } from "node:url";
import { closePdfRenderer, renderSummaryPdf } from "../apps/server/src/adapters/pdf/index.ts";
import { summariseExtractive, type SummaryLength, type SummaryResult } from "../apps/server/src/features/summaries/engine/index.ts";
import { generateBook, paginate } from "../apps/server/src/features/summaries/engine/testdata/long-document.ts";
import { sampleUnits } from "../apps/server/src/features/summaries/engine/testdata/sample-units.ts";

const PAGES = 300;
const round = (n: number, digits = 0) => Number(n.toFixed(digits));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await work();
  return [value, performance.now() - started];
}

export async function benchSummaries(): Promise<Record<string, string | number>> {
  const results: Record<string, string | number> = {};
  const pages = paginate(generateBook(220, 48), PAGES);
  results["local.pages"] = pages.length;
  results["local.chars"] = pages.reduce((n, p) => n + p.text.length, 0);

  let long: SummaryResult | null = null;
  for (const length of ["SHORT", "AUTO", "LONG"] as SummaryLength[]) {
    const [summary, ms] = await timed(() => summariseExtractive(pages, { format: "AUTO", length, language: "EN" }));
    results[`local.${length}.ms`] = round(ms);
    results[`local.${length}.statements`] = summary.citations.length;
    results[`local.${length}.pages_cited`] = new Set(summary.citations.map((c) => c.unit)).size;
    if (length === "LONG") long = summary;
  }
  if (!long) throw new Error("the LONG summary is made above");

  const chinese = summariseExtractive(sampleUnits("city-parks"), { format: "PAPER", length: "LONG", language: "ZH" });
  const exports = { en: { summary: long, language: "EN" }, zh: { summary: chinese, language: "ZH" } };
  try {
    await closePdfRenderer();
    for (const [key, { summary, language }] of Object.entries(exports)) {
      const input = { title: `Bench ${key}`, source: "bench.pdf", date: new Date(), language, summary };
      if (key === "en") {
        const [, cold] = await timed(() => renderSummaryPdf(input));
        results["pdf.cold_ms"] = round(cold);
      }
      const warm: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        const [pdf, ms] = await timed(() => renderSummaryPdf(input));
        warm.push(ms);
        bytes = pdf.length;
      }
      results[`pdf.${key}.warm_ms`] = round(median(warm));
      results[`pdf.${key}.statements`] = summary.citations.length;
      results[`pdf.${key}.kb`] = round(bytes / 1024);
    }
  } finally {
    await closePdfRenderer();
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchSummaries())) console.log(`${k}\t${v}`);
}
