import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, toast, uploadReady } from "./support/session";

const PDF = "test-fixtures/formats/pdf/federal-register-2020-17221.pdf";
const UPGRADE = "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.";

/** Subscribes to Pro through the test-mode checkout (the billing spec drives its pages). */
async function subscribePro(page: Page, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const checkout = await page.request.post("/api/subscription", { headers, data: { subscription: "MONTHLY", plan: "PRO" } });
  expect(checkout.ok()).toBe(true);
  const { url } = (await checkout.json()) as { url: string };
  const id = url.split("/").at(-1) ?? "";
  const paid = await page.request.post(`/api/billing/test-checkout/${id}`, { headers, data: { outcome: "success" } });
  expect(paid.ok()).toBe(true);
}

test("a Pro user summarises a PDF, opens a citation at its page, exports the PDF, re-opens, copies and deletes it", async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { token } = await signUp(page, "summaries-pro", { first_name: "Sam", last_name: "Summers" });
  await subscribePro(page, token);
  const docId = await uploadReady(page, token, PDF);

  await page.goto("/summarise");
  await expect(page.getByRole("heading", { level: 1, name: "Summaries" })).toBeVisible();
  await expect(page.getByText("No summaries yet")).toBeVisible();
  await capture(page, "summaries-empty");
  await expect(page.getByRole("link", { name: "Summaries", exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "New summary" }).click();
  await expect(page).toHaveURL(/\/summarise\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New summary" })).toBeVisible();
  // Nothing chosen: the spec's rule is shown and nothing is sent.
  await page.getByRole("button", { name: "Summarise" }).click();
  await expect(page.getByText("Please choose a document or paste a text to summarise.")).toBeVisible();

  await page.getByRole("combobox", { name: "Document" }).click();
  await page.getByRole("option", { name: "federal-register-2020-17221.pdf" }).click();
  await page.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: "Bullet points" }).click();
  await page.getByLabel("Focus (optional)").fill("compliance dates");
  await capture(page, "summary-new");
  await page.getByRole("button", { name: "Summarise" }).click();

  const result = page.getByRole("article", { name: /^Summary: / });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByTestId("summary-text").locator("li").first()).toBeVisible();
  const chips = await result.locator("[data-citation]").count();
  expect(chips).toBeGreaterThan(0);
  await capture(page, "summary-result");

  // A citation chip opens the document at the cited page with the quote marked.
  const chip = result.locator("[data-citation]").first();
  await expect(chip).toBeVisible();
  const label = (await chip.getAttribute("aria-label")) ?? "";
  const pageLabel = /Page \d+/.exec(label)?.[0] ?? "Page";
  await chip.click();
  const viewer = page.getByRole("complementary", { name: new RegExp(`^Source: federal-register-2020-17221.pdf, ${pageLabel}$`) });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("mark").first()).toBeVisible({ timeout: 30_000 });
  await capture(page, "summary-citation");
  await viewer.getByRole("button", { name: "Close viewer" }).click();
  await expect(viewer).toBeHidden();

  // Export PDF downloads "<title> - summary.pdf".
  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Export PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/ - summary\.pdf$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // Saved: listed with its source document, re-opened, copied, deleted with the confirmation and the toast.
  await page.getByRole("link", { name: "Saved summaries" }).click();
  const card = page.getByRole("list", { name: "Summaries" }).getByRole("listitem").first();
  await expect(card).toContainText("federal-register-2020-17221.pdf");
  await capture(page, "summaries-list");
  await card.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/summarise\?id=sum_/);
  // Re-opened, it shows the same sources.
  await expect(page.getByRole("article", { name: /^Summary: / }).locator("[data-citation]")).toHaveCount(chips);
  await page.getByRole("article", { name: /^Summary: / }).getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Summary copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("[1]");
  await capture(page, "summary-open");
  await page.getByRole("button", { name: /^Delete / }).first().click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this summary?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Summary deleted")).toBeVisible();
  await expect(page.getByText("No summaries yet")).toBeVisible();

  // A document's page offers Summarise, which opens the form with that document chosen.
  await page.goto(`/documents/${docId}`);
  await page.getByRole("link", { name: "Summarise" }).click();
  await expect(page).toHaveURL(new RegExp(`/summarise/new\\?doc=${docId}$`));
  await expect(page.getByRole("combobox", { name: "Document" })).toContainText("federal-register-2020-17221.pdf");
});

test("a free user is told before the form that summaries need a paid plan, and sees the plans from there", async ({ page }) => {
  await signUp(page, "summaries-free", { first_name: "Sam", last_name: "Summers" });
  await page.goto("/summarise/new");
  const notice = page.getByRole("region", { name: "Upgrade your account" });
  await expect(notice).toContainText(UPGRADE);
  // The form is shut, so nothing is filled in for nothing.
  await expect(page.getByRole("tab", { name: "Pasted text" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Summarise" })).toBeDisabled();
  await capture(page, "summary-free-upgrade");
  await notice.getByRole("button", { name: "See plans" }).click();
  await expect(page.getByRole("dialog", { name: "Choose a plan" })).toBeVisible();
});
