import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "@folio/contract";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { tinyPng } from "../../test-support/images.ts";
import { startFakeOidcProvider } from "../../test-support/fake-oidc-provider.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("accounts API on %s", (kind) => {
  let t: TestApp;
  let oidc: Awaited<ReturnType<typeof startFakeOidcProvider>>;

  beforeAll(async () => {
    oidc = await startFakeOidcProvider({ clientId: "folio-test", clientSecret: "s3cret" });
    t = await createTestApp(kind, { LOGIN_RATE_LIMIT: "5", GOOGLE_CLIENT_ID: "folio-test", GOOGLE_CLIENT_SECRET: "s3cret", GOOGLE_ISSUER: oidc.issuer, PUBLIC_URL: "http://localhost:3000" });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.close();
  });

  async function register(email: string, password = "correct horse") {
    const res = await t.call("POST", "/api/auth/register", { json: { email, password, first_name: "Ada", last_name: "Lovelace" } });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: Json };
  }
  const json = async (res: Response) => (await res.json()) as Json;
  const countUsers = async () => (await t.deps.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;

  it("answers /health and serves an OpenAPI document with every contract route", async () => {
    expect(await json(await t.call("GET", "/health"))).toEqual({ status: "ok" });
    const doc = (await json(await t.call("GET", "/api/openapi.json"))) as { openapi: string; paths: Record<string, Json> };
    expect(doc.openapi).toBe("3.1.0");
    for (const r of allRoutes) expect(doc.paths[r.path.replace(/:(\w+)/g, "{$1}")]?.[r.method], `${r.method} ${r.path}`).toBeDefined();
  });

  it("registers, returns a token and the user with roles and the derived role", async () => {
    const { token, user } = await register("Reg@Example.com");
    expect(user).toMatchObject({ email: "reg@example.com", roles: ["basic"], role: "free", is_anonymous: false, is_verified: false });
    const me = await json(await t.call("GET", "/api/users/me", { token }));
    expect(me.id).toBe(user.id);
  });

  it("refuses bad input with a human detail and changes nothing", async () => {
    await register("dupe@example.com");
    const before = await countUsers();
    const cases: [RequestInit & { json?: unknown }, number][] = [
      [{ json: { email: "dupe@example.com", password: "another pass" } }, 409],
      [{ json: { email: "not-an-email", password: "long enough" } }, 422],
      [{ json: { email: "x@y.io", password: "short" } }, 422],
      [{ json: { email: 42, password: ["x"] } }, 422],
      [{ json: { email: "x@y.io", password: "a".repeat(2_000_000) } }, 413],
    ];
    for (const [opts, status] of cases) {
      const res = await t.call("POST", "/api/auth/register", { json: opts.json });
      expect(res.status).toBe(status);
      expect(typeof (await json(res)).detail).toBe("string");
    }
    const malformed = await t.call("POST", "/api/auth/register", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ detail: "The request body is not valid JSON." });
    expect(await countUsers()).toBe(before);
  });

  it("logs in with a cookie and a token, refuses a wrong password, and rate-limits attempts", async () => {
    await register("login@example.com", "the right one");
    const ok = await t.call("POST", "/api/auth/login", { json: { email: "login@example.com", password: "the right one" } });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/folio_session=[^;]+; .*HttpOnly/i);
    const viaCookie = await t.call("GET", "/api/users/me", { headers: { cookie: cookie.split(";")[0]! } });
    expect(viaCookie.status).toBe(200);

    const wrong = await t.call("POST", "/api/auth/login", { json: { email: "login@example.com", password: "wrong" } });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({ detail: "The e-mail or password is not correct." });
    const unknown = await t.call("POST", "/api/auth/login", { json: { email: "nobody@example.com", password: "wrong" } });
    expect(unknown.status).toBe(401);

    let last = 0;
    for (let i = 0; i < 6; i++) last = (await t.call("POST", "/api/auth/login", { json: { email: "login@example.com", password: "wrong" } })).status;
    expect(last).toBe(429);
    // Even the right password is refused while the limit holds.
    expect((await t.call("POST", "/api/auth/login", { json: { email: "login@example.com", password: "the right one" } })).status).toBe(429);
  });

  it("rejects a missing or forged token, and logout ends the session", async () => {
    expect((await t.call("GET", "/api/users/me")).status).toBe(401);
    const forged = await t.call("GET", "/api/users/me", { token: "forged-token" });
    expect(forged.status).toBe(401);
    expect(await json(forged)).toMatchObject({ code: "invalid_token" });
    const { token } = await register("logout@example.com");
    expect((await t.call("POST", "/api/auth/cookie/logout", { token })).status).toBe(200);
    expect((await t.call("GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("creates anonymous users with anon_ ids that cannot use account-only calls", async () => {
    const res = await json(await t.call("GET", "/api/create-anon-user"));
    const user = res.user as Json;
    expect(String(user.id)).toMatch(/^anon_/);
    expect(user).toMatchObject({ role: "anonymous", roles: ["anonymous"], is_anonymous: true, email: null });
    const me = await t.call("GET", "/api/users/me", { token: String(res.token) });
    expect(me.status).toBe(200);
    expect((await t.call("POST", "/api/auth/resend-verification", { token: String(res.token), json: {} })).status).toBe(403);
  });

  it("keeps the profile 404 until completed, validates it, and shows each user only their own", async () => {
    const a = await register("profile-a@example.com");
    const b = await register("profile-b@example.com");
    const missing = await t.call("GET", "/api/profile", { token: a.token });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ detail: "Failed to get profile" });

    const invalid = await t.call("PUT", "/api/profile", { token: a.token, json: { first_name: "", last_name: "L", profession: "Astronaut" } });
    expect(invalid.status).toBe(422);
    expect(String((await json(invalid)).detail)).toMatch(/first_name/);

    const saved = await t.call("PUT", "/api/profile", { token: a.token, json: { first_name: "Ada", last_name: "Lovelace", profession: "Writer" } });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ first_name: "Ada", last_name: "Lovelace", profession: "Writer", profile_image_url: null, email: "profile-a@example.com" });
    expect((await t.call("GET", "/api/profile", { token: b.token })).status).toBe(404);
    expect((await json(await t.call("GET", "/api/profile", { token: a.token }))).first_name).toBe("Ada");
  });

  it("takes PNG or JPEG pictures by content, serves them by signed URL, and only to their owner", async () => {
    const a = await register("pic-a@example.com");
    const b = await register("pic-b@example.com");
    const upload = (token: string, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      return t.call("POST", "/api/profile/upload-image", { token, body: form });
    };
    const png = tinyPng();
    const up = await upload(a.token, png, "me.png");
    expect(up.status).toBe(200);
    const { imageKey } = (await up.json()) as { imageKey: string };

    const fake = await upload(a.token, Buffer.from("GIF89a not allowed"), "me.png");
    expect(fake.status).toBe(415);
    const huge = await upload(a.token, Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]), "big.png");
    expect(huge.status).toBe(413);

    const signed = await json(await t.call("POST", "/api/profile/get-image", { token: a.token, json: { key: imageKey } }));
    const img = await t.call("GET", String(signed.url));
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await img.arrayBuffer()).equals(png)).toBe(true);
    expect((await t.call("GET", String(signed.url).replace(/sig=[^&]+/, "sig=forged"))).status).toBe(403);
    expect((await t.call("POST", "/api/profile/get-image", { token: b.token, json: { key: imageKey } })).status).toBe(404);
    expect((await t.call("PUT", "/api/profile", { token: b.token, json: { first_name: "B", last_name: "B", profession: "Student", profile_image_url: imageKey } })).status).toBe(404);

    const saved = await json(await t.call("PUT", "/api/profile", { token: a.token, json: { first_name: "A", last_name: "A", profession: "Student", profile_image_url: imageKey } }));
    expect(saved.profile_image_url).toBe(imageKey);
    const removed = await json(await t.call("PUT", "/api/profile", { token: a.token, json: { first_name: "A", last_name: "A", profession: "Student", profile_image_url: "" } }));
    expect(removed.profile_image_url).toBeNull();
  });

  it("e-mails a password reset link to the outbox; the link sets a new password and ends old sessions", async () => {
    const { token } = await register("reset@example.com", "old password");
    const sent = await json(await t.call("POST", "/api/auth/forgot-password", { json: { email: "reset@example.com" } }));
    expect(sent.detail).toBe("We sent you a password reset link. Check your inbox.");
    expect(await json(await t.call("POST", "/api/auth/forgot-password", { json: { email: "nobody@example.com" } }))).toEqual(sent);

    const mail = await t.deps.db.selectFrom("outbox").selectAll().where("to_address", "=", "reset@example.com").where("subject", "like", "%password%").executeTakeFirstOrThrow();
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(resetToken).toBeTruthy();
    expect((await t.call("POST", "/api/auth/reset-password", { json: { token: resetToken, password: "new password" } })).status).toBe(200);
    expect((await t.call("POST", "/api/auth/reset-password", { json: { token: resetToken, password: "again and again" } })).status).toBe(400);
    expect((await t.call("GET", "/api/users/me", { token })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/login", { json: { email: "reset@example.com", password: "new password" } })).status).toBe(200);
  });

  it("sends and checks the verification e-mail", async () => {
    const { token } = await register("verify@example.com");
    expect((await t.call("POST", "/api/auth/resend-verification", { token, json: {} })).status).toBe(200);
    const mails = await t.deps.db.selectFrom("outbox").selectAll().where("to_address", "=", "verify@example.com").orderBy("id", "desc").execute();
    expect(mails.length).toBe(2);
    const verifyToken = /verify-email\?token=([\w-]+)/.exec(mails[0]!.text_body)?.[1];
    expect((await t.call("POST", "/api/auth/verify-email", { json: { token: verifyToken } })).status).toBe(200);
    expect((await json(await t.call("GET", "/api/users/me", { token }))).is_verified).toBe(true);
    expect((await t.call("POST", "/api/auth/resend-verification", { token, json: {} })).status).toBe(409);
  });

  it("signs in with Google through OpenID Connect and links by verified e-mail", async () => {
    expect(await json(await t.call("GET", "/api/auth/providers"))).toEqual({ google: true });
    const start = await t.call("GET", "/api/auth/google/login?next=/settings");
    expect(start.status).toBe(302);
    const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location")!);
    expect(callback.pathname).toBe("/api/auth/google/callback");
    const done = await t.call("GET", callback.pathname + callback.search);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/settings");
    const cookie = (done.headers.get("set-cookie") ?? "").split(";")[0]!;
    const me = await json(await t.call("GET", "/api/users/me", { headers: { cookie } }));
    expect(me).toMatchObject({ email: "oidc.user@example.com", is_verified: true, first_name: "Oidc" });

    // A replayed callback (state already used) fails cleanly.
    expect((await t.call("GET", callback.pathname + callback.search)).status).toBe(400);
    // A forged state fails too.
    expect((await t.call("GET", "/api/auth/google/callback?code=x&state=forged")).status).toBe(400);
  });

  it("moves an anonymous browser's work to the account it signs in to with Google", async () => {
    const { token: anonToken } = (await json(await t.call("GET", "/api/create-anon-user"))) as { token: string };
    const form = new FormData();
    form.append("file", new Blob(["Notes made before signing in.\n\nThe kettle is in the left cupboard."]), "before.txt");
    const upload = await json(await t.call("POST", "/api/documents", { token: anonToken, body: form }));

    const start = await t.call("GET", "/api/auth/google/login?next=/documents");
    const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
    const callback = new URL(atProvider.headers.get("location")!);
    const done = await t.call("GET", callback.pathname + callback.search);
    const cookie = (done.headers.get("set-cookie") ?? "").split(";")[0]!;

    // Bad calls change nothing: no session, an anonymous caller, a token that is not an anonymous one.
    expect((await t.call("POST", "/api/auth/claim-anonymous", { json: { anon_token: anonToken } })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/claim-anonymous", { token: anonToken, json: { anon_token: anonToken } })).status).toBe(403);
    const { token: registered } = await register("claim-other@example.com");
    const notAnon = await t.call("POST", "/api/auth/claim-anonymous", { headers: { cookie }, json: { anon_token: registered } });
    expect(notAnon.status).toBe(404);
    expect((await json(notAnon)).detail).toBe("There is no anonymous work from this browser to move to your account.");
    expect((await t.call("GET", `/api/documents/${String(upload.doc_id)}`, { token: anonToken })).status).toBe(200);

    const claimed = await t.call("POST", "/api/auth/claim-anonymous", { headers: { cookie }, json: { anon_token: anonToken } });
    expect(claimed.status).toBe(200);
    expect(((await json(claimed)) as { moved: Record<string, number> }).moved.documents).toBe(1);
    expect((await t.call("GET", `/api/documents/${String(upload.doc_id)}`, { headers: { cookie } })).status).toBe(200);
    // The anonymous user is gone with its session; claiming again finds nothing.
    expect((await t.call("GET", "/api/users/me", { token: anonToken })).status).toBe(401);
    expect((await t.call("POST", "/api/auth/claim-anonymous", { headers: { cookie }, json: { anon_token: anonToken } })).status).toBe(404);
  });

  it("deletes the account with every row and blob, and the token stops working", async () => {
    const { token, user } = await register("delete@example.com");
    const form = new FormData();
    const unique = Buffer.concat([tinyPng(), Buffer.from(String(Date.now()))]);
    form.append("file", new Blob([new Uint8Array(unique)]), "me.png");
    const { imageKey } = (await (await t.call("POST", "/api/profile/upload-image", { token, body: form })).json()) as { imageKey: string };
    const ref = await t.deps.db.selectFrom("blob_refs").select("hash").where("id", "=", imageKey).executeTakeFirstOrThrow();
    const blobPath = path.join(t.dataDir, "blobs", ref.hash.slice(0, 2), ref.hash);
    expect(fs.existsSync(blobPath)).toBe(true);

    expect((await t.call("DELETE", "/api/users/account/me", { token })).status).toBe(200);
    expect((await t.call("GET", "/api/users/me", { token })).status).toBe(401);
    expect(fs.existsSync(blobPath)).toBe(false);
    for (const table of ["users", "sessions", "auth_tokens", "blob_refs"] as const) {
      const col = table === "users" ? "id" : "user_id";
      const rows = await t.deps.db.selectFrom(table).select(col).where(col, "=", String(user.id)).execute();
      expect(rows, table).toEqual([]);
    }
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.call("GET", "/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });
});
