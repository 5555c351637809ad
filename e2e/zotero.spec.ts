import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { startFakeZotero, type FakeZotero } from "../apps/server/src/test-support/fake-zotero-server.ts";
import { ZOTERO_API_KEY, ZOTERO_USER_ID, zoteroAccount } from "../apps/server/src/test-support/zotero-account.ts";
import { fixturePath } from "../apps/server/src/test-support/fixtures.ts";
import { capture } from "./support/screenshots";
import { openHydrated, signUp, toast } from "./support/session";

/** The port playwright.config.ts gives the app as ZOTERO_API_BASE. */
const FAKE_ZOTERO_PORT = 3191;

let zotero: FakeZotero;
test.beforeAll(async () => {
  zotero = await startFakeZotero(zoteroAccount(), FAKE_ZOTERO_PORT);
});
test.afterAll(async () => zotero.close());

test("connect Zotero with a user ID and API key, browse the library, import a paper and see it with its metadata, import a collection, review it and export the review", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "zotero");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Reference manager (Zotero)" });
  await expect(section.getByRole("button", { name: "Connect", exact: true })).toBeVisible();
  // This server has no Zotero OAuth application: Connect offers the key form.
  await section.getByRole("button", { name: "Connect", exact: true }).click();
  await section.getByLabel("Zotero user ID").fill(String(ZOTERO_USER_ID));
  await section.getByLabel("Zotero API key").fill(ZOTERO_API_KEY);
  await section.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(toast(page, "Zotero connected")).toBeVisible();
  await expect(section.getByText("Connected as")).toBeVisible();
  await expect(section.getByRole("button", { name: "Copy key" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await capture(page, "zotero-settings");

  await section.getByRole("link", { name: "Open your library" }).click();
  await expect(page.getByRole("heading", { name: "Zotero", level: 1 })).toBeVisible();
  const items = page.getByRole("list", { name: "Zotero items" });
  await expect(items.getByText("LinnDrum 32 Track MIDI Sequence Recorder")).toBeVisible();
  await expect(items.getByText("A Book Without a PDF")).toBeVisible();
  await expect(items.getByText("No PDF in Zotero")).toBeVisible();
  await capture(page, "zotero-library");

  await page.getByLabel("Search by title, author or year").fill("hopper");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(items.getByText("A Book Without a PDF")).toBeVisible();
  await expect(items.getByText("LinnDrum 32 Track MIDI Sequence Recorder")).toBeHidden();
  await page.getByLabel("Search by title, author or year").fill("");
  await page.getByRole("button", { name: "Search" }).click();

  await items.getByRole("button", { name: /Import linn\.pdf/ }).click();
  await expect(toast(page, "Import started")).toBeVisible();
  await items.getByRole("link", { name: "Open linn.pdf" }).click();
  const reference = page.getByRole("region", { name: "Reference" });
  await expect(reference).toContainText("Roger Linn, Linn Electronics");
  await expect(reference).toContainText("(1984)");
  await expect(reference).toContainText("LinnDrum 32 Track MIDI Sequence Recorder");
  await expect(reference.getByRole("link", { name: "doi:10.5555/linn.1984" })).toBeVisible();
  await capture(page, "zotero-imported-document");

  // A whole collection, as a job with progress: the paper is there already, the book has no PDF.
  await page.goto("/zotero");
  await page.getByRole("combobox", { name: "Collection" }).click();
  await page.getByRole("option", { name: "Instruments" }).click();
  await page.getByRole("button", { name: "Import the collection “Instruments”" }).click();
  await expect(page.getByText("Done: 0 imported, 2 skipped (no file, or imported before).")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Importing “Instruments”" })).toHaveAttribute("aria-valuenow", "100");
  await capture(page, "zotero-collection-import");
  await page.getByRole("button", { name: "Watch for new items" }).click();
  await expect(toast(page, "Watching the collection")).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop watching" })).toBeVisible();

  // A review of the collection: imported into a new folder named after it, then written; exported as BibTeX.
  await openHydrated(page, "/tools/literature-review-writer");
  await page.getByLabel("Topic").fill("drum machine sequencers");
  await page.getByRole("tab", { name: "Zotero collection" }).click();
  await page.getByRole("combobox", { name: "Collection" }).click();
  await page.getByRole("option", { name: "Instruments" }).click();
  await page.getByRole("button", { name: "Write the review" }).click();
  const review = page.getByRole("article", { name: "Literature review: drum machine sequencers" });
  await expect(review.getByRole("heading", { name: "Introduction" })).toBeVisible({ timeout: 120_000 });
  await expect(review.getByText(/\(1984\)\. LinnDrum 32 Track MIDI Sequence Recorder\. https:\/\/doi\.org\/10\.5555\/linn\.1984/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Saved reviews" }).getByText("(queued")).toBeHidden();
  await capture(page, "zotero-literature-review");
  const download = page.waitForEvent("download");
  await review.getByRole("button", { name: "Download BibTeX" }).click();
  const bib = await download;
  expect(bib.suggestedFilename()).toMatch(/\.bib$/);
  expect(fs.readFileSync(await bib.path(), "utf8")).toContain("title = {LinnDrum 32 Track MIDI Sequence Recorder}");

  // Disconnect asks first, then forgets the key.
  await page.goto("/settings");
  await section.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(section.getByRole("button", { name: "Connect", exact: true })).toBeVisible();
});

test("without a Zotero account: a BibTeX export with its PDF becomes a document with the entry's metadata", async ({ page }) => {
  await signUp(page, "zotero-bib");
  await page.goto("/zotero");
  await expect(page.getByText("Zotero is not connected")).toBeVisible();
  const bib = "@article{linn84, title = {{LinnDrum} Sequencer}, author = {Linn, Roger}, year = {1984}, file = {PDF:files/1/linn.pdf:application/pdf}}";
  await page.getByLabel("Export (.bib or .ris)").setInputFiles({ name: "library.bib", mimeType: "text/plain", buffer: Buffer.from(bib) });
  await page.getByLabel("PDFs").setInputFiles({ name: "linn.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(fixturePath("pdf", "linn.pdf")) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("1 entry read.")).toBeVisible();
  await capture(page, "zotero-export-import");
  await page.getByRole("link", { name: "LinnDrum Sequencer" }).click();
  await expect(page.getByRole("region", { name: "Reference" })).toContainText("Roger Linn (1984). LinnDrum Sequencer");
});
