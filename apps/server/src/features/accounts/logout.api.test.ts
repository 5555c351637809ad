import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("logout on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (email: string) => {
    await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } });
    const res = await t.call("POST", "/api/auth/login", { json: { email, password: "long enough" } });
    expect(res.status).toBe(200);
    const cookie = /folio_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
    expect(cookie).toBeTruthy();
    return { token: String(((await res.json()) as Json).token), cookie: cookie! };
  };
  const logout = (headers: Record<string, string>) => t.call("POST", "/api/auth/cookie/logout", { headers });
  /** The response's Set-Cookie empties the session cookie and expires it now. */
  const clearsCookie = (res: Response) => {
    const set = res.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/folio_session=;/);
    expect(set).toMatch(/Max-Age=0/i);
  };
  const me = (headers: Record<string, string>) => t.call("GET", "/api/users/me", { headers });

  it("ends the cookie's session and clears the cookie", async () => {
    const { cookie } = await login("logout-cookie@example.com");
    expect((await me({ cookie: `folio_session=${cookie}` })).status).toBe(200);
    const res = await logout({ cookie: `folio_session=${cookie}` });
    expect(res.status).toBe(200);
    clearsCookie(res);
    expect((await me({ cookie: `folio_session=${cookie}` })).status).toBe(401);
  });

  it("clears the cookie when its session is already gone or was never valid", async () => {
    const { cookie } = await login("logout-gone@example.com");
    await logout({ cookie: `folio_session=${cookie}` });
    for (const stale of [cookie, "not-a-session"]) {
      const res = await logout({ cookie: `folio_session=${stale}` });
      expect(res.status).toBe(200);
      clearsCookie(res);
    }
  });

  it("ends both sessions when the bearer token and the cookie name different ones", async () => {
    const a = await login("logout-both@example.com");
    const b = await login("logout-both@example.com");
    const res = await logout({ authorization: `Bearer ${a.token}`, cookie: `folio_session=${b.cookie}` });
    expect(res.status).toBe(200);
    clearsCookie(res);
    expect((await me({ authorization: `Bearer ${a.token}` })).status).toBe(401);
    expect((await me({ cookie: `folio_session=${b.cookie}` })).status).toBe(401);
  });

  it("clears the cookie even when the session cannot be ended, and says the logout failed", async () => {
    const { cookie } = await login("logout-broken@example.com");
    await sql`create function refuse_session_delete() returns trigger language plpgsql as $$ begin raise exception 'sessions are read-only'; end $$`.execute(t.deps.db);
    await sql`create trigger refuse_session_delete before delete on sessions for each row execute function refuse_session_delete()`.execute(t.deps.db);
    try {
      const res = await logout({ cookie: `folio_session=${cookie}` });
      expect(res.status).toBe(500);
      clearsCookie(res);
    } finally {
      await sql`drop trigger refuse_session_delete on sessions`.execute(t.deps.db);
      await sql`drop function refuse_session_delete()`.execute(t.deps.db);
    }
  });
});
