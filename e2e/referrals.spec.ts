import { expect, test } from "@playwright/test";
import { capture } from "./support/screenshots";
import { PASSWORD, signUp } from "./support/session";
import { holdScript } from "./support/held-script";

test("a referral link's sign-up and first test-mode purchase show on the referrer's billing page", async ({ page, browser }) => {
  // The referrer copies their link from the billing page.
  await signUp(page, "referrer", { first_name: "Rhea", last_name: "Referrer" });
  await page.goto("/billing");
  const card = page.getByRole("region", { name: "Affiliate programme" });
  const linkField = card.getByRole("textbox", { name: "Your referral link" });
  await expect(linkField).toHaveValue(/\/\?ref=[A-Z2-9]{8}$/);
  const link = await linkField.inputValue();
  await expect(card.getByText("No commissions yet.", { exact: false })).toBeVisible();

  // A visitor follows it in a browser of their own, allows marketing cookies, and signs up.
  const visitor = await browser.newContext();
  const tab = await visitor.newPage();
  await tab.goto(link);
  await tab.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(async () => (await visitor.cookies()).find((c) => c.name === "folio_ref")?.value).toBe(new URL(link).searchParams.get("ref"));
  // The sign-up page is pre-rendered: the visitor types before the app's script has run (held back
  // here), and what they typed is still there, in the app's state too, once the app takes over.
  const releaseScript = await holdScript(tab, /\/assets\/index-[^/]+\.js$/);
  await tab.goto("/register", { waitUntil: "commit" });
  const email = `referred-${Date.now()}@example.com`;
  await tab.getByLabel("E-mail").fill(email);
  await tab.getByLabel("Password", { exact: true }).fill(PASSWORD);
  releaseScript();
  await tab.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));
  await expect(tab.getByLabel("E-mail")).toHaveValue(email);
  await tab.getByRole("button", { name: "Create account" }).click();
  await expect(tab).toHaveURL(/\/conversations$/);
  // The code did its work: nothing keeps it any more.
  await expect.poll(async () => (await visitor.cookies()).some((c) => c.name === "folio_ref")).toBe(false);

  await page.reload();
  await expect(card.getByText("Sign-ups").locator("..")).toContainText("1");

  // The new customer's first purchase, through the test-mode checkout.
  const token = await tab.evaluate(() => localStorage.getItem("folio.session-token"));
  expect((await tab.request.put("/api/profile", { data: { first_name: "Ray", last_name: "Referred", profession: "Student" }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await tab.goto("/documents?plan=PREMIUM&period=MONTHLY");
  await expect(tab).toHaveURL(/\/billing\/test-checkout\//);
  await tab.getByRole("button", { name: "Pay with test card 4242" }).click();
  await expect(tab).toHaveURL(/\/billing$/);
  await visitor.close();

  // 30% of $14.99 is owed to the referrer.
  await page.reload();
  await expect(card.getByText("Purchases").locator("..")).toContainText("1");
  await expect(card.getByText("Commission owed").locator("..")).toContainText("$4.50");
  const row = card.getByRole("table", { name: "Commissions" }).getByRole("row").nth(1);
  await expect(row).toContainText("$14.99");
  await expect(row).toContainText("$4.50");
  await expect(row).toContainText("Owed");
  // On the narrowest phone the ledger fits: nothing in it scrolls sideways or sticks out of the card.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const sideways = await card.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll("*")]
      // The link's field scrolls its own text, and screen-reader-only text is clipped to a pixel on purpose.
      .filter((e) => !(e instanceof HTMLInputElement) && e.getBoundingClientRect().width > 1 && ((e.scrollWidth > e.clientWidth && getComputedStyle(e).overflowX !== "visible") || e.getBoundingClientRect().right > right + 0.5))
      .map((e) => `${e.tagName.toLowerCase()} ${e.scrollWidth}/${e.clientWidth} px`);
  });
  expect(sideways, "the referral ledger at 360 px").toEqual([]);
  await expect(card.getByRole("list", { name: "Commissions" }).getByRole("listitem")).toContainText(["$4.50"]);
  await card.screenshot({ path: test.info().outputPath("ledger-360.png") });
  if (viewport) await page.setViewportSize(viewport);
  await card.scrollIntoViewIfNeeded();
  await capture(page, "billing-referrals");

  // The programme's terms, pre-rendered and linked from the card.
  await card.getByRole("link", { name: "Programme terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Affiliate programme" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prohibited practices" })).toBeVisible();
  await capture(page, "affiliate-program");
});
