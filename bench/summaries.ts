/**
 * Summaries benchmark: LOCAL on a generated 300-page book (about 2,900 characters a page, laid out
 * as PDF pages, so chapters run across page breaks) at each length, and PDF export of its LONG
 * summary and of a Chinese one, with the browser cold (launch included) and warm (median of five).
 * Run alone with `npx tsx bench/summaries.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseDocument } from "../apps/server/src/ingest/index.ts";
import { makePdf } from "../apps/server/src/ingest/testing/make-pdf.ts";
import { createTestApp } from "../apps/server/src/test-support/test-app.ts";
import { closePdfRenderer, renderSummaryPdf } from "../apps/server/src/adapters/pdf/index.ts";
import { summariseExtractive, summariseExtractiveAsync, type SummaryLength, type SummaryResult, type UnitKind } from "../apps/server/src/features/summaries/index.ts";
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

/** Wraps text into lines of about 95 characters (Latin-1: the PDF writer's Helvetica). */
function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\n+/u)) {
    let line = "";
    for (const word of para.split(/\s+/u).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  return lines.map((l) => l.replace(/[^\x20-\x7e]/gu, "-"));
}

/**
 * The figure: a real 300-page PDF (the generated book typeset 48 lines a page) read by the
 * ingestion library as an upload is, then summarised with LOCAL the way the summary job does it
 * (summariseExtractiveAsync, AUTO). An uploaded document's units are stored, so a summary request
 * pays only the summarising; parsing is shown beside it.
 */
async function benchPdf300(results: Record<string, string | number>): Promise<void> {
  const lines = wrap(generateBook(220, 48).chapters.map((c) => c.text).join("\n"));
  const perPage = Math.ceil(lines.length / PAGES);
  const pdfPages = Array.from({ length: PAGES }, (_, p) => ({ lines: lines.slice(p * perPage, (p + 1) * perPage) }));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-summaries-"));
  try {
    const file = path.join(dir, "book-300.pdf");
    fs.writeFileSync(file, makePdf(pdfPages));
    results["pdf300.mb"] = round(fs.statSync(file).size / 1024 / 1024, 1);
    const [parsed, parseMs] = await timed(() => parseDocument(file, "pdf"));
    results["pdf300.pages"] = parsed.units.length;
    results["pdf300.parse_ms"] = round(parseMs);
    await benchThroughApi(file, results);
    const units = parsed.units.map((u) => ({ unit: u.unit, kind: u.kind as UnitKind, label: u.label, text: u.text }));
    for (const length of ["AUTO", "LONG"] as SummaryLength[]) {
      const [summary, ms] = await timed(() => summariseExtractiveAsync(units, { format: "AUTO", length, language: "EN" }));
      results[`pdf300.local.${length}.ms`] = round(ms);
      results[`pdf300.local.${length}.pages_cited`] = new Set(summary.citations.map((c) => c.unit)).size;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The same PDF through the product: uploaded to an in-process server (embedded database, jobs on),
 * then `PUT /api/summaries/{doc_id}?model_name=LOCAL` timed from the request to the finished summary
 * (the job's queueing, reading the stored units, summarising, storing), and `GET …/pdf`.
 */
async function benchThroughApi(file: string, results: Record<string, string | number>): Promise<void> {
  const t = await createTestApp("pglite");
  try {
    const { token } = (await (await t.call("POST", "/api/auth/register", { json: { email: "bench@example.com", password: "long enough" } })).json()) as { token: string };
    await t.deps.db.updateTable("users").set({ plan: "PRO" }).execute();
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(file)]), "book-300.pdf");
    const { doc_id } = (await (await t.call("POST", "/api/documents", { token, body: form })).json()) as { doc_id: string };
    for (;;) {
      const doc = (await (await t.call("GET", `/api/documents/${doc_id}`, { token })).json()) as { status: string };
      if (doc.status === "ready") break;
      if (doc.status === "failed") throw new Error("the 300-page PDF was not ingested");
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const length of ["AUTO", "LONG"] as SummaryLength[]) {
      const [res, ms] = await timed(() => t.call("PUT", `/api/summaries/${doc_id}?model_name=LOCAL`, { token, json: { doc_id, format: "AUTO", length } }));
      const body = (await res.json()) as { summary_id: string; status: string };
      if (body.status !== "COMPLETED") throw new Error(`summary ${res.status}`);
      results[`api.put_summary.${length}.ms`] = round(ms);
      if (length === "LONG") {
        const [pdf, pdfMs] = await timed(async () => (await t.call("GET", `/api/summaries/${body.summary_id}/pdf`, { token })).arrayBuffer());
        results["api.get_pdf.LONG.ms"] = round(pdfMs);
        results["api.get_pdf.LONG.kb"] = round(pdf.byteLength / 1024);
      }
    }
  } finally {
    await t.close();
  }
}

export async function benchSummaries(): Promise<Record<string, string | number>> {
  const results: Record<string, string | number> = {};
  await benchPdf300(results);
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
