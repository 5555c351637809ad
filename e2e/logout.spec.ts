import { expect, test } from "@playwright/test";
import { signUp } from "./support/session";

// A logout whose call never reaches the server must not pretend: the session stays, a toast says so,
// and its Try again logs out once the connection is back. At phone width the menu sheet closes first,
// so the toast's button is not behind the sheet's modal layer.
for (const width of [1440, 360]) {
  test(`a failed logout keeps the session and Try again logs out (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, `logout-fail-${width}`);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Personal details" })).toBeVisible({ timeout: 45_000 });
    await page.route("**/api/auth/cookie/logout", (route) => route.abort("internetdisconnected"));
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    if (await sidebar.isVisible()) await sidebar.getByRole("button", { name: /Account menu/ }).click();
    else {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /Account menu/ }).click();
    }
    await page.getByRole("menu").getByRole("menuitem", { name: "Log out" }).click();
    const notice = page.getByRole("region", { name: /Notification/ });
    await expect(notice.getByText("You are still signed in", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Personal details" })).toBeVisible();

    await page.unroute("**/api/auth/cookie/logout");
    await notice.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/\?viewHome=true$/);
    await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Get started" })).toBeVisible();
  });
}
