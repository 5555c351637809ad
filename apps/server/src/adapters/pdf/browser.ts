import type { Browser, BrowserContext, Page } from "playwright-core";

// Debian's Chromium, as for the end-to-end tests: nothing is downloaded.
const EXECUTABLE = "/usr/bin/chromium";
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
// Opening a page costs ~250 ms (a renderer process); a few are kept warm for the next exports.
const IDLE_PAGES = 2;

interface Renderer {
  browser: Browser;
  /** Scripts off and every request refused: pages are built from document text and need only system fonts. */
  context: BrowserContext;
  idle: Page[];
}

let starting: Promise<Renderer> | null = null;

async function launch(): Promise<Renderer> {
  // Loaded on the first export, not at start: playwright-core costs the server ~90 MB resident.
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route("**/*", (route) => route.abort());
    return { browser, context, idle: [] };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/**
 * The one Chromium this process renders with, launched on first use (~0.4 s) and kept. A browser
 * that crashed or was closed is launched again on the next call.
 */
function renderer(): Promise<Renderer> {
  if (!starting) {
    const started = launch();
    starting = started;
    const forget = () => {
      if (starting === started) starting = null;
    };
    started.then((r) => r.browser.on("disconnected", forget), forget);
  }
  return starting;
}

/**
 * Runs `use` with a page of the shared browser: a warm idle one when there is one. The page goes
 * back to the idle set only after a clean run (its next document replaces everything on it);
 * after a failure it is closed.
 */
export async function withPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
  const r = await renderer();
  const page = r.idle.pop() ?? (await r.context.newPage());
  let clean = false;
  try {
    const result = await use(page);
    clean = true;
    return result;
  } finally {
    if (clean && r.idle.length < IDLE_PAGES && r.browser.isConnected()) r.idle.push(page);
    else await page.close().catch(() => undefined);
  }
}

/** Closes the shared browser (at shutdown, or after tests); the next render launches a new one. */
export async function closeSharedBrowser(): Promise<void> {
  const current = starting;
  starting = null;
  const r = await current?.catch(() => null);
  await r?.browser.close();
}
