import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, uploadReady } from "./support/session";

const PAPERS = [
  {
    name: "street-trees.txt",
    text: "Street trees and urban heat.\n\nThis study investigates how street trees reduce urban heat island temperatures. We measured surface temperatures on 120 streets with handheld infrared sensors. Results show that streets with dense tree canopy were significantly cooler at noon. Further research is needed on how tree species differ in cooling.\n",
  },
  {
    name: "cool-roofs.txt",
    text: "Cool roofs and urban heat.\n\nThis paper examines whether reflective cool roofs lower urban heat island temperatures. We used a city-scale simulation model of roof albedo and air temperature. We find that cool roofs reduced peak air temperatures by about one degree. However, cool roofs did not reduce night-time temperatures in dense districts.\n",
  },
];

/** Pro through the test-mode checkout: the free plan takes one upload a day. */
async function signUpPro(page: Page): Promise<{ token: string }> {
  const session = await signUp(page, "reviews", { first_name: "Rita", last_name: "Reviews" });
  await page.goto("/documents?plan=PRO&period=MONTHLY");
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await page.getByRole("button", { name: "Pay with test card 4242" }).click();
  await expect(page).toHaveURL(/\/billing$/);
  return session;
}

test("write a literature review of a folder from its action, open a citation in the viewer, download Markdown, delete the saved review", async ({ page }) => {
  test.setTimeout(240_000);
  const { token } = await signUpPro(page);
  const ids: string[] = [];
  for (const paper of PAPERS) ids.push(await uploadReady(page, token, { ...paper, mimeType: "text/plain" }));
  const folder = await page.request.post("/api/knowledge", { headers: { authorization: `Bearer ${token}` }, data: { name: "Heat papers", document_ids: ids } });
  expect(folder.status()).toBe(201);

  // The folder's own action opens the writer with the folder chosen.
  await page.goto(`/knowledge-base/folder/${String((await folder.json()).id)}`);
  await page.getByRole("button", { name: "Folder actions" }).click();
  await page.getByRole("menuitem", { name: "Write a literature review" }).click();
  await expect(page).toHaveURL(/\/tools\/literature-review-writer\?folder=kb_/);
  await expect(page.getByText("No reviews yet.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Folder of papers" })).toHaveText("Heat papers");
  await page.getByLabel("Topic").fill("urban heat island mitigation");
  await page.getByRole("combobox", { name: "Reference style" }).click();
  await page.getByRole("option", { name: "Harvard" }).click();
  await page.getByRole("button", { name: "Write the review" }).click();

  const review = page.getByRole("article", { name: "Literature review: urban heat island mitigation" });
  await expect(review.getByRole("heading", { name: "Introduction" })).toBeVisible({ timeout: 60_000 });
  await expect(review.getByRole("heading", { name: "Comparison of the sources" })).toBeVisible();
  await expect(review.getByText(/extractive/).first()).toBeVisible();
  await expect(review.getByRole("table")).toBeVisible();
  await capture(page, "literature-review");

  const download = page.waitForEvent("download");
  await review.getByRole("button", { name: "Download Markdown" }).click();
  expect((await download).suggestedFilename()).toMatch(/literature review\.md$/);

  await review.getByRole("link", { name: "[1]" }).first().click();
  await expect(page).toHaveURL(/\/documents\/doc_[^?]+\?.*unit=1/);

  await page.goto("/tools/literature-review-writer");
  await page.getByRole("button", { name: "Delete the review “urban heat island mitigation”" }).click();
  await expect(page.getByText("No reviews yet.")).toBeVisible();
});
