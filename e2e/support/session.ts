import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "correct horse battery";

/** A toast in the notification region, found by its title or text. */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /Notification/ }).getByText(text, { exact: true }).first();
}

/** A whole toast (its text and buttons) in the notification region, found by text it holds. */
export function toastItem(page: Page, text: string) {
  return page.getByRole("region", { name: /Notification/ }).getByRole("listitem").filter({ hasText: text });
}

/** The onboarding tour's localStorage key (apps/web features/onboarding, spec: Onboarding tour). */
export const TOUR_STORAGE_KEY = "tour-guide";

/** Where the web app keeps the visitor's cookie choices (apps/web features/consent). */
export const CONSENT_STORAGE_KEY = "folio.consent";

/**
 * Marks the onboarding tour as closed in this page's browser context before any page script runs, so
 * its steps do not cover the controls a spec is testing; the cookie banner is answered too ("Necessary
 * only", so nothing is tracked). Call before the first navigation. e2e/analytics.spec.ts tests the banner.
 */
export async function skipTour(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ id: "e2e", used: true, stepsCompleted: [] })), TOUR_STORAGE_KEY);
  await decideConsent(page);
}

/**
 * Answers the cookie banner before the first page's scripts run: necessary only unless told otherwise.
 * A choice made later in the page (the banner, Cookie settings) is kept across navigations.
 */
export async function decideConsent(page: Page, choices = { analytics: false, recording: false, marketing: false }): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, ...choices })] as const,
  );
}

/**
 * A new registered account with a complete profile, signed in in this page's browser context.
 * The token is stored before any page script runs, so the app starts with this session and not an
 * anonymous one. `tag` names the account (`<tag>-<time>@example.com`) so a failing run says whose it was.
 * The onboarding tour is skipped unless `tour` is true (the tour's own spec).
 */
export async function signUp(page: Page, tag: string, name = { first_name: "Ada", last_name: "Lovelace" }, { tour = false } = {}): Promise<{ email: string; token: string }> {
  const email = `${tag}-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const profile = await page.request.put("/api/profile", { data: { ...name, profession: "Student" }, headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  await page.addInitScript((t) => localStorage.setItem("folio.session-token", t), token);
  if (!tour) await skipTour(page);
  else await decideConsent(page);
  return { email, token };
}

type UploadSource = string | { name: string; mimeType: string; text: string };

/** Uploads through the API (the upload page has its own spec) and waits until the document is ready; returns its id. */
export async function uploadReady(page: Page, token: string, source: UploadSource): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const file =
    typeof source === "string"
      ? { name: path.basename(source), mimeType: "application/pdf", buffer: fs.readFileSync(source) }
      : { name: source.name, mimeType: source.mimeType, buffer: Buffer.from(source.text) };
  const res = await page.request.post("/api/documents", { headers, multipart: { file } });
  expect(res.status()).toBe(202);
  const { doc_id } = (await res.json()) as { doc_id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/documents/${doc_id}`, { headers })).json()) as { status: string }).status, { timeout: 120_000 })
    .toBe("ready");
  return doc_id;
}

/** The operator (admin role) the e2e server's start command makes with the admin CLI (playwright.config.ts). */
export const E2E_OPERATOR = "operator-e2e@example.com";

/**
 * Signs this page's browser context in as the e2e operator, with a complete profile, the tour closed
 * and the cookie banner answered; returns the bearer token.
 */
export async function signInOperator(page: Page): Promise<string> {
  const res = await page.request.post("/api/auth/login", { data: { email: E2E_OPERATOR, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  const profile = await page.request.put("/api/profile", { data: { first_name: "Olive", last_name: "Operator", profession: "Student" }, headers: { authorization: `Bearer ${token}` } });
  expect(profile.ok()).toBe(true);
  await page.addInitScript((t) => localStorage.setItem("folio.session-token", t), token);
  await skipTour(page);
  return token;
}

/**
 * Opens a pre-rendered public page and waits until the app has hydrated it (the public frame marks
 * <html> with data-hydrated, apps/web features/home): typing and clicks before that land in the
 * static markup. Waiting for the mark, not for an idle network, keeps a test from waiting 500 ms for
 * nothing or from starting while a loaded page is still hydrating on a busy machine.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
