import { expect, test, type Page } from "@playwright/test";
import { makePng } from "./support/png";
import { capture } from "./support/screenshots";
import { PASSWORD, skipTour, toast } from "./support/session";
import { holdScript } from "./support/held-script";

async function openUserMenu(page: Page) {
  const desktopSidebar = page.getByRole("complementary", { name: "Sidebar" });
  if (await desktopSidebar.isVisible()) {
    await desktopSidebar.getByRole("button", { name: /Account menu/ }).click();
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: /Account menu/ }).click();
  }
  return page.getByRole("menu");
}

test.describe.configure({ mode: "serial" });

test("public pages render and send signed-out visitors of /settings to log in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Ask your documents. Check every answer." })).toBeVisible();
  await capture(page, "home");

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(page.getByRole("heading", { name: "Log in to Folio" })).toBeVisible();
  await capture(page, "login");

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await capture(page, "forgot-password");
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent you a password reset link. Check your inbox." })).toBeVisible();
  await capture(page, "forgot-password-sent");

  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This password reset link is not valid or has expired.");
  await capture(page, "reset-password");

  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByRole("alert")).toContainText("This verification link is not valid or has expired.");
  await capture(page, "verify-email");

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await capture(page, "not-found");
});

test("a log-in pressed before the app has taken the pre-rendered form over is sent through the app, not by the browser", async ({ page }) => {
  // The app's script is held back: the visitor fills the painted form and presses Log in meanwhile.
  const releaseScript = await holdScript(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  // Held: the browser did not send the form (it would reload the page with a query).
  await expect(page).toHaveURL(/\/login$/);
  releaseScript();
  await expect(page.getByRole("alert")).toContainText("The e-mail or password is not correct.");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("E-mail")).toHaveValue("nobody@example.com");
});

test("an account from registration to deletion", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  await skipTour(page);

  // Register: the form checks fields before calling the server.
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
  await capture(page, "register-errors");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // Complete the profile in the full-screen overlay.
  const overlay = page.getByRole("dialog", { name: "Complete your profile" });
  await expect(overlay).toBeVisible();
  // Without a next parameter registration lands on the chats (spec: Login and logout).
  await expect(page).toHaveURL(/\/conversations$/);
  const submit = overlay.getByRole("button", { name: "Continue" });
  await expect(submit).toBeDisabled();
  await overlay.getByLabel("First name").focus();
  await overlay.getByLabel("Last name").focus();
  await expect(overlay.getByText("First name is required")).toBeVisible();
  await capture(page, "profile-completion");
  await overlay.getByLabel("First name").fill("Ada");
  await overlay.getByLabel("Last name").fill("Lovelace");
  await overlay.getByRole("combobox", { name: "Profession" }).click();
  await expect(page.getByRole("option")).toHaveText(["Student", "Professionals", "Writer", "Educator", "Legal/Finance"]);
  await page.getByRole("option", { name: "Writer" }).click();
  await submit.click();
  await expect(toast(page, "Welcome Ada!")).toBeVisible();
  await expect(overlay).toBeHidden();
  await page.goto("/settings");

  // The settings page, with its sections in the spec's order.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Profile picture", "Personal details", "E-mail verification", "Link a mobile app", "Reference manager (Zotero)", "Connected assistants", "Use Folio in your assistant", "Privacy and cookies", "Delete account"]);
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeDisabled();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await expect(page.getByRole("img", { name: "Your profile picture" })).toHaveText("AL");
  await capture(page, "settings");

  // Change the name: Save waits while a field is empty, and Enter does not save.
  const firstName = page.getByLabel("First name");
  const save = page.getByRole("button", { name: "Save changes" });
  await firstName.fill("");
  await expect(save).toBeDisabled();
  await firstName.fill("Augusta");
  await firstName.press("Enter");
  await expect(toast(page, "Profile Updated")).toBeHidden();
  await save.click();
  await expect(toast(page, "Profile Updated")).toBeVisible();
  await expect(page.getByText("Your profile has been updated successfully").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Your profile picture" })).toHaveText("AL");

  // Upload a picture; a file of another type is refused before upload.
  const picker = page.getByTestId("profile-image-input");
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(toast(page, "Invalid file type")).toBeVisible();
  await picker.setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: makePng() });
  const picture = page.getByRole("img", { name: "Your profile picture" });
  await expect(picture).toHaveJSProperty("tagName", "IMG");
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole("button", { name: "Change picture" })).toBeEnabled();
  await capture(page, "settings-with-picture");

  // The user menu shows the new name; log out from it.
  const menu = await openUserMenu(page);
  await expect(menu).toContainText("Augusta Lovelace");
  // A menu open at one width cannot be resized to another, so this one is captured on desktop only.
  await page.screenshot({ path: "e2e/screenshots/user-menu-desktop.png" });

  // The dark theme, chosen from the menu, is remembered across a reload.
  await menu.getByRole("menuitem", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("heading", { name: "Personal details" })).toBeVisible();
  await capture(page, "settings-dark");
  await (await openUserMenu(page)).getByRole("menuitem", { name: "Light theme" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);

  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/\?viewHome=true$/);
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Get started" })).toBeVisible();

  // Log in again by keyboard only, and come back to settings with the saved profile.
  await page.goto("/login?next=/settings");
  for (let i = 0; i < 5 && !(await page.getByLabel("E-mail").evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  // The keyboard focus is visible.
  await expect(page.getByLabel("E-mail")).toHaveCSS("outline-style", "solid");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel("First name")).toHaveValue("Augusta");
  await expect.poll(() => page.getByRole("img", { name: "Your profile picture" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // On a phone the sidebar becomes a top bar with a menu sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: "e2e/screenshots/mobile-menu-mobile.png" });
  await sheet.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menu")).toContainText("Augusta Lovelace");
  await page.screenshot({ path: "e2e/screenshots/user-menu-mobile.png" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete the account: confirm, then land on the home page signed out.
  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await capture(page, "delete-account-dialog");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(toast(page, "Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/\?viewHome=true$/);
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Get started" })).toBeVisible();

  // The account is gone: its password no longer works.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("The e-mail or password is not correct.");
  await capture(page, "login-error");
});
