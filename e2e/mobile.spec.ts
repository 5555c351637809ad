import { expect, test, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signUp, toast, uploadReady } from "./support/session";

const PHONES = [
  { label: "390", width: 390, height: 844 },
  { label: "360", width: 360, height: 780 },
] as const;

/** Screenshots at both phone sizes into e2e/screenshots/, and nothing wider than the screen. */
async function phoneShots(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const phone of PHONES) {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/screenshots/mobile-${name}-${phone.label}.png`, fullPage: true, animations: "disabled" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${phone.width} px`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}

test.describe.configure({ mode: "serial" });

test("a phone shows its device ID, is linked from Settings in another browser, lands in the user's library, and unlinking signs it out", async ({ browser }) => {
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await phoneContext.newPage();
  await phone.goto("/link-device");
  await expect(phone.getByRole("heading", { name: "Link this phone" })).toBeVisible();
  const idBox = phone.getByTestId("device-id");
  await expect(idBox).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const deviceId = (await idBox.textContent())!.trim();
  await expect(phone.getByText("Waiting for the link…")).toBeVisible();
  await phoneShots(phone, "link-device");
  await capture(phone, "link-device");

  const computerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const computer = await computerContext.newPage();
  const { token } = await signUp(computer, "mobile");
  const upload = await computer.request.post("/api/documents", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "field-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Notes from the field trip: the river was high in April.") } },
  });
  expect(upload.status()).toBe(202);

  await computer.goto("/settings");
  const section = computer.getByRole("region", { name: "Link a mobile app" });
  await expect(section).toBeVisible();
  const field = section.getByLabel("Mobile device ID");
  const linkButton = section.getByRole("button", { name: "Link", exact: true });
  await linkButton.click();
  await expect(section.getByText("Enter the device ID shown on your phone.")).toBeVisible();
  await field.fill("not a valid id!");
  await linkButton.click();
  await expect(section.getByText("A device ID holds only letters, digits and dashes (-).")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(deviceId.toLowerCase());
  await linkButton.click();
  await expect(toast(computer, "Phone linked")).toBeVisible();
  // Linked: the ID is shown locked, Link is disabled, Unlink is offered.
  await expect(field).toHaveValue(deviceId);
  await expect(field).toBeDisabled();
  await expect(linkButton).toBeDisabled();
  await expect(section.getByRole("button", { name: "Unlink" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await phoneShots(computer, "settings-linked");
  await capture(computer, "settings-mobile-linked");

  // The phone picks up its session by itself and opens the user's library.
  await expect(phone).toHaveURL(/\/documents$/, { timeout: 20_000 });
  await expect(phone.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await expect(phone.getByText("field-notes.txt").first()).toBeVisible();
  await phoneShots(phone, "library");
  const phoneToken = await phone.evaluate(() => localStorage.getItem("folio.session-token"));
  expect(phoneToken).toBeTruthy();
  expect((await phone.request.get("/api/users/me", { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(200);

  // Unlink, after a confirmation: the phone's session ends at once.
  await section.getByRole("button", { name: "Unlink" }).click();
  const dialog = computer.getByRole("alertdialog", { name: "Unlink this phone?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Unlink" }).click();
  await expect(toast(computer, "Phone unlinked")).toBeVisible();
  await expect(field).toBeEnabled();
  await expect(field).toHaveValue("");
  await expect(linkButton).toBeEnabled();
  expect((await phone.request.get("/api/users/me", { headers: { authorization: `Bearer ${phoneToken}` } })).status()).toBe(401);
  // Its session gone, the phone is signed out: the library sends it to log in.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login\?next=%2Fdocuments$/);
  await expect(phone.getByRole("heading", { name: "Log in to Folio" })).toBeVisible();
  await expect(phone.getByText("field-notes.txt")).toHaveCount(0);

  await computerContext.close();
  await phoneContext.close();
});

test("the app is installable: a valid manifest with icons and a share target, a registered service worker that never caches the API, and an offline notice", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/link-device");
  await expect(page.getByTestId("device-id")).toBeVisible();

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    share_target: { action: string; method: string };
  };
  expect(manifest).toMatchObject({ name: "Folio", display: "standalone", start_url: "/documents", share_target: { action: "/share-target", method: "POST" } });
  for (const size of ["192x192", "512x512"]) expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === "any")).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const csp = (await page.request.get("/link-device")).headers()["content-security-policy"];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");

  // The service worker registers and takes control.
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Only the shell and static files are cached: nothing under /api/.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain("/index.html");
  expect(cached.some((url) => url.startsWith("/assets/"))).toBe(true);
  expect(cached.filter((url) => url.startsWith("/api/"))).toEqual([]);

  // Offline: the app still opens from its cached shell and says it is offline.
  await context.setOffline(true);
  await page.goto("/documents");
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await phoneShots(page, "offline");
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toHaveCount(0);
  await context.close();
});

/** What another app does when the user shares to the installed Folio: a multipart POST to the share target, navigating. */
async function shareToApp(page: Page, share: { url?: string; text?: string; file?: { name: string; type: string; text: string } }): Promise<void> {
  await page.evaluate((s) => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/share-target";
    form.enctype = "multipart/form-data";
    for (const [name, value] of [
      ["url", s.url],
      ["text", s.text],
    ] as const) {
      if (value === undefined) continue;
      const input = document.createElement("input");
      input.name = name;
      input.value = value;
      form.append(input);
    }
    if (s.file) {
      const input = document.createElement("input");
      input.type = "file";
      input.name = "file";
      const files = new DataTransfer();
      files.items.add(new File([s.file.text], s.file.name, { type: s.file.type }));
      input.files = files.files;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  }, share);
}

test("a file or link shared to the installed app lands in the upload flow", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signUp(page, "share");
  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await shareToApp(page, { text: "Tide tables", file: { name: "shared-tides.txt", type: "text/plain", text: "The tide rises twice a day at this harbour." } });
  await expect(page).toHaveURL(/\/share$/);
  await expect(page.getByRole("heading", { name: "Upload a document" })).toBeVisible();
  await expect(page.getByText("shared-tides.txt").first()).toBeVisible({ timeout: 20_000 });
  await phoneShots(page, "share-file");

  await page.goto("/documents");
  await shareToApp(page, { text: "Worth reading https://example.org/paper.pdf" });
  await expect(page).toHaveURL(/\/share$/);
  await expect(page.getByLabel("Import from a link")).toHaveValue("https://example.org/paper.pdf");
  await context.close();
});

test("the main screens fit phones from 360 to 430 px without sideways scrolling", async ({ page }) => {
  const { token } = await signUp(page, "phone-layout");
  const docId = await uploadReady(page, token, { name: "phone-layout.txt", mimeType: "text/plain", text: "Notes about rivers and tides. ".repeat(60) });
  const screens = ["/documents", `/documents/${docId}`, "/upload", "/conversations", "/chat-file", "/knowledge-base", "/podcast", "/summarise", "/billing", "/billing/upgrade", "/settings", "/link-device"];
  for (const width of [360, 390, 430]) {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.locator("h1, h2").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
