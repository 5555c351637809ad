import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { capture } from "./support/screenshots";
import { PASSWORD } from "./support/session";

/** PKCE: a verifier and its S256 challenge. */
function pkce() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
}

/** A registered account with a complete profile, made outside the browser (the browser stays signed out). */
async function account(request: APIRequestContext, tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}-${Date.now()}@example.com`;
  const registered = await request.post("/api/auth/register", { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  expect((await request.put("/api/profile", { data: { first_name: "Ada", last_name: "Lovelace", profession: "Student" }, headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  return { email, token };
}

async function mcpStatus(request: APIRequestContext, accessToken: string): Promise<number> {
  const res = await request.post("/mcp", {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json, text/event-stream", "content-type": "application/json" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
  });
  return res.status();
}

/** The brief's phone size, scrolled to `at` when given (capture() takes the top of the page). */
async function capture360(page: Page, name: string, at?: Locator) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  if (at) await at.evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: `e2e/screenshots/${name}-360.png`, animations: "disabled" });
  if (original) await page.setViewportSize(original);
}

test("an assistant connects by OAuth: login, consent, token, /mcp, then Disconnect in Settings", async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  // Another origin than the app's (127.0.0.1 for localhost), as an assistant's callback is.
  const redirectUri = `${origin.replace("localhost", "127.0.0.1")}/assistant-callback`;
  const { email } = await account(request, "oauth");
  const registered = await request.post("/oauth/register", { data: { client_name: "Test Assistant", redirect_uris: [redirectUri] } });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };

  // Signed out: authorize leads to login, and login back to the consent page.
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: "S256", state: "xyz-42", scope: "folio", resource: `${origin}/mcp` });
  await page.goto(`/oauth/authorize?${params}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  const heading = page.getByRole("heading", { name: "Allow Test Assistant to use your Folio library?" });
  await expect(heading).toBeVisible();
  await expect(page.getByText("Search and read your documents and folders")).toBeVisible();
  await capture(page, "mcp-consent");
  await capture360(page, "mcp-consent");

  // Allow sends the browser back to the assistant with a code and the state.
  const allow = page.getByRole("button", { name: "Allow", exact: true });
  await allow.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/assistant-callback");
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("xyz-42");
  const code = back.searchParams.get("code") ?? "";
  expect(code).not.toBe("");

  const tokenRes = await request.post("/oauth/token", { form: { grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri, client_id: clientId } });
  expect(tokenRes.status()).toBe(200);
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string };
  expect(await mcpStatus(request, tokens.access_token)).toBe(200);

  // Settings lists the assistant; Disconnect ends its tokens.
  await page.goto("/settings");
  const list = page.getByRole("list", { name: "Connected assistants" });
  await expect(list.getByText("Test Assistant")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Use Folio in your assistant" })).toBeVisible();
  await page.getByRole("tab", { name: "Cursor" }).click();
  await expect(page.getByLabel("mcp.json", { exact: true })).toContainText(`${origin}/mcp`);
  await capture(page, "mcp-settings");
  await capture360(page, "mcp-settings", page.getByRole("heading", { name: "Connected assistants" }));
  await page.getByRole("button", { name: "Disconnect Test Assistant" }).click();
  await expect(page.getByText("No assistant is connected.")).toBeVisible();
  expect(await mcpStatus(request, tokens.access_token)).toBe(401);
});

test("Deny sends access_denied back to the assistant and grants nothing", async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL ?? "").origin;
  // Another origin than the app's (127.0.0.1 for localhost), as an assistant's callback is.
  const redirectUri = `${origin.replace("localhost", "127.0.0.1")}/assistant-callback`;
  const { token } = await account(request, "oauth-deny");
  await page.context().addCookies([{ name: "folio_session", value: token, url: origin }]);
  await page.addInitScript((t) => localStorage.setItem("folio.session-token", t), token);
  const registered = await request.post("/oauth/register", { data: { client_name: "Nosy Bot", redirect_uris: [redirectUri] } });
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const params = new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: redirectUri, code_challenge: pkce().challenge, code_challenge_method: "S256", state: "no-1" });
  await page.goto(`/oauth/authorize?${params}`);
  await expect(page.getByRole("heading", { name: "Allow Nosy Bot to use your Folio library?" })).toBeVisible();
  await page.getByRole("button", { name: "Deny", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/assistant-callback");
  const back = new URL(page.url());
  expect(back.searchParams.get("error")).toBe("access_denied");
  expect(back.searchParams.get("state")).toBe("no-1");
  expect(back.searchParams.get("code")).toBeNull();
  const connections = await request.get("/api/oauth/connections", { headers: { authorization: `Bearer ${token}` } });
  expect(await connections.json()).toEqual({ connections: [] });
});

test("a consent link with an unknown client shows why it cannot be used", async ({ page, request, baseURL }) => {
  const { token } = await account(request, "oauth-bad");
  await page.context().addCookies([{ name: "folio_session", value: token, url: new URL(baseURL ?? "").origin }]);
  await page.addInitScript((t) => localStorage.setItem("folio.session-token", t), token);
  await page.goto(`/oauth/consent?response_type=code&client_id=nobody&redirect_uri=https%3A%2F%2Fx.example%2Fcb&code_challenge=${pkce().challenge}&code_challenge_method=S256`);
  await expect(page.getByText("This connection request cannot be used.")).toBeVisible();
  await expect(page.getByText(/not registered with Folio/)).toBeVisible();
});
