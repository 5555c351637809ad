/**
 * Lighthouse (issue 24) on the public pages of the built app: a real Folio server process
 * (`npm start`'s command, PGlite in a scratch folder) serving apps/web/dist as `npm run build`
 * left it, audited by Lighthouse in Debian's Chromium (headless, no network beyond the local
 * server: Lighthouse downloads nothing). One run per page, mobile emulation with simulated
 * throttling (Lighthouse's defaults); scores 0-100 for performance, accessibility, best practices
 * and SEO, and the audits that cost points, so a score below 95 says why.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "../apps/server/src/test-support/server-process.ts";

const CHROMIUM = "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Home, pricing, a comparison, developers, a tool and a book: one page of each public family. */
const PAGES = ["/", "/pricing", "/compare/humata", "/developers", "/tools/word-counter", "/books/pride-and-prejudice"];

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
      const result = await lighthouse(`${server.base}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      figures[`${page} (perf / a11y / best practices / SEO)`] = scores.join(" / ");
      // What costs points outside performance's metrics: the failed audits that carry weight.
      const failed = CATEGORIES.flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 0.9).map((r) => r.id));
      if (failed.length) figures[`${page} audits below 90`] = [...new Set(failed)].join(", ");
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
      if (lcp !== undefined) figures[`${page} LCP (simulated mobile, ms)`] = Math.round(lcp);
    }
  } finally {
    chrome?.kill();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
