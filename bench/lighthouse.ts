/**
 * Lighthouse (issue 24) on the public pages of the built app: a real Folio server process
 * (`npm start`'s command, PGlite in a scratch folder) serving apps/web/dist as `npm run build`
 * left it, audited by Lighthouse in Debian's Chromium (headless, no network beyond the local
 * server: Lighthouse downloads nothing). Mobile emulation with simulated throttling (Lighthouse's
 * defaults), each page five times; the figures are the medians: scores 0-100 for performance,
 * accessibility, best practices and SEO, LCP and TBT, and the audits that cost points in any run,
 * so a score below 95 says why. Simulated throttling scales the CPU time it observed, so a busy
 * machine lowers performance (the load average is printed with the figures).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "../apps/server/src/test-support/server-process.ts";

const CHROMIUM = "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Issue 24's pages: home, pricing, a comparison and a book. */
const PAGES = ["/", "/pricing", "/compare/humata", "/books/pride-and-prejudice"];
/**
 * Five runs: Lighthouse's guidance on variability (its docs/variability.md, "Run Lighthouse multiple
 * times") is the median of several, five being its usual number. On two cores one run's total
 * blocking time moves by 200-300 ms with what else the machine does (Chromium's own processes and
 * Lighthouse's included).
 */
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a busy machine) is tried once more. */
async function audit(url: string, port: number, attempt = 1): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (!result.lhr.runtimeError) return result.lhr;
  if (attempt < 2) return audit(url, port, attempt + 1);
  throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
}

type Figures = Record<string, string | number>;

export async function benchLighthouse(): Promise<Figures> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (apt-get install chromium)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-lighthouse-"));
  const profile = path.join(dir, "chromium");
  fs.mkdirSync(profile);
  const server = await startServerProcess({ DATA_DIR: path.join(dir, "data") });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const figures: Figures = {};
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      userDataDir: profile,
    });
    for (const page of PAGES) {
      const runs: { scores: number[]; lcp: number; tbt: number; failed: string[] }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${server.base}${page}`, chrome.port);
        // What costs points: the failed audits that carry weight.
        const failed = CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9).map((r) => r.id));
        runs.push({
          scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          failed,
        });
      }
      figures[`${page} (perf / a11y / best practices / SEO, median of ${RUNS})`] = CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i] ?? 0))).join(" / ");
      figures[`${page} performance per run`] = runs.map((r) => r.scores[0]).join(", ");
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      if (failed.length) figures[`${page} audits below 90 in any run`] = failed.join(", ");
      figures[`${page} LCP / TBT (simulated mobile, median ms)`] = `${Math.round(median(runs.map((r) => r.lcp)))} / ${Math.round(median(runs.map((r) => r.tbt)))}`;
    }
  } finally {
    chrome?.kill();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
