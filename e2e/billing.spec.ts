import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, toast } from "./support/session";

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
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  const annual = page.getByRole("switch", { name: "Annual Billing (25% OFF)" });
  await expect(annual).toBeChecked();
  const premium = page.getByRole("article", { name: "Premium" });
  await expect(premium.getByText("$11.99", { exact: true })).toBeVisible();
  await expect(premium.getByText("$144.99")).toBeVisible();
  await capture(page, "pricing");
  await annual.click();
  await expect(premium.getByText("$14.99", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "Enterprise" }).getByRole("button", { name: "Contact sales" })).toBeVisible();
  await premium.getByRole("button", { name: "Get Premium" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdocuments%3Fplan%3DPREMIUM%26period%3DMONTHLY/);

  // Phones get tabs instead of three columns.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/pricing");
  await page.getByRole("tab", { name: "Enterprise" }).click();
  await expect(page.getByRole("button", { name: "Contact sales" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Get Premium" })).toBeHidden();
});

test("a free user upgrades through the test-mode checkout, buys credits and cancels through the churn flow", async ({ page }) => {
  await signUp(page, "plans-upgrade", { first_name: "Paula", last_name: "Plans" });
  await page.goto("/billing");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByRole("progressbar", { name: "Documents uploaded today" })).toHaveAttribute("aria-valuetext", "0/1");
  await expect(page.getByText("Free users cannot buy credits. Upgrade your plan to buy credits.")).toBeVisible();
  await capture(page, "billing-free");

  await page.getByRole("link", { name: "Upgrade", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Choose a plan" })).toBeVisible();
  await capture(page, "billing-upgrade");
  await page.getByRole("article", { name: "Premium" }).getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page.getByText("TEST MODE")).toBeVisible();
  await capture(page, "test-checkout");
  await payTestCheckout(page, /Premium \(yearly\)/);
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
  await page.goto("/documents?plan=pro&period=monthly&trial=true");
  await payTestCheckout(page, /Pro \(monthly\), paid trial/);
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByTestId("subscription-status")).toHaveText("Trialing");
});
