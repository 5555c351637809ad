/**
 * Ingestion benchmark: a generated 600-page text PDF through Folio (sandboxed child, pdftotext,
 * quality checks, chunking) against plain pdftotext in the same run; small text files through the
 * pool of parsing processes, one at a time and all at once; OCR throughput on generated
 * book-like scans beside the tesseract CLI alone on the same images, and on linn.pdf (a dense
 * two-column scan); and a ~300 MB PDF parsed under the
 * lowest memory limit a Node child starts with, measuring the peak memory of the processes involved.
 * Run alone with `npx tsx bench/ingest.ts`.
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chunkUnits, parseDocument } from "../apps/server/src/ingest/index.ts";
import { childProcessEnv } from "../apps/server/src/platform/config.ts";
import { makePdf, proseLines } from "../apps/server/src/ingest/testing/make-pdf.ts";

const TEXT_PAGES = 600;
// Enough pages that the parsing process's start-up (about half a second) weighs as it does on a real scan.
const SCANNED_PAGES = 16;
const BIG_PAGES = 300;
const SMALL_DOCUMENTS = 100;
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * The engine's own ceiling on the same scans: the tesseract CLI alone, one single-threaded process
 * per core (the recipe the OCR target was measured with), no rendering, checks or anything else.
 */
async function tesseractAlone(images: string[]): Promise<number> {
  const queue = [...images];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const file = image;
      await new Promise<void>((resolve, reject) => {
        const child = spawn("tesseract", [file, "stdout", "-l", "eng", "--dpi", "300"], { stdio: ["ignore", "ignore", "ignore"], env: childProcessEnv({ OMP_THREAD_LIMIT: "1" }) });
        child.on("error", reject);
        child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`tesseract exit ${code}`))));
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return seconds(started);
}

function runPdftotext(file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pdftotext", ["-enc", "UTF-8", file, "-"], { stdio: ["ignore", "pipe", "ignore"] });
    child.stdout.resume();
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`pdftotext exit ${code}`))));
  });
}

/** Peak resident memory of the parsing child and its tools, sampled from /proc while `task` runs. */
async function peakRss<T>(marker: string, task: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = 0;
  const sample = () => {
    let total = 0;
    for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
      try {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
        if (!cmdline.includes("parse-child.ts") && !cmdline.includes(marker)) continue;
        const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
        total += Number(rss ?? 0) * 1024;
      } catch {
        // The process ended between listing and reading.
      }
    }
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, 25);
  try {
    const value = await task();
    return { value, peakMb: round(peak / 1e6) };
  } finally {
    clearInterval(timer);
  }
}

export async function benchIngest(): Promise<Record<string, string | number>> {
  const results: Record<string, string | number> = { cores: os.availableParallelism() };
  const dir = await mkdtemp(path.join(os.tmpdir(), "folio-bench-ingest-"));
  try {
    // 1. A 600-page text PDF: Folio end to end vs plain pdftotext.
    const textPdf = path.join(dir, "text-600.pdf");
    await writeFile(textPdf, makePdf(Array.from({ length: TEXT_PAGES }, (_, i) => ({ lines: proseLines(48, `Page marker ${i + 1}`) }))));
    results["text.pages"] = TEXT_PAGES;
    results["text.file_mb"] = round(fs.statSync(textPdf).size / 1e6);
    await runPdftotext(textPdf);
    let started = performance.now();
    await runPdftotext(textPdf);
    const pdftotextS = seconds(started);
    results["text.pdftotext_s"] = round(pdftotextS, 2);
    results["text.pdftotext_pages_per_s"] = Math.round(TEXT_PAGES / pdftotextS);
    for (const run of ["cold", "warm"]) {
      started = performance.now();
      const doc = await parseDocument(textPdf, "pdf");
      const parsedS = seconds(started);
      const chunks = chunkUnits(doc.units);
      const searchableS = seconds(started);
      if (doc.units.length !== TEXT_PAGES || !doc.units[599]?.text.startsWith("Page marker 600:")) throw new Error("the 600-page PDF was not read page by page");
      results[`text.folio_${run}_parse_s`] = round(parsedS, 2);
      results[`text.folio_${run}_parse_and_chunk_s`] = round(searchableS, 2);
      results[`text.folio_${run}_pages_per_s`] = Math.round(TEXT_PAGES / parsedS);
      results["text.chunks"] = chunks.length;
    }

    // 1b. Small documents: the first parse starts a parsing process, the next ones reuse the pool's
    // (one per core), as the ingestion job does; one at a time, then a core's worth at once.
    const small = path.join(dir, "small.txt");
    await writeFile(small, `Minutes\n\n${"The board reviewed the budget, the staffing plan and the schedule. ".repeat(40)}`);
    started = performance.now();
    await parseDocument(small, "txt");
    results["small.first_parse_ms"] = Math.round(seconds(started) * 1000);
    started = performance.now();
    for (let i = 0; i < SMALL_DOCUMENTS; i++) await parseDocument(small, "txt");
    results["small.one_at_a_time_per_s"] = Math.round(SMALL_DOCUMENTS / seconds(started));
    started = performance.now();
    await Promise.all(Array.from({ length: SMALL_DOCUMENTS }, () => parseDocument(small, "txt")));
    results["small.all_at_once_per_s"] = Math.round(SMALL_DOCUMENTS / seconds(started));

    // 2. OCR: scans (300 dpi renders of generated prose, no text layer) of 6x9 in paperback pages
    // (~1,600 characters), denser 6x9 book pages (~2,200) and Letter report pages (~4,000), then
    // linn.pdf (a dense two-column brochure page). Each set is read twice and the faster run kept:
    // the machine is shared, and the load average says how busy it was.
    results["ocr.load_average_at_start"] = round(os.loadavg()[0] ?? 0, 2);
    const kinds = [
      { kind: "paperback", lines: 30, width: 52, pageSize: { width: 432, height: 648 } },
      { kind: "book", lines: 36, width: 62, pageSize: { width: 432, height: 648 } },
      { kind: "report", lines: 44, width: 90, pageSize: { width: 612, height: 792 } },
    ];
    for (const { kind, lines, width, pageSize } of kinds) {
      const source = path.join(dir, `${kind}-source.pdf`);
      await writeFile(source, makePdf(Array.from({ length: SCANNED_PAGES }, (_, i) => ({ lines: proseLines(lines, `Scanned page ${i + 1}`, width) })), { pageSize }));
      const scans = Array.from({ length: SCANNED_PAGES }, (_, i) =>
        execFileSync("pdftoppm", ["-r", "300", "-gray", "-f", String(i + 1), "-l", String(i + 1), "-singlefile", source], { maxBuffer: 64 * 1024 * 1024 }),
      );
      const scanPdf = path.join(dir, `${kind}-scanned.pdf`);
      await writeFile(scanPdf, makePdf(scans.map((pgm) => ({ pgm })), { pageSize }));
      let ocrS = Infinity;
      let scanned: Awaited<ReturnType<typeof parseDocument>> | undefined;
      for (let run = 0; run < 2; run++) {
        started = performance.now();
        scanned = await parseDocument(scanPdf, "pdf", { ocrLanguages: ["eng"] });
        ocrS = Math.min(ocrS, seconds(started));
      }
      if (!scanned || scanned.units.some((u) => u.source !== "ocr" || !u.text.includes("Scanned page"))) throw new Error("a scanned page was not OCR'd");
      results[`ocr.${kind}_chars_per_page`] = Math.round(scanned.units.reduce((n, u) => n + u.text.length, 0) / SCANNED_PAGES);
      results[`ocr.${kind}_pages`] = SCANNED_PAGES;
      results[`ocr.${kind}_s`] = round(ocrS, 2);
      results[`ocr.${kind}_pages_per_s`] = round(SCANNED_PAGES / ocrS, 2);
      const images = scans.map((pgm, i) => {
        const file = path.join(dir, `${kind}-${i + 1}.pgm`);
        fs.writeFileSync(file, pgm);
        return file;
      });
      const aloneS = Math.min(await tesseractAlone(images), await tesseractAlone(images));
      results[`ocr.${kind}_tesseract_alone_pages_per_s`] = round(SCANNED_PAGES / aloneS, 2);
    }
    const linn = path.join(dir, "linn.pdf");
    await writeFile(linn, await readFile(new URL("../test-fixtures/formats/pdf/linn.pdf", import.meta.url)));
    started = performance.now();
    await parseDocument(linn, "pdf");
    results["ocr.linn_one_dense_page_s"] = round(seconds(started), 2);

    // 3. A ~300 MB PDF (text pages, each with a 1 MB incompressible figure) under a 400 MB data limit.
    const bigPdf = path.join(dir, "big-300mb.pdf");
    const figure = (seed: number) => Buffer.concat([Buffer.from("P5\n1000 1000\n255\n"), randomBytes(1_000_000 - seed)]);
    await writeFile(bigPdf, makePdf(Array.from({ length: BIG_PAGES }, (_, i) => ({ lines: proseLines(48, `Big page ${i + 1}`), pgm: figure(i) }))));
    results["big.file_mb"] = round(fs.statSync(bigPdf).size / 1e6);
    started = performance.now();
    const big = await peakRss("big-300mb.pdf", () => parseDocument(bigPdf, "pdf", { memoryLimitBytes: 700 * 1024 * 1024 }));
    results["big.parse_s"] = round(seconds(started), 2);
    results["big.units"] = big.value.units.length;
    results["big.peak_rss_child_and_tools_mb"] = big.peakMb;
    results["big.memory_limit_mb"] = round((700 * 1024 * 1024) / 1e6);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchIngest())) console.log(`${k}\t${v}`);
}
