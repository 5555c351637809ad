import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp } from "./support/session";

const FIXTURES = path.resolve("test-fixtures/formats");

/**
 * One small fixture per supported format, each with a phrase its sidecar verified (test-fixtures/README).
 * The free plan takes one upload a day, so each format is uploaded by its own new account.
 */
const FORMATS = [
  { type: "pdf", file: "pdf/nics-background-checks-2015-11.pdf", phrase: "NICS Firearm Background Checks" },
  { type: "txt", file: "txt/candide-utf-16le.txt", phrase: "Comment Candide fut élevé dans un beau château" },
  { type: "ppt", file: "ppt/bug58733_671884.ppt", phrase: "Animal Improvement Programs Laboratory" },
  { type: "pptx", file: "pptx/bug62513.pptx", phrase: "Business arising from minutes of AGM Oct 2010", find: { term: "New Executive Management Board", unit: "Slide 19" } },
  { type: "epub", file: "epub/The Incomplete Theft - Ralph Burke.epub", phrase: "Torlyn Khy smiled grimly to himself" },
  { type: "rtf", file: "rtf/testUnicode.rtf", phrase: "Česká republika" },
  { type: "csv", file: "csv/excel_pasting.csv", phrase: "Clay, ceramic and glass products" },
] as const;

/** Upload one fixture from /upload and wait until the page says it is ready; returns the document id. */
async function uploadAndWait(page: Page, file: string, screenshot?: string): Promise<string> {
  await page.goto("/upload");
  await expect(page.getByRole("heading", { name: "Upload a document" })).toBeVisible();
  // Every progress line the page shows on the way, recorded as it appears (they pass quickly for small files).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('main [role="status"], main [role="progressbar"]')) {
        const text = el.getAttribute("aria-label") ? `${el.getAttribute("aria-label")} ${el.getAttribute("aria-valuenow")}%` : (el.textContent ?? "");
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByTestId("document-file-input").setInputFiles(path.join(FIXTURES, file));
  await expect(page.getByRole("status").filter({ hasText: /Ready: / })).toBeVisible({ timeout: 90_000 });
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen.some((t) => /^Uploading .+\d+%$/.test(t.trim())), seen.join(" | ")).toBe(true);
  // The processing phase shows: its bar, or a stage line (a small file can be ready before a stage is polled).
  expect(seen.some((t) => /^(Processing|(Waiting to start|Reading pages|Recognising text \(OCR\)|Converting|Indexing)…) \d+%$/.test(t.trim())), seen.join(" | ")).toBe(true);
  if (screenshot) await capture(page, screenshot);
  await page.getByRole("link", { name: "Open document" }).click();
  await expect(page).toHaveURL(/\/documents\/[^/?]+/);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

/** The unit holding a phrase, from the library search (so the viewer can be opened there). */
async function unitOf(page: Page, docId: string, phrase: string): Promise<number> {
  const res = await page.request.get(`/api/search?query=${encodeURIComponent(phrase)}`);
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: Array<{ doc_id: string; locator: { unit: number } | null }> };
  const hit = results.find((r) => r.doc_id === docId && r.locator);
  return hit?.locator?.unit ?? 1;
}

test.describe.configure({ mode: "serial" });

test("the library: empty state, refused files, a PDF uploaded, viewed with the quote highlighted, renamed and deleted", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "docs-library", { first_name: "Dora", last_name: "Docs" });

  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await expect(page.getByText("No documents yet")).toBeVisible();
  await capture(page, "documents-empty");

  // Refused before sending: an unsupported extension gets the spec's message.
  await page.getByRole("link", { name: "Upload a document" }).click();
  await expect(page).toHaveURL(/\/upload$/);
  const picker = page.getByTestId("document-file-input");
  await picker.setInputFiles({ name: "notes.docx", mimeType: "application/octet-stream", buffer: Buffer.from("PK not really") });
  await expect(page.getByRole("alert")).toHaveText("You have selected an invalid file");
  await capture(page, "upload-invalid-file");
  // Refused by the server: named .pdf but not a PDF inside.
  await picker.setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some words, not a PDF at all") });
  await expect(page.getByRole("alert")).toHaveText("You have selected an invalid file");
  // Refused by the server: a PDF that needs a password to open.
  await picker.setInputFiles(path.join(FIXTURES, "pdf/password-example.pdf"));
  await expect(page.getByRole("alert")).toHaveText("Password-protected documents are not accepted");

  const pdf = FORMATS[0];
  const docId = await uploadAndWait(page, pdf.file, "upload-ready");
  await page.goto(`/documents/${docId}?unit=1&quote=${encodeURIComponent(pdf.phrase)}`);
  const viewer = page.getByRole("region", { name: /^Viewer: / });
  await expect(viewer.getByRole("img", { name: "Page 1" })).toBeVisible();
  // The quote is marked in PDF.js's text layer over the drawn page.
  await expect(viewer.locator(".textLayer mark").first()).toBeVisible({ timeout: 20_000 });
  expect((await viewer.locator(".textLayer mark").allTextContents()).join("").replace(/\s+/g, " ")).toContain("NICS Firearm Background Checks");
  await capture(page, "document-viewer-pdf");
  // The same page as extracted text, and the parse report.
  await viewer.getByRole("button", { name: "Text" }).click();
  await expect(viewer.locator("mark")).toContainText("NICS Firearm");
  // At 1440 px the report sits beside the drawn PDF page, inside the window (it was pushed off-screen).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "Parse report" }).click();
  const report = page.getByRole("complementary", { name: "Parse report" });
  await expect(report).toContainText("by OCR");
  await viewer.getByRole("button", { name: "Page" }).click();
  await expect(viewer.getByRole("img", { name: "Page 1" })).toBeVisible();
  await expect.poll(async () => (await report.boundingBox())?.x ?? 9999).toBeLessThanOrEqual(1440 - 320);
  await capture(page, "document-viewer-report");

  // The library shows it ready; rename it.
  await page.goto("/documents");
  const card = page.getByRole("listitem", { name: "nics-background-checks-2015-11.pdf" });
  await expect(card.getByText("Ready")).toBeVisible();
  await expect(card).toContainText("88.35 KB");
  await capture(page, "documents-library");
  await card.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename document" });
  await dialog.getByLabel("Name").fill("Background checks, November 2015");
  await dialog.getByRole("button", { name: "Save" }).click();
  const renamed = page.getByRole("listitem", { name: "Background checks, November 2015" });
  await expect(renamed).toBeVisible();

  // Filters: a file type with no documents, then cleared; a search of 3+ characters finds it by name.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole("button", { name: "File Type" }).click();
  await page.getByRole("menuitemcheckbox", { name: "CSV" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByText("No documents match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(renamed).toBeVisible();
  await page.getByRole("searchbox", { name: "Search documents" }).fill("Novemb");
  await expect(renamed).toBeVisible();
  await page.getByRole("searchbox", { name: "Search documents" }).fill("zzzz-nothing");
  await expect(page.getByText("No documents match these filters")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search documents" }).fill("");
  await expect(renamed).toBeVisible();

  // The phone Filter menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
  await capture(page, "documents-filter-menu");
  await page.getByRole("dialog", { name: "Filter" }).getByRole("button", { name: "Apply" }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete asks first, then the toast offers Undo for its 5 seconds: undone, nothing is deleted.
  const deleteIt = async () => {
    await renamed.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Background checks, November 2015");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No documents yet")).toBeVisible();
  };
  const notifications = page.getByRole("region", { name: /Notification/ });
  await deleteIt();
  await notifications.getByRole("button", { name: "Undo" }).click();
  await expect(renamed).toBeVisible();
  await page.waitForTimeout(6_000);
  expect((await page.request.get(`/api/documents/${docId}`)).status()).toBe(200);
  await expect(renamed).toBeVisible();

  // Not undone: deleted on the server once the toast has gone.
  await deleteIt();
  await expect.poll(async () => (await page.request.get(`/api/documents/${docId}`)).status(), { timeout: 15_000 }).toBe(404);
  await expect(notifications.getByRole("button", { name: "Undo" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("No documents yet")).toBeVisible();
});

for (const format of FORMATS.slice(1)) {
  test(`a ${format.type.toUpperCase()} file is uploaded, processed and opened at a known phrase`, async ({ page }) => {
    test.setTimeout(150_000);
    await signUp(page, `docs-${format.type}`, { first_name: "Dora", last_name: "Docs" });
    const docId = await uploadAndWait(page, format.file);
    const unit = await unitOf(page, docId, format.phrase);
    await page.goto(`/documents/${docId}?unit=${unit}&quote=${encodeURIComponent(format.phrase)}`);
    const viewer = page.getByRole("region", { name: /^Viewer: / });
    await expect(viewer.locator("mark").first()).toBeVisible({ timeout: 20_000 });
    expect((await viewer.locator("mark").allTextContents()).join("").replace(/\s+/g, " ")).toContain(format.phrase);
    await capture(page, `document-viewer-${format.type}`);

    // Keyboard: Right goes to the next unit (when there is one), Left comes back.
    const select = viewer.getByRole("combobox", { name: "Go to" });
    const count = await select.locator("option").count();
    if (count > 1) {
      await viewer.focus();
      const before = await select.inputValue();
      await page.keyboard.press(before === String(count) ? "ArrowLeft" : "ArrowRight");
      await expect(select).not.toHaveValue(before);
    }

    // Find in the document goes to the unit that holds the term and highlights it there.
    if ("find" in format) {
      await viewer.getByRole("button", { name: "Find in document" }).click();
      const box = viewer.getByRole("searchbox", { name: "Find in document" });
      await box.fill(format.find.term);
      await box.press("Enter");
      await expect(select.locator("option:checked")).toHaveText(format.find.unit);
      await expect(viewer.locator("mark")).toContainText(format.find.term);
      await capture(page, `document-viewer-${format.type}-find`);
    }

    await page.goto("/documents");
    await expect(page.getByRole("list", { name: "Documents" }).getByText("Ready")).toBeVisible();
  });
}
