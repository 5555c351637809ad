import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { openHydrated, signUp, toast, uploadReady } from "./support/session";

const run = promisify(execFile);

/** The brief's phone size, on top of capture()'s desktop and phone shots. */
async function captureNarrow(page: Page, name: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/${name}-360.png`, animations: "disabled" });
  if (original) await page.setViewportSize(original);
}

test("/developers shows the API plans, monthly or yearly, and sends a visitor to sign in before buying", async ({ page }) => {
  await openHydrated(page, "/developers");
  await expect(page.getByRole("heading", { level: 1, name: "Folio developer API" })).toBeVisible();
  const annual = page.getByRole("switch", { name: "Annual Billing (25% OFF)" });
  await expect(annual).toBeChecked();
  const table = page.getByRole("table");
  const premium = table.getByRole("row", { name: /^API Premium \$/ });
  await expect(premium).toContainText("$14.99");
  await expect(premium).toContainText("Billed $179.91 yearly");
  await expect(premium).toContainText("2,000");
  await expect(premium).toContainText("30,000");
  await expect(table.getByRole("row", { name: /API Premium 4/ })).toContainText("600,000");
  await expect(table.getByRole("row", { name: /API Enterprise/ }).getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", /^mailto:/);
  await capture(page, "developers");
  await captureNarrow(page, "developers");

  await annual.click();
  await expect(premium).toContainText("$19.99");
  await expect(premium).not.toContainText("yearly");
  // The quick start shows the page's own address.
  await page.getByRole("tab", { name: "JavaScript" }).click();
  await expect(page.getByLabel("JavaScript example", { exact: true })).toContainText(new URL(page.url()).origin);

  await table.getByRole("link", { name: "Buy API Premium", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdevelopers%2FapiKeys%3Fbuy%3DAPI_PREMIUM%26period%3DMONTHLY/);
});

test("a developer creates a key, copies it once, calls the API with it and revokes it", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signUp(page, "developer", { first_name: "Dev", last_name: "Eloper" });
  await page.goto("/developers/apiKeys");
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Messages this month" })).toHaveAttribute("aria-valuetext", "0/100");
  await capture(page, "developers-api-keys-empty");

  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("API name required")).toBeVisible();
  await form.getByLabel("Name").fill("e2e script");
  // A production key needs a paid API plan: the server's message, and the way to buy one.
  await form.getByRole("radio", { name: /Production/ }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByRole("alert")).toContainText("paid API plan");
  await expect(form.getByRole("link", { name: "See the API plans" })).toBeVisible();
  await form.getByRole("radio", { name: /Development/ }).check();
  await capture(page, "developers-create-key");
  await form.getByRole("button", { name: "Create key" }).click();

  const secret = page.getByRole("dialog", { name: "Copy your new API key" });
  await expect(secret.getByText(/you will not see it again/)).toBeVisible();
  const shown = await secret.getByLabel("API key").inputValue();
  expect(shown).toMatch(/^folio_dev_/);
  await secret.getByRole("button", { name: "Copy the key" }).click();
  await expect(secret.getByText("Copied")).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(shown);
  await capture(page, "developers-secret");
  await captureNarrow(page, "developers-secret");
  await secret.getByRole("button", { name: "Done" }).click();
  await expect(secret).toBeHidden();

  // The key works as its owner from outside the browser.
  const call = () => page.request.get("/api/documents", { headers: { "X-API-Key": key } });
  expect((await call()).status()).toBe(200);

  // The JavaScript quick start, exactly as the page shows it, runs against this server with the key.
  await openHydrated(page, "/developers");
  await page.getByRole("tab", { name: "JavaScript" }).click();
  const program = (await page.getByLabel("JavaScript example", { exact: true }).textContent()) ?? "";
  const dir = mkdtempSync(path.join(tmpdir(), "folio-quickstart-"));
  writeFileSync(path.join(dir, "quickstart.mjs"), program);
  writeFileSync(path.join(dir, "notes.txt"), "The flood of 1911 reached the harbour on a Tuesday.\n\nThe levee failed at two points and the town rebuilt it higher.\n");
  const { stdout } = await run(process.execPath, ["quickstart.mjs", "notes.txt", "levee failed"], { cwd: dir, env: { FOLIO_API_KEY: key }, timeout: 120_000 });
  expect(stdout).toContain("levee failed at two points");

  await page.goto("/developers/apiKeys");
  const row = page.getByRole("listitem", { name: "e2e script" });
  await expect(row).toContainText("Development");
  await expect(row).toContainText("folio_dev_");
  await expect(row).toContainText("All documents and folders");
  await expect(row).not.toContainText("Never");
  await expect(page.getByRole("progressbar", { name: "Documents this month" })).toHaveAttribute("aria-valuetext", /^1\//);
  await capture(page, "developers-api-keys");
  await captureNarrow(page, "developers-api-keys");

  await row.getByRole("button", { name: "Revoke e2e script" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “e2e script”?" });
  await expect(confirm.getByText(/stop working at once/)).toBeVisible();
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(toast(page, "API key revoked")).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  expect((await call()).status()).toBe(401);
});

test("a read-only key limited to chosen documents reaches only them and changes nothing", async ({ page }) => {
  const { token } = await signUp(page, "scoped-key", { first_name: "Sco", last_name: "Ped" });
  const mine = await uploadReady(page, token, { name: "harbour.txt", mimeType: "text/plain", text: "The harbour flooded in 1911 and was rebuilt." });
  // The free web plan uploads one document a day; the second comes through an unscoped key, on the API plan's quota.
  const unscoped = await page.request.post("/api/api-keys", { headers: { authorization: `Bearer ${token}` }, data: { name: "uploader", key_type: "DEVELOPMENT" } });
  expect(unscoped.status()).toBe(201);
  const { key: uploaderKey } = (await unscoped.json()) as { key: string };
  const other = await uploadReady(page, uploaderKey, { name: "ledger.txt", mimeType: "text/plain", text: "The ledger lists the town's expenses." });
  await page.goto("/developers/apiKeys");
  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Name").fill("harbour reader");
  await form.getByLabel("What it may use").click();
  await page.getByRole("option", { name: "Chosen documents" }).click();
  await form.getByRole("button", { name: "Create key" }).click();
  await expect(form.getByText("Choose at least one document.")).toBeVisible();
  await form.getByRole("checkbox", { name: "harbour.txt" }).check();
  await form.getByRole("switch", { name: "Read-only" }).click();
  await form.getByRole("button", { name: "Create key" }).click();
  const secret = page.getByRole("dialog", { name: "Copy your new API key" });
  const key = await secret.getByLabel("API key").inputValue();
  await secret.getByRole("button", { name: "Done" }).click();
  // Done without copying asks once more.
  await secret.getByRole("button", { name: "Close without copying" }).click();
  await expect(page.getByRole("listitem", { name: "harbour reader" })).toContainText("1 document, read-only");

  const headers = { "X-API-Key": key };
  expect((await page.request.get(`/api/documents/${mine}`, { headers })).status()).toBe(200);
  expect((await page.request.get(`/api/documents/${other}`, { headers })).status()).toBe(404);
  expect((await page.request.delete(`/api/documents/${mine}`, { headers })).status()).toBe(403);
});

test("the API reference renders /api/openapi.json by tag, with auth, schemas and errors", async ({ page }) => {
  await page.goto("/developers/reference");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Developer API" })).toBeVisible();
  await capture(page, "developers-reference");
  await page.getByRole("searchbox", { name: "Filter routes" }).fill("api-keys");
  const create = page.locator("details", { has: page.locator("summary", { hasText: "Create an API key" }) });
  await create.locator("summary").click();
  await expect(create.getByText("Signed in with a registered account")).toBeVisible();
  await expect(create.getByText("Not with an API key (403): sign in to Folio")).toBeVisible();
  await expect(create.getByText("Request body (application/json)")).toBeVisible();
  await expect(create.getByText("key_type", { exact: true }).first()).toBeVisible();
  await expect(create.getByText("Response 201 Created")).toBeVisible();
  await expect(create.getByText("403 Forbidden")).toBeVisible();
  await capture(page, "developers-reference-open");
  await captureNarrow(page, "developers-reference");
});

test("an API plan is bought from /developers through the checkout and shown on /billing beside the web plan", async ({ page }) => {
  await signUp(page, "api-buyer", { first_name: "Bea", last_name: "Buyer" });
  await page.goto("/billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByTestId("current-api-plan")).toHaveText("API Free");
  await openHydrated(page, "/developers");
  await page.getByRole("table").getByRole("link", { name: "Buy API Premium 1", exact: true }).click();
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByTestId("checkout-item")).toHaveText(/API Premium 1 \(yearly\)/);
  await page.getByRole("button", { name: "Pay with test card 4242" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByTestId("current-api-plan")).toHaveText("API Premium 1");
  await expect(page.getByTestId("api-subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await capture(page, "billing-api-plan");

  // A paid API plan allows production keys.
  await page.goto("/developers/apiKeys");
  await expect(page.getByRole("progressbar", { name: "Messages this month" })).toHaveAttribute("aria-valuetext", "0/6,000");
  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create an API key" });
  await form.getByLabel("Name").fill("production app");
  await form.getByRole("radio", { name: /Production/ }).check();
  await form.getByRole("button", { name: "Create key" }).click();
  const secret = page.getByRole("dialog", { name: "Copy your new API key" });
  await expect(secret.getByLabel("API key")).toHaveValue(/^folio_live_/);
});
