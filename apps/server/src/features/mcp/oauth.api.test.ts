import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;
const ORIGIN = "http://localhost";
const REDIRECT = "https://assistant.example/callback";

/** The whole OAuth 2.1 flow an assistant drives, then /mcp with its tokens, on both databases. */
describe.each(DATABASE_KINDS)("OAuth for assistants on %s", (kind) => {
  let t: TestApp;
  let session: string;
  let clientId: string;
  const json = async (res: Response) => (await res.json()) as Json;
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.call("POST", path, { body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

  /** PKCE: a verifier and its S256 challenge. */
  function pkce(): { verifier: string; challenge: string } {
    const verifier = crypto.randomBytes(32).toString("base64url");
    return { verifier, challenge: crypto.createHash("sha256").update(verifier).digest("base64url") };
  }

  function authorizeParams(challenge: string, state = "s-1"): Record<string, string> {
    return { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, code_challenge: challenge, code_challenge_method: "S256", state, scope: "folio", resource: `${ORIGIN}/mcp` };
  }

  /** Consent with the session cookie; the Location the browser is sent to. */
  async function consent(challenge: string, decision: "allow" | "deny", state = "s-1"): Promise<URL> {
    const res = await form("/oauth/authorize", { ...authorizeParams(challenge, state), decision }, { cookie: `folio_session=${session}` });
    expect(res.status).toBe(302);
    return new URL(res.headers.get("location") ?? "");
  }

  async function tokenFor(): Promise<{ verifier: string; code: string }> {
    const { verifier, challenge } = pkce();
    const code = (await consent(challenge, "allow")).searchParams.get("code") ?? "";
    return { verifier, code };
  }

  const redeem = (code: string, verifier: string) => form("/oauth/token", { grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: clientId });

  /** An MCP client from the SDK calling the in-process app with an access token. */
  async function mcpStatus(accessToken: string): Promise<number> {
    const res = await t.call("POST", "/mcp", {
      json: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json, text/event-stream" },
    });
    return res.status;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    session = await registerWithPlan(t, "oauth@example.com", "PRO");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("publishes authorization-server and protected-resource metadata", async () => {
    const as = await json(await t.call("GET", "/.well-known/oauth-authorization-server"));
    expect(as).toMatchObject({ issuer: ORIGIN, authorization_endpoint: `${ORIGIN}/oauth/authorize`, token_endpoint: `${ORIGIN}/oauth/token`, registration_endpoint: `${ORIGIN}/oauth/register`, revocation_endpoint: `${ORIGIN}/oauth/revoke`, code_challenge_methods_supported: ["S256"] });
    const pr = await json(await t.call("GET", "/.well-known/oauth-protected-resource"));
    expect(pr).toMatchObject({ resource: `${ORIGIN}/mcp`, authorization_servers: [ORIGIN] });
  });

  it("registers a client dynamically and refuses unsafe redirect URIs", async () => {
    const res = await t.call("POST", "/oauth/register", { json: { client_name: "Claude", redirect_uris: [REDIRECT] } });
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({ client_name: "Claude", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" });
    clientId = String(body.client_id);
    for (const uri of ["javascript:alert(1)", "http://evil.example/cb", "https://a.example/cb#frag"]) {
      const bad = await t.call("POST", "/oauth/register", { json: { client_name: "Bad", redirect_uris: [uri] } });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ error: "invalid_redirect_uri" });
    }
    expect((await t.call("POST", "/oauth/register", { json: { client_name: "None" } })).status).toBe(400);
    const notJson = await t.call("POST", "/oauth/register", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(await json(notJson)).toMatchObject({ error: "invalid_client_metadata" });
    expect((await t.call("POST", "/oauth/register", { body: "x".repeat(20_000), headers: { "content-type": "application/json" } })).status).toBe(413);
  });

  it("sends authorize to the consent page, which shows the client's name; refuses a bad request without redirecting", async () => {
    const { challenge } = pkce();
    const params = new URLSearchParams(authorizeParams(challenge));
    const res = await t.call("GET", `/oauth/authorize?${params}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/oauth/consent?${params}`);
    const details = await json(await t.call("GET", `/api/oauth/consent?${params}`, { token: session }));
    expect(details).toMatchObject({ client_name: "Claude", client_id: clientId });
    expect((details.permissions as string[]).length).toBeGreaterThan(0);

    const wrongRedirect = new URLSearchParams({ ...authorizeParams(challenge), redirect_uri: "https://evil.example/cb" });
    expect((await t.call("GET", `/oauth/authorize?${wrongRedirect}`)).status).toBe(400);
    const plain = new URLSearchParams({ ...authorizeParams(challenge), code_challenge_method: "plain" });
    const refused = await t.call("GET", `/oauth/authorize?${plain}`);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ detail: expect.stringContaining("S256") });
  });

  it("sends a signed-out user to login and back; a denial returns access_denied with the state", async () => {
    const { challenge } = pkce();
    const signedOut = await form("/oauth/authorize", { ...authorizeParams(challenge), decision: "allow" });
    expect(signedOut.status).toBe(302);
    const login = new URL(signedOut.headers.get("location") ?? "", ORIGIN);
    expect(login.pathname).toBe("/login");
    expect(login.searchParams.get("next")).toMatch(/^\/oauth\/consent\?response_type=code&client_id=/);
    const denied = await consent(challenge, "deny", "st-9");
    expect(`${denied.origin}${denied.pathname}`).toBe(REDIRECT);
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("st-9");
    expect(denied.searchParams.get("code")).toBeNull();
  });

  it("takes the consent page's decision as JSON with the bearer session (POST /api/oauth/authorize)", async () => {
    const { verifier, challenge } = pkce();
    const allowed = await t.call("POST", "/api/oauth/authorize", { token: session, json: { ...authorizeParams(challenge, "j-1"), decision: "allow" } });
    expect(allowed.status).toBe(200);
    const to = new URL(String((await json(allowed)).redirect_to));
    expect(to.searchParams.get("state")).toBe("j-1");
    expect((await redeem(to.searchParams.get("code") ?? "", verifier)).status).toBe(200);
    const denied = new URL(String((await json(await t.call("POST", "/api/oauth/authorize", { token: session, json: { ...authorizeParams(challenge), decision: "deny" } }))).redirect_to));
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect((await t.call("POST", "/api/oauth/authorize", { json: { ...authorizeParams(challenge), decision: "allow" } })).status).toBe(401);
    expect((await t.call("POST", "/api/oauth/authorize", { token: session, json: { ...authorizeParams(challenge), decision: "maybe" } })).status).toBe(422);
  });

  it("exchanges a code with PKCE once, refreshes with rotation, revokes, and /mcp follows", async () => {
    // A wrong verifier is refused (and spends the code).
    const first = await tokenFor();
    const wrong = await redeem(first.code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: "invalid_grant" });

    const { code, verifier } = await tokenFor();
    const issued = await redeem(code, verifier);
    expect(issued.status).toBe(200);
    expect(issued.headers.get("cache-control")).toBe("no-store");
    const tokens = await json(issued);
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, access_token: expect.stringMatching(/^folio_oat_/), refresh_token: expect.stringMatching(/^folio_ort_/) });
    // Stored hashed only.
    const stored = await t.deps.db.selectFrom("oauth_tokens").select("hash").execute();
    expect(stored.map((r) => r.hash)).not.toContain(tokens.access_token);

    // The SDK's client lists the tools with the access token.
    const client = new Client({ name: "oauth-test", version: "1" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${ORIGIN}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${String(tokens.access_token)}` } },
        fetch: (input, init) => Promise.resolve(t.app.request(String(input), init)),
      }),
    );
    expect((await client.listTools()).tools.length).toBe(7);
    const listed = (await client.callTool({ name: "list_documents", arguments: {} })) as { structuredContent: Json };
    expect(listed.structuredContent).toMatchObject({ documents: [], total: 0 });
    await client.close();

    const refreshed = await json(await form("/oauth/token", { grant_type: "refresh_token", refresh_token: String(tokens.refresh_token), client_id: clientId }));
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(await mcpStatus(String(refreshed.access_token))).toBe(200);

    const revoked = await form("/oauth/revoke", { token: String(refreshed.access_token) });
    expect(revoked.status).toBe(200);
    expect(await mcpStatus(String(refreshed.access_token))).toBe(401);
    expect((await form("/oauth/revoke", { token: "folio_oat_never-issued" })).status).toBe(200);

    // The rotated refresh token presented again ends the grant's tokens.
    const replay = await form("/oauth/token", { grant_type: "refresh_token", refresh_token: String(tokens.refresh_token), client_id: clientId });
    expect(await json(replay)).toMatchObject({ error: "invalid_grant" });
    const reissue = await form("/oauth/token", { grant_type: "refresh_token", refresh_token: String(refreshed.refresh_token), client_id: clientId });
    expect(await json(reissue)).toMatchObject({ error: "invalid_grant" });
  });

  it("refuses a reused code (ending what it gave), an expired token and a token for another resource", async () => {
    const { code, verifier } = await tokenFor();
    const tokens = await json(await redeem(code, verifier));
    expect(await mcpStatus(String(tokens.access_token))).toBe(200);
    const again = await redeem(code, verifier);
    expect(await json(again)).toMatchObject({ error: "invalid_grant" });
    expect(await mcpStatus(String(tokens.access_token))).toBe(401);

    const next = await tokenFor();
    const live = await json(await redeem(next.code, next.verifier));
    const hash = crypto.createHash("sha256").update(String(live.access_token)).digest("hex");
    await t.deps.db.updateTable("oauth_tokens").set({ resource: "https://elsewhere.example/mcp" }).where("hash", "=", hash).execute();
    expect(await mcpStatus(String(live.access_token))).toBe(401);
    await t.deps.db.updateTable("oauth_tokens").set({ resource: `${ORIGIN}/mcp`, expires_at: new Date(Date.now() - 1000) }).where("hash", "=", hash).execute();
    expect(await mcpStatus(String(live.access_token))).toBe(401);

    const expiredCode = await tokenFor();
    await t.deps.db.updateTable("oauth_codes").set({ expires_at: new Date(Date.now() - 1000) }).where("used_at", "is", null).execute();
    expect(await json(await redeem(expiredCode.code, expiredCode.verifier))).toMatchObject({ error: "invalid_grant" });
    expect(await json(await form("/oauth/token", { grant_type: "password", client_id: clientId }))).toMatchObject({ error: "unsupported_grant_type" });
    const wrongAudience = await tokenFor();
    expect(await json(await form("/oauth/token", { grant_type: "authorization_code", code: wrongAudience.code, code_verifier: wrongAudience.verifier, redirect_uri: REDIRECT, client_id: clientId, resource: "https://elsewhere.example/mcp" }))).toMatchObject({ error: "invalid_target" });
  });

  it("lists the connected assistant in Settings; Disconnect ends its tokens; another user sees none of it", async () => {
    const { code, verifier } = await tokenFor();
    const tokens = await json(await redeem(code, verifier));
    const { connections } = (await json(await t.call("GET", "/api/oauth/connections", { token: session }))) as { connections: { id: string; client_name: string }[] };
    expect(connections).toEqual([expect.objectContaining({ client_name: "Claude" })]);
    const otherUser = await registerWithPlan(t, "other@example.com", "FREE");
    expect(await json(await t.call("GET", "/api/oauth/connections", { token: otherUser }))).toEqual({ connections: [] });
    expect((await t.call("DELETE", `/api/oauth/connections/${connections[0]!.id}`, { token: otherUser })).status).toBe(404);
    expect((await t.call("DELETE", `/api/oauth/connections/${connections[0]!.id}`, { token: session })).status).toBe(200);
    expect(await mcpStatus(String(tokens.access_token))).toBe(401);
    expect(await json(await form("/oauth/token", { grant_type: "refresh_token", refresh_token: String(tokens.refresh_token), client_id: clientId }))).toMatchObject({ error: "invalid_grant" });
  });
});
