import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { openHydrated, signUp, toast } from "./support/session";

/** Pay the test-mode checkout the app sent the browser to, and land back on /billing. */
async function payTestCheckout(page: Page, item: RegExp) {
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByText("TEST MODE")).toBeVisible();
  await expect(page.getByTestId("checkout-item")).toHaveText(item);
  await page.getByRole("button", { name: "Pay with test card 4242" }).click();
  await expect(page).toHaveURL(/\/billing$/);
}

test.describe.configure({ mode: "serial" });

test("the public pricing page shows the plans, yearly by default, and sends visitors to log in", async ({ page }) => {
  await openHydrated(page, "/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  const annual = page.getByRole("switch", { name: "Annual Billing (25% OFF)" });
  await expect(annual).toBeChecked();
  const premium = page.getByRole("article", { name: "Premium" });
  await expect(premium.getByText("$11.99", { exact: true })).toBeVisible();
  await expect(premium.getByText("$144.99")).toBeVisible();
  await capture(page, "pricing");
  await annual.click();
  await expect(premium.getByText("$14.99", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Enterprise" }).getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", /^mailto:sales@/);
  await premium.getByRole("button", { name: "Get Premium" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdocuments%3Fplan%3DPREMIUM%26period%3DMONTHLY/);

  // Phones get tabs instead of three columns.
  await page.setViewportSize({ width: 360, height: 800 });
  await openHydrated(page, "/pricing");
  await page.getByRole("tab", { name: "Enterprise" }).click();
  await expect(page.getByRole("link", { name: "Contact sales" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Premium" })).toBeHidden();
});

test("a free user upgrades through the test-mode checkout, buys credits and cancels through the churn flow", async ({ page }) => {
  await signUp(page, "plans-upgrade", { first_name: "Paula", last_name: "Plans" });
  await page.goto("/billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByRole("progressbar", { name: "Documents uploaded today" })).toHaveAttribute("aria-valuetext", "0/1");
  await expect(page.getByText("Free users cannot buy credits. Upgrade your plan to buy credits.")).toBeVisible();
  await capture(page, "billing-free");

  // Upgrade opens the full-screen 'Choose a plan' overlay: yearly by default, three columns on a wide screen.
  // The billing page's own button (the sidebar's plan summary has an Upgrade button too).
  const upgrade = page.getByRole("region", { name: "Your plan" }).getByRole("button", { name: "Upgrade", exact: true });
  await upgrade.click();
  const overlay = page.getByRole("dialog", { name: "Choose a plan" });
  await expect(overlay.getByRole("switch", { name: "Annual Billing (25% OFF)" })).toBeChecked();
  for (const plan of ["Premium", "Pro", "Enterprise"]) await expect(overlay.getByRole("article", { name: plan })).toBeVisible();
  await expect(overlay.getByRole("tab", { name: "Premium" })).toBeHidden();
  await expect(overlay.getByRole("article", { name: "Enterprise" }).getByRole("link", { name: "Contact sales" })).toHaveAttribute("href", /^mailto:sales@folio\.local/);
  await expect(overlay.getByRole("article", { name: "Pro" }).getByRole("button", { name: "Upgrade to Pro" })).toBeEnabled();
  await capture(page, "choose-plan-overlay");
  // Esc closes it and gives focus back to the button that opened it; so does the close button.
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(upgrade).toBeFocused();
  await upgrade.click();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
  await expect(upgrade).toBeFocused();

  // On a phone: tabs, one plan at a time (Pro first).
  await page.setViewportSize({ width: 360, height: 780 });
  await upgrade.click();
  await expect(overlay.getByRole("tab", { name: "Pro" })).toHaveAttribute("aria-selected", "true");
  await expect(overlay.getByRole("article", { name: "Premium" })).toBeHidden();
  await overlay.getByRole("tab", { name: "Premium" }).click();
  await expect(overlay.getByRole("article", { name: "Premium" })).toBeVisible();
  await expect(overlay.getByRole("article", { name: "Pro" })).toBeHidden();
  await page.screenshot({ path: "e2e/screenshots/choose-plan-overlay-360.png", animations: "disabled" });
  await overlay.getByRole("article", { name: "Premium" }).getByRole("button", { name: "Upgrade to Premium" }).click();
  // (/billing itself mentions test mode: wait for the checkout's own page.)
  await expect(page).toHaveURL(/\/billing\/test-checkout\//);
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await capture(page, "test-checkout");
  await payTestCheckout(page, /Premium \(yearly\)/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(toast(page, "Account Upgraded")).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Premium");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("credits")).toHaveText("10");
  await expect(page.getByRole("progressbar", { name: "Documents uploaded today" })).toHaveAttribute("aria-valuetext", "0/50");
  await capture(page, "billing-premium");

  await page.getByLabel("Credits", { exact: true }).fill("40");
  await expect(page.getByRole("button", { name: "Buy credits" })).toBeDisabled();
  await page.getByLabel("Credits", { exact: true }).fill("50");
  await page.getByRole("button", { name: "Buy credits" }).click();
  await payTestCheckout(page, /50 credits/);
  await expect(toast(page, "Purchase Successful")).toBeVisible();
  await expect(page.getByTestId("credits")).toHaveText("60");
  await expect(page.getByRole("table").getByText("50 credits")).toBeVisible();

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(dialog.getByText("Why are you cancelling?")).toBeVisible();
  await dialog.getByLabel("I only needed it for one project").check();
  await capture(page, "billing-churn");
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("subscription-status")).toHaveText("Cancelled");
  await expect(page.getByText(/Cancelled: your plan stays active until/)).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Premium");
});

test("/documents checkout parameters start the checkout, and unknown ones show the invalid-plan toast", async ({ page }) => {
  await signUp(page, "plans-auto", { first_name: "Paula", last_name: "Plans" });
  await page.goto("/documents?plan=GOLD&period=YEARLY");
  await expect(toast(page, "Invalid Plan")).toBeVisible();
  await expect(toast(page, "The chosen plan is not a valid option. Please try again")).toBeVisible();
  // Enterprise is sold by e-mail: the overlay opens with its link.
  await page.goto("/documents?plan=ENTERPRISE&period=YEARLY");
  const overlay = page.getByRole("dialog", { name: "Choose a plan" });
  await expect(overlay.getByRole("link", { name: "Contact sales" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  // While the checkout starts, the overlay shows its spinner (the call is held until that is seen).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/subscription", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/documents?plan=pro&period=monthly&trial=true");
  await expect(overlay.getByRole("status")).toHaveText("Taking you to the checkout…");
  release();
  await payTestCheckout(page, /Pro \(monthly\), paid trial/);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByTestId("subscription-status")).toHaveText("Trialing");
});
