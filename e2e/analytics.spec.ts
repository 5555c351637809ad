import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { PASSWORD, signInOperator, TOUR_STORAGE_KEY, toast, uploadReady } from "./support/session";

type FunnelCounts = Record<"visit" | "sign_up" | "upload" | "chat" | "purchase", number>;

/** The dashboard's funnel as the operator's API gives it (the shared server holds other specs' journeys too). */
async function funnelCounts(page: Page, token: string): Promise<FunnelCounts> {
  const res = await page.request.get("/api/admin/analytics", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const { funnel } = (await res.json()) as { funnel: { steps: { step: keyof FunnelCounts; count: number }[] } };
  return Object.fromEntries(funnel.steps.map((s) => [s.step, s.count])) as FunnelCounts;
}

/** Every page view the browser sends, counted as it goes. */
function countPageViews(page: Page): { sent: number } {
  const counter = { sent: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/analytics/page-views")) counter.sent++;
  });
  return counter;
}

/** The brief's narrowest phone, on top of capture()'s desktop and phone shots: what a visitor sees first. */
async function captureNarrow(page: Page, name: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/${name}-360.png`, animations: "disabled" });
  if (original) await page.setViewportSize(original);
}

const analyticsId = (page: Page) => page.evaluate(() => localStorage.getItem("folio.analytics-id"));

test("consent gates analytics, and the operator's dashboard counts a real journey", async ({ browser, baseURL }) => {
  // The operator, made an admin with the CLI by the e2e server's start command; the figures before this journey.
  const operator = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const opPage = await operator.newPage();
  const operatorToken = await signInOperator(opPage);
  const before = await funnelCounts(opPage, operatorToken);

  const visitor = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await visitor.newPage();
  // The tour is closed; the cookie banner is left to the visitor (skipTour would answer it).
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ id: "e2e", used: true, stepsCompleted: [] })), TOUR_STORAGE_KEY);
  const views = countPageViews(page);

  // Before any choice: the banner shows, and nothing is sent or kept.
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookies and tracking" });
  await expect(banner).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await banner.getByRole("button", { name: "Customise" }).click();
  await expect(banner.getByRole("switch", { name: "Necessary" })).toBeDisabled();
  await expect(banner.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
  await capture(page, "consent-banner");
  await captureNarrow(page, "consent-banner");
  expect(views.sent).toBe(0);
  expect(await analyticsId(page)).toBeNull();

  // Accepting counts this page at once, and the next ones.
  const first = page.waitForRequest((r) => r.url().endsWith("/api/analytics/page-views"));
  await banner.getByRole("button", { name: "Accept all" }).click();
  await first;
  await expect(banner).toBeHidden();
  expect(await analyticsId(page)).toMatch(/^[a-f0-9]{32}$/);

  // A real journey: sign up through the form, upload, ask.
  const email = `journey-${Date.now()}@example.com`;
  await page.goto("/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/conversations$/);
  const overlay = page.getByRole("dialog", { name: "Complete your profile" });
  await overlay.getByLabel("First name").fill("Ada");
  await overlay.getByLabel("Last name").fill("Lovelace");
  await overlay.getByRole("combobox", { name: "Profession" }).click();
  await page.getByRole("option", { name: "Writer" }).click();
  await overlay.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page, "Welcome Ada!")).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem("folio.session-token")))!;
  const docId = await uploadReady(page, token, { name: "mill.txt", mimeType: "text/plain", text: "The mill was built in 1820 by the river. Kingfishers nest in the bank." });
  const asked = await page.request.post(`/api/chat/${docId}?model_name=LOCAL&language=EN`, { headers: { authorization: `Bearer ${token}` }, data: { message: "Who built the mill?" } });
  expect(asked.ok()).toBe(true);
  await asked.body();
  expect(views.sent).toBeGreaterThanOrEqual(3);

  // A user who is not an operator gets the 403 page.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "This page is for Folio's operators" })).toBeVisible();

  // Withdrawing from Settings stops it at once and forgets the analytics id.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner).toBeFocused();
  await expect(banner.getByRole("switch", { name: "Analytics" })).toBeChecked();
  await banner.getByRole("button", { name: "Necessary only" }).click();
  await expect(page.getByText("Only what is necessary.")).toBeVisible();
  expect(await analyticsId(page)).toBeNull();
  const sentBefore = views.sent;
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.waitForLoadState("networkidle");
  expect(views.sent).toBe(sentBefore);
  await visitor.close();

  // The operator sees the journey on the dashboard: one more visitor, sign-up, upload and question.
  await opPage.goto("/admin");
  await expect(opPage.getByRole("heading", { name: "Operator" })).toBeVisible();
  const funnel = opPage.getByRole("list", { name: "Funnel steps" });
  await expect(funnel.getByTestId("funnel-visit")).toHaveText(String(before.visit + 1));
  await expect(funnel.getByTestId("funnel-sign_up")).toHaveText(String(before.sign_up + 1));
  await expect(funnel.getByTestId("funnel-upload")).toHaveText(String(before.upload + 1));
  await expect(funnel.getByTestId("funnel-chat")).toHaveText(String(before.chat + 1));
  await expect(funnel.getByTestId("funnel-purchase")).toHaveText(String(before.purchase));
  expect(Number(await opPage.getByTestId("actives-today").textContent())).toBeGreaterThanOrEqual(1);
  await capture(opPage, "admin-dashboard");
  await captureNarrow(opPage, "admin-dashboard");

  await opPage.getByRole("navigation", { name: "Operator sections" }).getByRole("link", { name: "Models" }).click();
  const gpt = opPage.getByRole("row", { name: /GPT-4o Mini/ });
  await expect(gpt).toContainText("Not configured");
  await expect(gpt).toContainText("OPENAI_API_KEY");
  await capture(opPage, "admin-models");
  await operator.close();
});
