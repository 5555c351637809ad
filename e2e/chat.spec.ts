import { expect, test } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, toast, uploadReady } from "./support/session";

const PDF = "test-fixtures/formats/pdf/federal-register-2020-17221.pdf";

test.describe.configure({ mode: "serial" });

test("start-chat sends a signed-out visitor to log in and back", async ({ page }) => {
  await page.goto("/conversations?startChat=true");
  await expect(page).toHaveURL(/\/login\?next=%2Fconversations%3FstartChat%3Dtrue$/);
});

test("upload a PDF, ask, follow the citation to the highlighted quote, follow up, rename and delete", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "chat");

  await page.goto("/conversations");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await capture(page, "chat-list-empty");

  // /chat-file without an id is the start-chat dialog; with an unknown id it says so.
  await page.goto("/chat-file/doc_nothing");
  await expect(page.getByRole("alert")).toContainText("The document cannot be found or has been deleted.");
  await page.goto("/chat-file");
  await expect(page).toHaveURL(/\/conversations\?startChat=true$/);
  const dialog = page.getByRole("dialog", { name: "Start a chat" });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId("start-chat-file").setInputFiles(PDF);
  await expect(page).toHaveURL(/\/conversations\/chat_/, { timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "federal-register-2020-17221.pdf" })).toBeVisible();
  await capture(page, "chat-empty");

  // The models: LOCAL chosen; one this server does not offer is disabled and says so (the picker's plan rules: the sniper test).
  await page.getByRole("combobox", { name: "Model" }).click();
  const gpt = page.getByRole("option", { name: /GPT-4o Mini/ });
  await expect(gpt).toHaveAttribute("aria-disabled", "true");
  await expect(gpt).toContainText("Not available on this server");
  await page.keyboard.press("Escape");

  const question = page.getByLabel("Ask a question about the document");
  await question.fill("How many fatalities resulted from the accidents?");
  await question.press("Enter");
  const answer = page.getByRole("article", { name: "Answer" }).last();
  await expect(answer).toContainText("189 fatalities");
  await expect(answer).toHaveAttribute("aria-busy", "false");

  // The chip of the quote with "189 fatalities" sits on page 2.
  const chip = answer.getByRole("button", { name: /^Source \d+: federal-register-2020-17221\.pdf, Page 2$/ }).last();
  await chip.click();
  const pane = page.getByRole("complementary", { name: /^Source: federal-register-2020-17221\.pdf, Page 2$/ });
  await expect(pane).toBeVisible();
  // The viewer opens at page 2 with the quote marked in the PDF's text layer.
  await expect(pane.getByLabel("Go to")).toHaveValue("2");
  const marked = pane.locator("mark");
  await expect(marked.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await marked.allTextContents()).join("").replace(/\s+/g, " ")).toContain("189 fatalities");
  // The pane names the document in full, and its edge resizes it from the keyboard; the width is kept.
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = pane.getByRole("heading", { name: "federal-register-2020-17221.pdf" });
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const edge = page.getByRole("separator", { name: "Resize the source pane" });
  // Its value follows the pane's width once the wider window is measured.
  await expect.poll(async () => Math.abs(Number(await edge.getAttribute("aria-valuenow")) - (await pane.boundingBox())!.width)).toBeLessThanOrEqual(1);
  const before = Number(await edge.getAttribute("aria-valuenow"));
  await edge.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(edge).toHaveAttribute("aria-valuenow", String(before + 64));
  await expect.poll(async () => Math.round((await pane.boundingBox())?.width ?? 0)).toBe(before + 64);
  expect(await page.evaluate(() => localStorage.getItem("folio.chat.sourcePaneWidth"))).toBe(String(before + 64));
  await capture(page, "chat-citation");

  // On a phone the source covers the chat and closes back to it.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(pane).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/chat-citation-360.png" });
  await pane.getByRole("button", { name: /close/i }).first().click();
  await expect(pane).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // A follow-up uses the conversation; Shift+Enter adds a line instead of sending.
  await question.fill("What test");
  await question.press("Shift+Enter");
  await question.pressSequentially("must the operators perform?");
  await expect(question).toHaveValue("What test\nmust the operators perform?");
  await question.press("Enter");
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(2);
  await expect(page.getByRole("article", { name: "Answer" }).last()).toContainText("test");
  await expect(page.getByRole("article", { name: "Answer" }).last()).toHaveAttribute("aria-busy", "false");
  await capture(page, "chat-follow-up");

  // Arabic answers read right to left.
  await page.getByRole("combobox", { name: "Answer language" }).click();
  await page.getByRole("option", { name: "العربية" }).click();
  await question.fill("How many fatalities resulted from the accidents?");
  await question.press("Enter");
  const arabic = page.getByRole("article", { name: "Answer" }).nth(2).getByTestId("answer-text");
  await expect(arabic).toContainText("189 fatalities");
  await expect.poll(() => arabic.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await capture(page, "chat-arabic");
  await page.getByRole("combobox", { name: "Answer language" }).click();
  await page.getByRole("option", { name: "English" }).click();

  // The same on a phone: ask, follow a citation into the full-screen source, come back.
  await page.setViewportSize({ width: 360, height: 780 });
  await question.fill("Which sensor system test must be performed?");
  await question.press("Enter");
  const phoneAnswer = page.getByRole("article", { name: "Answer" }).nth(3);
  await expect(phoneAnswer).toHaveAttribute("aria-busy", "false");
  const phoneChip = phoneAnswer.getByRole("button", { name: /^Source \d+: / }).first();
  const phoneChipLabel = (await phoneChip.getAttribute("aria-label"))!.replace(/^Source \d+: /, "");
  await phoneChip.click();
  const phonePane = page.getByRole("complementary", { name: `Source: ${phoneChipLabel}` });
  await expect(phonePane.locator("mark").first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: "e2e/screenshots/chat-phone-source-360.png" });
  // A PDF page takes the sheet's width, and a two-finger pinch zooms it (not the app).
  // (A quote the page's text layer lacks is shown in the Text view: back to the page.)
  const pageView = phonePane.getByRole("button", { name: "Page", exact: true });
  if (await pageView.count()) await pageView.click();
  const phonePage = phonePane.getByRole("img", { name: /^Page \d+$/ });
  await expect(phonePage).toBeVisible();
  expect((await phonePage.boundingBox())!.width).toBeGreaterThanOrEqual(340);
  await phonePane.locator(".pdf-page").evaluate((el) => {
    const at = (id: number, type: string, x: number) => el.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: "touch", clientX: x, clientY: 300, bubbles: true }));
    at(1, "pointerdown", 150);
    at(2, "pointerdown", 200);
    at(2, "pointermove", 250);
    at(1, "pointerup", 150);
    at(2, "pointerup", 250);
  });
  await expect(phonePane.getByText("200%")).toBeVisible();
  await expect.poll(async () => (await phonePage.boundingBox())!.width).toBeGreaterThan(600);
  await page.screenshot({ path: "e2e/screenshots/chat-phone-source-pinched-360.png" });
  await phonePane.getByRole("button", { name: "Close viewer" }).click();
  await expect(phonePane).toBeHidden();
  await expect(question).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Rename from the conversation's menu.
  await page.getByRole("button", { name: /^Actions for / }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename conversation" });
  await rename.getByLabel("Name").fill("Boeing AOA sensors");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Boeing AOA sensors" })).toBeVisible();

  // The list groups it under Today; delete it from there.
  await page.getByRole("link", { name: "All conversations" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(main.getByRole("link", { name: /Boeing AOA sensors/ })).toBeVisible();
  // The sidebar lists it too, under its age group.
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("navigation", { name: "Recent chats" }).getByRole("link", { name: "Boeing AOA sensors" })).toBeVisible();
  await capture(page, "chat-list");
  // Search finds it by what was asked in it (after 3 characters, debounced).
  const search = page.getByLabel("Search conversations");
  await search.fill("fatalities");
  await expect(main.getByRole("link", { name: /Boeing AOA sensors/ })).toBeVisible();
  await search.fill("volcanoes");
  await expect(page.getByText("No conversation matches “volcanoes”.")).toBeVisible();
  await search.fill("");
  await main.getByRole("button", { name: "Actions for Boeing AOA sensors" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await expect(sidebar.getByRole("navigation", { name: "Recent chats" })).toBeHidden();
});

test("the model picker and sniper mode follow the plan: free users see what needs an upgrade; on Premium credit models and sniper mode", async ({ page }) => {
  const { token } = await signUp(page, "sniper");
  const text = "Field guide to the valley.\n\nThe old mill on the river was built in 1832 by the Harlow family. The flood of 1911 destroyed its wheel.\n";
  const docId = await uploadReady(page, token, { name: "valley.txt", mimeType: "text/plain", text });
  await page.goto(`/chat-file/${docId}`);
  await expect(page).toHaveURL(/\/conversations\/chat_/);

  // The model picker of a free user (this server offers GPT-4 through a local server, and LOCAL):
  // GPT-4o Mini is in the plan but not offered here; GPT-4 needs a paid plan and opens the plans.
  await page.setViewportSize({ width: 1440, height: 900 });
  const picker = page.getByRole("combobox", { name: "Model" });
  await expect(picker).toHaveText("Local (offline)");
  await picker.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("group", { name: "Included in Free" }).getByRole("option")).toHaveText([/^GPT-4o Mini.*Not available on this server$/, /^Local \(offline\)$/]);
  const upgradeGroup = listbox.getByRole("group", { name: "With Premium or Pro" });
  await expect(upgradeGroup.getByRole("option", { name: /GPT-4\b/ })).toContainText("Upgrade to use");
  await expect(upgradeGroup.getByRole("option", { name: /Claude 4\.0 Opus/ })).toContainText("Not available on this server");
  await expect(listbox).not.toContainText(/API_KEY|BASE_URL/);
  await page.screenshot({ path: "e2e/screenshots/chat-model-picker-free-1440.png", animations: "disabled" });
  await upgradeGroup.getByRole("option", { name: /GPT-4\b/ }).click();
  const overlay = page.getByRole("dialog", { name: "Choose a plan" });
  await expect(overlay.getByRole("switch", { name: "Annual Billing (25% OFF)" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(picker).toBeFocused();
  await expect(picker).toHaveText("Local (offline)");
  await page.setViewportSize({ width: 360, height: 780 });
  await picker.click();
  await page.screenshot({ path: "e2e/screenshots/chat-model-picker-free-360.png", animations: "disabled" });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Free: shown, off and locked; trying it shows the spec's upgrade toast, whose button opens the plans.
  const sniper = page.getByRole("switch", { name: "Sniper mode" });
  await expect(sniper).toHaveAttribute("aria-disabled", "true");
  // aria-disabled keeps it focusable (Playwright's click() refuses an aria-disabled element): Space tries it.
  await sniper.focus();
  await page.keyboard.press("Space");
  await expect(toast(page, "Upgrade your account")).toBeVisible();
  await expect(sniper).toHaveAttribute("aria-checked", "false");
  await capture(page, "chat-sniper-locked");
  await page.getByRole("button", { name: "See plans" }).click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();

  // Premium, through the test-mode checkout.
  const headers = { authorization: `Bearer ${token}` };
  const checkout = (await (await page.request.post("/api/subscription", { headers, data: { subscription: "MONTHLY", plan: "PREMIUM" } })).json()) as { url: string };
  const paid = await page.request.post(`/api/billing/test-checkout/${checkout.url.split("/").pop()}`, { headers, data: { outcome: "success" } });
  expect(paid.ok()).toBe(true);
  await page.reload();
  await expect(sniper).toHaveAttribute("aria-disabled", "false");
  // On Premium GPT-4 costs credits, with the balance the plan granted.
  await picker.click();
  await expect(listbox.getByRole("group", { name: "Credits · 10 left" }).getByRole("option", { name: /GPT-4\b/ })).toContainText("1 credit an answer");
  await page.keyboard.press("Escape");
  await sniper.focus();
  await page.keyboard.press("Space");
  await expect(sniper).toHaveAttribute("aria-checked", "true");

  // The question carries it; LOCAL accepts it and answers with its cited quote.
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/api/chat/${docId}`));
  const question = page.getByLabel("Ask a question about the document");
  await question.fill("Who built the old mill?");
  await question.press("Enter");
  expect((await sent).postDataJSON()).toMatchObject({ message: "Who built the old mill?", sniper: true });
  const answer = page.getByRole("article", { name: "Answer" }).last();
  await expect(answer).toHaveAttribute("aria-busy", "false");
  await expect(answer).toContainText("Harlow");
  await capture(page, "chat-sniper-on");
  // At the narrowest width the switch, its label and its tooltip (shown on keyboard focus) fit.
  await page.setViewportSize({ width: 360, height: 780 });
  await sniper.blur();
  await sniper.focus();
  await expect(page.getByRole("tooltip")).toContainText("every sentence");
  await page.screenshot({ path: "e2e/screenshots/chat-sniper-360.png" });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.reload();
  await expect(sniper).toHaveAttribute("aria-checked", "true");
});
