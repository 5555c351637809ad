import { expect, test, type Page } from "@playwright/test";
import { signUp, skipTour, toastItem, uploadReady } from "./support/session";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** What of the page lies under the help launcher: visible text and controls whose boxes meet its box. */
function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('button[aria-label="Help and support"]');
    if (!launcher) return ["no launcher"];
    const l = launcher.getBoundingClientRect();
    const meets = (r: DOMRect) => r.width > 1 && r.height > 1 && r.right > l.left && r.left < l.right && r.bottom > l.top && r.top < l.bottom;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || launcher.contains(parent) || !parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => meets(r))) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const el of document.querySelectorAll("a, button, input, textarea, select, img, [role=button], [role=combobox]")) {
      if (el === launcher || launcher.contains(el) || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (meets(el.getBoundingClientRect())) covered.push(`${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

/** Scrolled to its end (where a page's last lines are), nothing of the page is under the launcher. */
async function expectLauncherClear(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Help and support" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await coveredByLauncher(page), `${path} at ${PHONE.width} px`).toEqual([]);
}

const box = async (page: Page, locator: ReturnType<Page["locator"]>) => {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
};
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("on a phone the help launcher covers nothing at the end of a public page and makes way mid-page while scrolling down", async ({ page }) => {
  test.setTimeout(180_000);
  await skipTour(page);
  await page.setViewportSize(PHONE);
  for (const path of ["/books/pride-and-prejudice", "/", "/pricing", "/books", "/other-tools", "/login"]) await expectLauncherClear(page, path);
  // Mid-page the launcher makes way while the reader scrolls down, comes back on the way up, and
  // focus brings it back for a keyboard.
  await page.goto("/books/pride-and-prejudice");
  await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));
  const launcher = page.getByRole("button", { name: "Help and support" });
  await expect(launcher).toBeInViewport();
  await page.mouse.wheel(0, 600);
  await expect(launcher).not.toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("book-360-scrolling-down.png") });
  await launcher.focus();
  await expect(launcher).toBeInViewport();
  await launcher.blur();
  await expect(launcher).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(launcher).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("book-360.png") });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: test.info().outputPath("book-360-end.png") });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath("book-1440.png") });
});

test("on a phone the help launcher covers nothing of the app's pages, the chat's composer and the document viewer included; a refused book's upgrade toast and help offer stack without overlapping nor covering the back link", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const { token } = await signUp(page, "launcher");
  const docId = await uploadReady(page, token, { name: "mill.txt", mimeType: "text/plain", text: "The old mill on the river was built in 1832 by the Harlow family." });
  const started = await page.request.get(`/api/chat?doc_id=${docId}`, { headers: { authorization: `Bearer ${token}` } });
  const { chat_id: chatId } = (await started.json()) as { chat_id: string };
  for (const path of ["/documents", "/conversations", `/conversations/${chatId}`, `/documents/${docId}`, "/billing", "/settings"]) await expectLauncherClear(page, path);
  await page.goto(`/conversations/${chatId}`);
  await expect(page.getByRole("button", { name: "Send question" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("chat-360.png") });

  // The free plan's one document today is spent: adding a book is refused for the plan.
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/books/pride-and-prejudice/chat");
    const heading = page.getByRole("heading", { level: 1, name: "Pride and Prejudice could not be added" });
    await expect(heading).toBeVisible();
    const upgrade = toastItem(page, "Upgrade your account");
    const offer = toastItem(page, "Reached your daily upload limit?");
    await expect(upgrade).toBeVisible();
    await expect(offer).toBeVisible();
    await expect(offer).toHaveCount(1);
    // Let the toasts' entry animation end before measuring.
    await page.waitForTimeout(500);
    const back = page.getByRole("link", { name: "Back to Pride and Prejudice" });
    const [upgradeBox, offerBox, headingBox, backBox] = [await box(page, upgrade), await box(page, offer), await box(page, heading), await box(page, back)];
    expect(overlap(upgradeBox, offerBox), `the upgrade toast and the help offer overlap at ${viewport.width} px`).toBe(false);
    for (const [name, target] of [
      ["heading", headingBox],
      ["back link", backBox],
    ] as const) {
      expect(overlap(offerBox, target), `the help offer covers the page's ${name} at ${viewport.width} px`).toBe(false);
      expect(overlap(upgradeBox, target), `the upgrade toast covers the page's ${name} at ${viewport.width} px`).toBe(false);
    }
    await page.screenshot({ path: test.info().outputPath(`book-refused-${viewport.width}.png`) });
    if (viewport === PHONE) {
      // On a phone the older toast is folded behind the newer; reaching it by keyboard unfolds both.
      await offer.getByRole("button", { name: "Ask support" }).focus();
      await expect.poll(async () => Math.min((await box(page, offer)).height, (await box(page, upgrade)).height)).toBeGreaterThan(60);
      await page.screenshot({ path: test.info().outputPath("book-refused-360-unfolded.png") });
      await offer.getByRole("button", { name: "Ask support" }).blur();
    }
  }
  await toastItem(page, "Reached your daily upload limit?").getByRole("button", { name: "Ask support" }).click();
  await expect(page.getByRole("dialog", { name: "Help and support" }).getByText(/About: Daily uploads exceeded/)).toBeVisible();
});
