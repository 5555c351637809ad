import { expect, type Page } from "@playwright/test";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const NARROWEST = 360;

/**
 * Save full-page screenshots of the current page at desktop and phone width into e2e/screenshots/,
 * and check nothing is wider than the narrowest supported screen (360 px).
 */
export async function capture(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  await page.evaluate(() => document.fonts.ready);
  // Under a modal only the screen is seen; a full-page capture would show the page beneath it.
  const modalOpen = await page.locator('[role="dialog"], [role="alertdialog"]').count();
  for (const [label, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // From the top, so sticky bars sit where a visitor first sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: modalOpen === 0, animations: "disabled" });
  }
  await page.setViewportSize({ width: NARROWEST, height: PHONE.height });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at ${NARROWEST} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(original);
}
