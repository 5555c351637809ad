import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { holdScript } from "./support/held-script";

/**
 * The pre-rendered public site (issue 24, docs/decisions/0017): content without JavaScript, then the
 * app takes over with no frame missing the page and no console error, and its links work.
 */

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test.describe.configure({ mode: "serial" });

test("without JavaScript, a public page is whole: content, header and footer", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/faqs");
  await expect(page).toHaveTitle("Frequently asked questions · Folio");
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Which files can I upload?" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  const missing = await page.goto("/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await context.close();
});

test("the app takes over a pre-rendered page without a frame lacking its heading, and its links navigate in the app", async ({ page }) => {
  const errors = collectErrors(page);
  // Every animation frame from the first paint on, note whether the page's heading was there.
  await page.addInitScript(() => {
    const w = window as unknown as { framesWithoutHeading: number; framesSeen: number };
    w.framesWithoutHeading = 0;
    w.framesSeen = 0;
    const check = () => {
      if (document.readyState !== "loading") {
        w.framesSeen += 1;
        if (!document.querySelector("#root h1")) w.framesWithoutHeading += 1;
      }
      if (w.framesSeen < 120) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { framesSeen: number }).framesSeen >= 60);
  expect(await page.evaluate(() => (window as unknown as { framesWithoutHeading: number }).framesWithoutHeading)).toBe(0);
  // The app has attached to the page (its script comes after the load event; a link clicked
  // before is followed by the browser, as without JavaScript).
  await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));

  // A mark on this document: still there after a link means the app navigated, not the browser.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await expect(page).toHaveTitle("Pricing · Folio");
  await page.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Terms of service" })).toBeVisible();
  await expect(page).toHaveTitle("Terms of service · Folio");
  await page.getByRole("navigation", { name: "Product" }).getByRole("link", { name: "Changelog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
  await page.getByRole("link", { name: "Folio home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ask your documents. Check every answer." })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // The public site does not install the app's service worker (docs/decisions/0053): the app's
  // own pages do (e2e/mobile.spec.ts).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(errors).toEqual([]);
});

test("a button clicked before the app has hydrated the page acts once it has, and the page stays the one painted", async ({ page }) => {
  const errors = collectErrors(page);
  // The app's script (the public pages' entry, public-main.tsx) is held back: the visitor clicks
  // the pre-rendered page's switch meanwhile.
  const releaseScript = await holdScript(page, /\/assets\/public-entry-[^/]+\.js$/);
  await page.goto("/pricing");
  const heading = page.getByRole("heading", { level: 1, name: "Pricing" });
  await page.evaluate(() => ((window as unknown as { painted: Element | null }).painted = document.querySelector("#root h1")));
  const annual = page.getByRole("switch", { name: "Annual Billing (25% OFF)" });
  await expect(annual).toBeChecked();
  await annual.click();
  const premium = page.getByRole("article", { name: "Premium" });
  await expect(premium.getByText("$11.99", { exact: true })).toBeVisible();
  releaseScript();
  await expect(premium.getByText("$14.99", { exact: true })).toBeVisible();
  await expect(annual).not.toBeChecked();
  // Hydrated, not re-created: the heading painted first is the one on the page.
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted === document.querySelector("#root h1"))).toBe(true);
  expect(errors).toEqual([]);
});

test("a public page hydrates with the public site's routes alone, makes no anonymous user, and its links into the app load the app's page", async ({ page }) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  const api: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (r.resourceType() === "script") scripts.push(pathname);
    if (pathname.startsWith("/api/")) api.push(pathname);
  });
  await page.goto("/books/pride-and-prejudice");
  // Hydrated: React has attached to the header's pre-rendered "Log in" link.
  const logIn = page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Log in" });
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll("header a")].find((a) => a.textContent === "Log in");
    return Boolean(link && Object.keys(link).some((key) => key.startsWith("__reactFiber")));
  });
  // Neither the app's entry nor its route tree's routes (docs/decisions/0055).
  expect(scripts.filter((s) => /\/assets\/(index|routeTree\.gen|conversations\.index|documents\.index|_app)-/.test(s))).toEqual([]);
  expect(scripts.some((s) => /\/assets\/public-router-/.test(s))).toBe(true);
  expect(api).not.toContain("/api/create-anon-user");

  // The log-in page is the app's: the browser loads it (a mark on this document is gone).
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await logIn.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Log in to Folio" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
  expect(errors).toEqual([]);
});

test("the landing page's start-chat action sends a signed-out visitor to log in, then to a new chat", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/pdf-to-chat");
  await page.getByRole("link", { name: "Start a chat" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fconversations%3FstartChat%3Dtrue$/);
  await expect(page.getByRole("heading", { name: "Log in to Folio" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the comparison pages link each other and name their sources", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/compare");
  await page.getByRole("link", { name: /Folio vs ChatDocs/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Folio vs ChatDocs" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Folio and ChatDocs compared" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ChatDocs documentation" })).toHaveAttribute("href", "https://chatdocs.eu/docs");
  await page.goto("/alternatives");
  await page.getByRole("link", { name: "Smallpdf alternatives" }).click();
  await expect(page).toHaveURL(/\/best-smallpdf-alternatives$/);
  await expect(page.getByRole("heading", { level: 1, name: "The best Smallpdf alternatives" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("screenshots of the public pages at desktop and phone widths", async ({ page }) => {
  for (const [path, name] of [
    ["/", "public-home"],
    ["/pricing", "public-pricing"],
    ["/faqs", "public-faqs"],
    ["/privacy", "public-privacy"],
    ["/changelog", "public-changelog"],
    ["/downloads", "public-downloads"],
    ["/delete", "public-delete"],
    ["/pdf-to-chat", "public-pdf-to-chat"],
    ["/compare", "public-compare"],
    ["/compare/humata", "public-compare-humata"],
    ["/top-chatpdf-alternatives", "public-alternatives-chatpdf"],
    ["/no-such-page", "public-not-found"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await capture(page, name);
  }
});
