import { expect, test } from "@playwright/test";
import { capture } from "./support/screenshots";
import { signInOperator, signUp, toastItem, uploadReady } from "./support/session";

const isBatch = (url: string) => url.endsWith("/api/recordings/batches");

test("session recording: nothing before consent, masked events stored once allowed, none after withdrawal, replayed by the operator", async ({ page, browser }) => {
  // Three people, an upload processed and a replay: more than the default on a busy machine.
  test.setTimeout(180_000);
  const batches: string[] = [];
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (isBatch(r.url())) batches.push(r.postData() ?? "");
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  const { email, token } = await signUp(page, "recorded");
  await uploadReady(page, token, { name: "Secret merger plans.txt", mimeType: "text/plain", text: "Confidential: the merger closes in May." });

  // signUp answered the banner "Necessary only". The recorder's timers run on Playwright's clock, so
  // "nothing is sent" is checked without waiting.
  await page.clock.install();
  await page.goto("/settings");
  await page.clock.runFor(30_000);
  expect(batches).toEqual([]);
  expect(scripts.filter((s) => s.includes("rrweb"))).toEqual([]);

  // The user allows session recording in Cookie settings; the library is recorded, masked.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("switch", { name: "Session recording" }).click();
  const firstBatch = page.waitForResponse((r) => isBatch(r.url()));
  await page.getByRole("button", { name: "Save choices" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" }).click();
  await expect(page.getByRole("link", { name: "Secret merger plans" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search documents" }).fill("typed secret query");
  await page.clock.runFor(6_000);
  expect((await firstBatch).status()).toBe(204);
  await expect.poll(async () => {
    await page.clock.runFor(6_000);
    return batches.join("\n");
  }).toContain('"textContent":"Clear filters"');
  const sent = batches.join("\n");
  // The document's name is recorded as asterisks of the same shape.
  expect(sent).toMatch(/"textContent":"\*{6} \*{6} \*+"/);
  expect(sent).not.toContain("Secret merger");
  expect(sent).not.toContain("typed secret query");

  // Withdrawing stops it at once: nothing more is sent, whatever the page does.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("button", { name: "Necessary only" }).click();
  const afterWithdrawal = batches.length;
  await page.getByRole("button", { name: "Help and support" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Documents" }).click();
  await page.clock.runFor(60_000);
  expect(batches.length).toBe(afterWithdrawal);

  // The operator lists the session and replays it; what is stored has no document text either.
  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await operatorContext.newPage();
  const headers = { authorization: `Bearer ${await signInOperator(admin)}` };
  await admin.goto("/admin/recordings");
  const row = admin.getByRole("listitem").filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Replay/ }).click();
  await expect(admin.getByRole("button", { name: "Play", exact: true })).toBeEnabled();
  await expect(admin.locator(".replayer-wrapper iframe")).toBeAttached();
  const list = (await (await admin.request.get("/api/admin/recordings", { headers })).json()) as { recordings: { id: string; user_email: string | null }[] };
  const mine = list.recordings.filter((r) => r.user_email === email);
  expect(mine.length).toBeGreaterThan(0);
  for (const r of mine) expect(await (await admin.request.get(`/api/admin/recordings/${r.id}`, { headers })).text()).not.toContain("Secret merger");
  await capture(admin, "admin-recordings");
  await operatorContext.close();
});

test("support: a visitor writes from a public page, the operator answers, the answer shows in the widget; an upload over the day's limit offers help", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto("/");
  await page.getByRole("button", { name: "Necessary only" }).click();
  const launcher = page.getByRole("button", { name: "Help and support" });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Help and support" });
  await expect(panel.getByRole("textbox", { name: "Message" })).toBeFocused();
  await panel.getByRole("textbox", { name: "Message" }).fill("How do I import my Zotero library?");
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Please enter your e-mail address so we can answer you.");
  const visitor = `visitor-${Date.now()}@example.com`;
  await panel.getByLabel("Your e-mail").fill(visitor);
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByText("How do I import my Zotero library?")).toBeVisible();
  await expect(panel.getByLabel("Your e-mail")).toHaveCount(0);
  await expect(panel.getByText(`We answer at ${visitor}.`)).toBeVisible();
  await capture(page, "support-widget");
  // Esc closes the panel and gives focus back to the launcher.
  await page.keyboard.press("Escape");
  await expect(launcher).toBeFocused();

  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await operatorContext.newPage();
  await signInOperator(admin);
  await admin.goto("/admin/support");
  await admin.getByRole("button", { name: new RegExp(visitor) }).click();
  const conversation = admin.getByRole("region", { name: "Conversation", exact: true });
  await expect(conversation.getByText("How do I import my Zotero library?")).toBeVisible();
  const answer = "Open Zotero in the sidebar and connect your library; collections import as folders.";
  await conversation.getByLabel("Your answer").fill(answer);
  await conversation.getByRole("button", { name: "Send answer" }).click();
  await expect(conversation.getByText(`Answer sent to ${visitor}.`)).toBeVisible();
  await capture(admin, "admin-support");

  // The answer is e-mailed: with no SMTP server here, the operator finds it in the outbox.
  await admin.getByRole("link", { name: "Outbox" }).click();
  await admin.getByRole("searchbox", { name: "Recipient's e-mail" }).fill(visitor);
  await admin.getByRole("button", { name: "Show" }).click();
  const mail = admin.getByRole("article", { name: "Folio support: an answer to your message" });
  await expect(mail).toContainText(`To ${visitor}`);
  await expect(mail).toContainText(answer);
  await capture(admin, "admin-outbox");

  // The answer is in the visitor's widget too.
  await launcher.click();
  await expect(panel.getByText(answer)).toBeVisible();
  await expect(panel.getByText("Folio support", { exact: true })).toBeVisible();

  // A free account's second upload of the day is refused with 'uploads exceeded': the widget offers help.
  const user = await browser.newPage();
  const { email, token } = await signUp(user, "over-limit");
  await uploadReady(user, token, { name: "first.txt", mimeType: "text/plain", text: "The first document of the day." });
  await user.goto("/upload");
  await user.getByTestId("document-file-input").setInputFiles({ name: "second.txt", mimeType: "text/plain", buffer: Buffer.from("One more document.") });
  const offer = toastItem(user, "Reached your daily upload limit?");
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Ask support" }).click();
  const userPanel = user.getByRole("dialog", { name: "Help and support" });
  await expect(userPanel.getByText(/About: Daily uploads exceeded/)).toBeVisible();
  await expect(userPanel.getByText(`We answer at ${email}.`)).toBeVisible();
  await userPanel.getByRole("textbox", { name: "Message" }).fill("I need to upload two more papers today.");
  // The upgrade toast that came with the offer stays 100 s in the same corner: the open panel is above
  // it, so Send takes the click at once (Playwright waits while anything else would receive it).
  await userPanel.getByRole("button", { name: "Send" }).click({ timeout: 5_000 });
  await expect(userPanel.getByText("I need to upload two more papers today.")).toBeVisible();
  await admin.getByRole("link", { name: "Support" }).click();
  await expect(admin.getByRole("button", { name: new RegExp(email) })).toContainText("Uploads exceeded");
  await operatorContext.close();
});
