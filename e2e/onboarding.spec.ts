import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { PASSWORD, signUp, skipTour, TOUR_STORAGE_KEY, uploadReady } from "./support/session";

const tourCard = (page: Page) => page.locator("[data-tour-card]");

async function storedTour(page: Page): Promise<{ id: string; used: boolean; stepsCompleted: string[] }> {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), TOUR_STORAGE_KEY)) ?? "null") as { id: string; used: boolean; stepsCompleted: string[] };
}

/** Walks a group with the keyboard focus on the card: Next until Done. Returns the step titles. */
async function walkGroup(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (let i = 0; i < 10; i++) {
    const card = tourCard(page);
    await expect(card).toBeFocused();
    titles.push((await card.getByRole("heading").textContent()) ?? "");
    const done = card.getByRole("button", { name: "Done" });
    if (await done.count()) {
      await done.click();
      break;
    }
    await card.getByRole("button", { name: "Next" }).click();
  }
  await expect(tourCard(page)).toHaveCount(0);
  return titles;
}

test("navigation rules: start-chat, login without next, logout with the view-home flag even when the call fails", async ({ page, playwright, baseURL }) => {
  const email = `nav-${Date.now()}@example.com`;
  const api = await playwright.request.newContext({ baseURL });
  const registered = await api.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  expect((await api.put("/api/profile", { data: { first_name: "Ada", last_name: "Lovelace", profession: "Student" }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await api.dispose();
  await skipTour(page);

  // Signed out: the start-chat action (here on a comparison page) asks to log in first.
  const startChat = page.getByRole("main").getByRole("link", { name: "Try Folio free" }).first();
  await page.goto("/compare/humata");
  await startChat.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fconversations%3FstartChat%3Dtrue$/);

  // Login without next lands on the chats.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/conversations$/);

  // Signed in: start-chat goes straight to a new chat.
  await page.goto("/compare/humata");
  await expect(startChat).toHaveAttribute("href", "/conversations?startChat=true");
  await startChat.click();
  await expect(page).toHaveURL(/\/conversations\?startChat=true$/);

  // Logout while the server call fails: the stored token is dropped and the user goes home with the
  // flag all the same (the httpOnly cookie can only be ended by the server, so it is tried again below).
  const signedInToken = await page.evaluate(() => localStorage.getItem("folio.session-token"));
  await page.route("**/api/auth/cookie/logout", (route) => route.abort());
  const logOut = async () => {
    await page.goto("/settings");
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/\?viewHome=true$/);
  };
  await logOut();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("folio.session-token"))).not.toBe(signedInToken);
  await page.unroute("**/api/auth/cookie/logout");

  // A working logout: signed out, on the home page with the flag.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/conversations$/);
  await logOut();
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Get started" })).toBeVisible();
});

test("the onboarding tour: each group, kept across reloads, closed by Esc", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await signUp(page, "tour", undefined, { tour: true });

  // menu, on the chats page, pointing at the sidebar.
  await page.goto("/conversations");
  await expect(tourCard(page)).toBeVisible();
  await expect(tourCard(page).getByRole("heading")).toHaveText("Chats");
  await capture(page, "onboarding-tour-menu");
  expect(await walkGroup(page)).toEqual(["Chats", "Documents", "Summaries", "Tools", "Your account"]);
  expect((await storedTour(page)).stepsCompleted).toEqual(["menu"]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(tourCard(page)).toHaveCount(0);

  // summarise, on the new-summary form.
  await page.goto("/summarise/new");
  await expect(tourCard(page).getByRole("heading")).toHaveText("What to summarise");
  expect(await walkGroup(page)).toEqual(["What to summarise", "Create the summary"]);

  // conversation, inside the start-chat dialog.
  await page.goto("/conversations?startChat=true");
  await expect(tourCard(page).getByRole("heading")).toHaveText("Pick a document");
  await capture(page, "onboarding-tour-conversation");
  expect(await walkGroup(page)).toEqual(["Pick a document", "Or upload one"]);

  // chatWindow, on a chat; Esc closes the tour for good.
  const docId = await uploadReady(page, token, { name: "mill.txt", mimeType: "text/plain", text: "The old mill was built in 1832.\n" });
  await page.goto(`/chat-file/${docId}`);
  await expect(page).toHaveURL(/\/conversations\/chat_/);
  await expect(tourCard(page).getByRole("heading")).toHaveText("This chat");
  await expect(tourCard(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(tourCard(page)).toHaveCount(0);
  const stored = await storedTour(page);
  expect(stored.used).toBe(true);
  expect(stored.stepsCompleted).toEqual(["menu", "summarise", "conversation"]);
  await page.reload();
  await expect(page.locator("[data-tour=chat-composer]")).toBeVisible();
  await expect(tourCard(page)).toHaveCount(0);
});

test("the onboarding tour is off at 768 px and follows its control when the window is resized", async ({ page }) => {
  await signUp(page, "tour-narrow", undefined, { tour: true });
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(tourCard(page)).toHaveCount(0);

  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(tourCard(page)).toBeVisible();
  const anchor = page.locator('[data-tour="nav-/conversations"]');
  const near = async () => {
    const [a, c] = await Promise.all([anchor.boundingBox(), tourCard(page).boundingBox()]);
    return a && c ? Math.abs(a.y - c.y) < 40 && c.x >= a.x + a.width : false;
  };
  await expect.poll(near).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(near).toBe(true);
  // Narrowed again: hidden, not broken.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(tourCard(page)).toHaveCount(0);
});
