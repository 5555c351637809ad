import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, uploadReady } from "./support/session";

const PDF = "test-fixtures/formats/pdf/federal-register-2020-17221.pdf";

const audio = (page: Page) => page.getByTestId("podcast-audio");

test("make a podcast from a PDF: progress, play, speed, a chapter opens its page, download, delete", async ({ page }) => {
  test.setTimeout(300_000);
  const { token } = await signUp(page, "podcast");
  await uploadReady(page, token, PDF);

  await page.goto("/podcast");
  await expect(page.getByRole("heading", { level: 1, name: "Podcasts" })).toBeVisible();
  await expect(page.getByText("No podcasts yet")).toBeVisible();
  await capture(page, "podcasts-empty");

  await page.getByRole("button", { name: "New podcast" }).click();
  const dialog = page.getByRole("dialog", { name: "Make a podcast" });
  await dialog.getByRole("combobox", { name: "Document" }).click();
  await page.getByRole("option", { name: "federal-register-2020-17221.pdf" }).click();
  await dialog.getByRole("button", { name: "Make podcast" }).click();

  // The counter rises while the job works.
  const progress = dialog.getByRole("progressbar", { name: "Podcast progress" });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThan(3);
  await expect(dialog.getByRole("status")).toContainText("Making your podcast");
  await capture(page, "podcast-making");

  await expect(page.getByText("Podcast Creation Successful", { exact: true })).toBeVisible({ timeout: 240_000 });
  await expect(dialog).toBeHidden();
  const card = page.getByRole("list", { name: "Podcasts" }).getByRole("listitem").first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  expect(name.length).toBeGreaterThan(0);
  await expect(card.getByTestId("podcast-waveform")).toHaveAttribute("width", "178");
  await expect(card.getByTestId("podcast-waveform")).toHaveAttribute("height", "50");
  const chapters = card.getByRole("list", { name: "Chapters" }).getByRole("listitem");
  expect(await chapters.count()).toBeGreaterThan(1);
  await capture(page, "podcasts-list");

  // Play: the audio advances.
  await card.getByRole("button", { name: "Play", exact: true }).click();
  await expect(card.getByRole("button", { name: "Pause", exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => audio(page).evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.3);

  // Speed: 1 → 1.5 → 2 → 1.
  for (const rate of [1.5, 2, 1]) {
    await card.getByRole("button", { name: /^Playback speed/ }).click();
    await expect(card.getByRole("button", { name: `Playback speed ${rate}x` })).toBeVisible();
    expect(await audio(page).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(rate);
  }
  await card.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(card.getByRole("button", { name: "Play", exact: true })).toBeVisible();

  // A chapter opens the page it talks about in the viewer.
  const second = chapters.nth(1);
  const openLabel = (await second.getByRole("button", { name: /^Open / }).getAttribute("aria-label")) ?? "";
  const pageLabel = openLabel.replace(/^Open /, "").replace(/ in the document$/, "");
  await second.getByRole("button", { name: /^Open / }).click();
  const source = page.getByRole("complementary", { name: `Source: ${pageLabel}` });
  await expect(source).toBeVisible();
  await expect(source.getByLabel("Go to")).toHaveValue(pageLabel.replace(/^Page /, ""));
  await expect(source.locator(".textLayer span").first()).toBeVisible({ timeout: 30_000 });
  await capture(page, "podcast-chapter-open");
  await page.keyboard.press("Escape");
  await expect(source).toBeHidden();

  // Download: an MP3 named after the podcast.
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: /^Download / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.mp3`);

  // Delete after confirmation.
  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Podcast deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("No podcasts yet")).toBeVisible();
});

test("make a podcast from a conversation and find it in that conversation's podcasts", async ({ page }) => {
  test.setTimeout(300_000);
  const { token } = await signUp(page, "podcast");
  const headers = { authorization: `Bearer ${token}` };
  const docId = await uploadReady(page, token, PDF);
  const { chat_id } = (await (await page.request.get(`/api/chat?doc_id=${docId}`, { headers })).json()) as { chat_id: string };
  const asked = await page.request.post(`/api/chat/${docId}?chat_id=${chat_id}&model_name=LOCAL&language=EN`, { headers, data: { message: "How many fatalities resulted from the accidents?" } });
  expect(asked.ok()).toBe(true);

  await page.goto(`/conversations/${chat_id}`);
  await page.getByRole("button", { name: "Make a podcast" }).click();
  const dialog = page.getByRole("dialog", { name: "Make a podcast" });
  await dialog.getByRole("button", { name: "Make podcast" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Podcast progress" })).toBeVisible();
  await expect(page.getByText("Podcast Creation Successful", { exact: true })).toBeVisible({ timeout: 240_000 });
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "This conversation's podcasts" }).click();
  await expect(page).toHaveURL(new RegExp(`/podcast\\?conversation=${chat_id}$`));
  const list = page.getByRole("list", { name: "Podcasts" });
  await expect(list.getByRole("listitem").first().getByTestId("podcast-waveform")).toBeVisible();
  await expect(list.getByRole("list", { name: "Chapters" })).toBeVisible();
  await capture(page, "podcasts-conversation");
});
