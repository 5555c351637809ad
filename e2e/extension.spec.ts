import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp } from "./support/session";

/** playwright.config.ts lets URL import reach this address (URL_IMPORT_ALLOW_HOSTS). */
const PAGE_PORT = 3192;
const PAGE_URL = `http://127.0.0.1:${PAGE_PORT}/lighthouse.html`;
const EXTENSION_DIR = path.resolve("apps/extension/dist");

const ARTICLE = `<!doctype html><html lang="en"><head><title>The Eddystone Lighthouse</title></head><body>
<nav>Home · About</nav>
<article><h1>The Eddystone Lighthouse</h1>
<p>The fourth Eddystone Lighthouse was designed by the engineer James Douglass and completed in 1882.</p>
<p>Its light can be seen for 22 nautical miles, and the tower stands 49 metres tall on the Eddystone Rocks south of Plymouth.</p>
<p>The previous tower, Smeaton's Tower, was dismantled and rebuilt on Plymouth Hoe as a memorial.</p>
</article></body></html>`;

/** A file Folio imports by its address (a web page is saved as its text instead). */
const KEEPERS = "Lighthouse keepers\n\nThe Eddystone light was automated in 1982, and its last keepers left the rock that year.\n";

let server: http.Server;
let userDataDir: string;
let context: BrowserContext;

test.beforeAll(async ({ baseURL }) => {
  server = http.createServer((req, res) => {
    if (req.url === "/lighthouse.html") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
    if (req.url === "/keepers.txt") return void res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(KEEPERS);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(PAGE_PORT, "127.0.0.1", resolve));
  userDataDir = mkdtempSync(path.join(tmpdir(), "folio-extension-"));
  // Extensions need a persistent context; Chromium's new headless mode runs them.
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    baseURL,
    ignoreDefaultArgs: ["--disable-extensions"],
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
});

test.afterAll(async () => {
  await context?.close();
  server?.close();
  rmSync(userDataDir, { recursive: true, force: true });
});

async function extensionId(): Promise<string> {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith("chrome-extension://")) ?? (await context.waitForEvent("serviceworker"));
  return new URL(worker.url()).host;
}

test("connect the extension by approving it in Folio, ask about a page with a citation, save the page until ready, disconnect", async ({ baseURL }) => {
  test.setTimeout(300_000);
  const folio = await context.newPage();
  const { email, token } = await signUp(folio, "extension");
  await folio.goto("/");
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${await extensionId()}/sidepanel.html`);

  // Connect: the extension opens Folio's approval page; the signed-in user approves.
  await panel.getByLabel("Folio address").fill(baseURL ?? "");
  const approvalOpened = context.waitForEvent("page");
  await panel.getByRole("button", { name: "Connect" }).click();
  const approval: Page = await approvalOpened;
  await approval.waitForURL(/\/extension\/connect\?state=/);
  await expect(approval.getByRole("heading", { name: "Connect the Folio browser extension" })).toBeVisible();
  await expect(approval.getByRole("button", { name: "Approve" })).toBeEnabled();
  await capture(approval, "extension-connect");
  await approval.getByRole("button", { name: "Approve" }).click();
  await expect(approval.getByText("The extension is connected")).toBeVisible();

  await expect(panel.getByTestId("account")).toHaveText(email);
  await expect(panel.getByTestId("server")).toHaveText(baseURL ?? "");
  const keys = await (await folio.request.get("/api/api-keys", { headers: { authorization: `Bearer ${token}` } })).json() as { api_keys: { id: string; name: string }[] };
  expect(keys.api_keys.map((k) => k.name)).toContain("Folio browser extension");

  // The page the panel is about: the most recently used web tab.
  const article = await context.newPage();
  await article.goto(PAGE_URL);
  await panel.bringToFront();
  await panel.getByLabel("Question").fill("Who designed the lighthouse?");
  await panel.getByRole("button", { name: "Ask" }).click();
  const answer = panel.getByTestId("answer");
  await expect(answer).toBeVisible({ timeout: 120_000 });
  await expect(answer.getByTestId("citation").first()).toBeVisible();
  await expect(answer).toContainText("Douglass");

  // Save to library: a URL import that becomes ready.
  await panel.getByRole("button", { name: "Save this page" }).click();
  await expect(panel.getByText("Ready in your library")).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByText("saved as the page's text")).toBeVisible();

  // A file the tab shows is imported by its address (POST /api/documents/url).
  await article.goto(`http://127.0.0.1:${PAGE_PORT}/keepers.txt`);
  await panel.bringToFront();
  await panel.getByRole("button", { name: "Save this page" }).click();
  await expect(panel.getByText("Ready in your library. Open it")).toBeVisible({ timeout: 120_000 });
  await expect(panel.getByRole("list", { name: "Recent documents" })).toContainText("keepers.txt");
  await capture(panel, "extension-panel");

  await panel.getByRole("button", { name: "Disconnect" }).click();
  await expect(panel.getByRole("button", { name: "Connect" })).toBeVisible();
  const after = await (await folio.request.get("/api/api-keys", { headers: { authorization: `Bearer ${token}` } })).json() as { api_keys: { name: string }[] };
  expect(after.api_keys.map((k) => k.name)).not.toContain("Folio browser extension");
});

test("the /extension page offers the packed extension and says how to load it", async ({ page }) => {
  await page.goto("/extension");
  await expect(page.getByRole("heading", { name: "Folio for your browser", level: 1 })).toBeVisible();
  const download = page.getByRole("link", { name: "Download the extension (.zip)" });
  const res = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(res.status()).toBe(200);
  expect((await res.body()).subarray(0, 2).toString()).toBe("PK");
  await expect(page.getByText("Click Load unpacked")).toBeVisible();
  await capture(page, "extension-page");
});
