import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_REQUESTS_PER_MINUTE, BILLING_MESSAGES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { monthStart } from "./api-quota.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("API keys on %s", (kind) => {
  let t: TestApp;
  let session: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const createKey = (as: string, body: Json) => t.call("POST", "/api/api-keys", { token: as, json: body });
  async function newKey(as: string, body: Json = {}): Promise<{ id: string; key: string }> {
    const res = await createKey(as, { name: "script", key_type: "DEVELOPMENT", ...body });
    expect(res.status).toBe(201);
    const created = await json(res);
    return { id: String(created.id), key: String(created.key) };
  }
  const withKey = (key: string, method: string, path: string, opts: { json?: unknown; body?: RequestInit["body"] } = {}) =>
    t.call(method, path, { ...opts, headers: { "x-api-key": key } });
  async function registered(email: string): Promise<{ token: string; id: string }> {
    const token = await registerWithPlan(t, email, "FREE");
    const row = await t.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return { token, id: row.id };
  }
  function textFile(text: string, name: string): FormData {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    return form;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ token: session } = await registered("keys@example.com"));
  });
  afterAll(async () => t.close());

  it("creates a key whose secret is shown once, with a recognisable prefix, and stored only as its SHA-256", async () => {
    const res = await createKey(session, { name: "  Notebook  ", key_type: "DEVELOPMENT" });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.name).toBe("Notebook");
    expect(String(created.key)).toMatch(/^folio_dev_[A-Za-z0-9_-]{43}$/);
    expect(String(created.key).startsWith(String(created.prefix))).toBe(true);
    expect(created.last_used_at).toBeNull();

    const row = await t.deps.db.selectFrom("api_keys").selectAll().where("id", "=", String(created.id)).executeTakeFirstOrThrow();
    expect(row.hash).toBe(crypto.createHash("sha256").update(String(created.key)).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(String(created.key));

    const listed = await json(await t.call("GET", "/api/api-keys", { token: session }));
    const keys = listed.api_keys as Json[];
    expect(keys.map((k) => k.id)).toContain(created.id);
    expect(JSON.stringify(listed)).not.toContain(String(created.key));
    for (const k of keys) expect(Object.keys(k).sort()).toEqual(["created_at", "id", "key_type", "last_used_at", "name", "prefix", "scope"]);
    await t.call("DELETE", `/api/api-keys/${String(created.id)}`, { token: session });
  });

  it("refuses an empty name with the spec's message, a name too long, and anonymous callers", async () => {
    const empty = await createKey(session, { name: "   ", key_type: "DEVELOPMENT" });
    expect(empty.status).toBe(400);
    expect((await json(empty)).detail).toBe("API name required");
    expect((await createKey(session, { name: "n".repeat(101), key_type: "DEVELOPMENT" })).status).toBe(422);
    const anon = String((await json(await t.call("GET", "/api/create-anon-user"))).token);
    const refused = await createKey(anon, { name: "anon", key_type: "DEVELOPMENT" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe("registered_only");
  });

  it("allows 2 development keys, and 5 production keys only on a paid API plan, with the spec's messages", async () => {
    const { token } = await registered("limits@example.com");
    await newKey(token);
    const second = await newKey(token);
    const third = await createKey(token, { name: "third", key_type: "DEVELOPMENT" });
    expect(third.status).toBe(403);
    expect((await json(third)).detail).toBe("You have reached your max (2) limit of development keys");
    // A revoked key frees its place.
    expect((await t.call("DELETE", `/api/api-keys/${second.id}`, { token })).status).toBe(204);
    await newKey(token);

    const free = await createKey(token, { name: "live", key_type: "PRODUCTION" });
    expect(free.status).toBe(403);
    expect((await json(free)).code).toBe("api_plan_required");

    const owner = await t.deps.db.selectFrom("users").select("id").where("email", "=", "limits@example.com").executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto("subscriptions")
      .values({ id: newId("sub_"), user_id: owner.id, plan_type: "API_PREMIUM", product: "API", period: "MONTHLY", status: "Active", provider: "test" })
      .execute();
    for (let i = 0; i < 5; i++) expect(String((await newKey(token, { key_type: "PRODUCTION" })).key)).toMatch(/^folio_live_/);
    const sixth = await createKey(token, { name: "sixth", key_type: "PRODUCTION" });
    expect(sixth.status).toBe(403);
    expect((await json(sixth)).detail).toBe("You have reached your max (5) limit of production keys");
  });

  it("gives the last place to one of two requests at once", async () => {
    const { token } = await registered("race@example.com");
    const answers = await Promise.all([1, 2, 3].map((i) => createKey(token, { name: `key ${i}`, key_type: "DEVELOPMENT" })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 403]);
  });

  it("acts as its owner through X-API-Key or a bearer token, and notes when it was last used", async () => {
    const { id, key } = await newKey(session);
    expect((await withKey(key, "GET", "/api/documents")).status).toBe(200);
    expect((await t.call("GET", "/api/documents", { token: key })).status).toBe(200);
    const row = await t.deps.db.selectFrom("api_keys").select("last_used_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    const listed = (await json(await t.call("GET", "/api/api-keys", { token: session }))).api_keys as Json[];
    expect(listed.find((k) => k.id === id)?.last_used_at).not.toBeNull();
    await t.call("DELETE", `/api/api-keys/${id}`, { token: session });
  });

  it("answers a revoked, malformed or unknown key with one and the same 401, and revocation takes effect at once", async () => {
    const { id, key } = await newKey(session);
    expect((await withKey(key, "GET", "/api/documents")).status).toBe(200);
    expect((await t.call("DELETE", `/api/api-keys/${id}`, { token: session })).status).toBe(204);
    expect((await t.call("DELETE", `/api/api-keys/${id}`, { token: session })).status).toBe(404);

    const answers = await Promise.all(
      [key, "folio_dev_short", `folio_dev_${"A".repeat(43)}`, "not a key", ""].map(async (k) => {
        const res = await withKey(k, "GET", "/api/documents");
        return { status: res.status, body: await json(res) };
      }),
    );
    for (const a of answers) expect(a).toEqual({ status: 401, body: answers[0]?.body });
    expect(answers[0]?.body.code).toBe("invalid_api_key");
    expect((await t.call("GET", "/api/documents", { token: key })).status).toBe(401);
  });

  it("lets a key revoke itself (an extension disconnecting), read-only ones too, and nothing else", async () => {
    const { id, key } = await newKey(session, { scope: { read_only: true } });
    expect((await t.call("DELETE", "/api/api-keys/current", { token: session })).status).toBe(404);
    expect((await withKey(key, "DELETE", `/api/api-keys/${id}`)).status).toBe(403);
    expect((await withKey(key, "DELETE", "/api/api-keys/current")).status).toBe(204);
    expect((await withKey(key, "GET", "/api/documents")).status).toBe(401);
    const listed = (await json(await t.call("GET", "/api/api-keys", { token: session }))).api_keys as Json[];
    expect(listed.some((k) => k.id === id)).toBe(false);

    const folder = await json(await t.call("POST", "/api/knowledge", { token: session, json: { name: "Reading" } }));
    const narrowed = await newKey(session, { scope: { knowledge_base_id: folder.id } });
    expect((await withKey(narrowed.key, "DELETE", "/api/api-keys/current")).status).toBe(204);
    expect((await withKey(narrowed.key, "GET", "/api/documents")).status).toBe(401);
  });

  it("refuses a key in the query string", async () => {
    const { id, key } = await newKey(session);
    for (const query of [`api_key=${key}`, `q=${key}`]) {
      const res = await t.call("GET", `/api/documents?${query}`);
      expect(res.status).toBe(400);
      expect((await json(res)).code).toBe("api_key_in_query");
    }
    await t.call("DELETE", `/api/api-keys/${id}`, { token: session });
  });

  it("is refused (403) on accounts, billing and key management", async () => {
    const { id, key } = await newKey(session);
    for (const [method, path] of [
      ["GET", "/api/users/me"],
      ["DELETE", "/api/users/account/me"],
      ["GET", "/api/user_subscription"],
      ["GET", "/api/api-keys"],
      ["POST", "/api/api-keys"],
      ["DELETE", `/api/api-keys/${id}`],
    ] as const) {
      const res = await withKey(key, method, path, method === "POST" ? { json: { name: "x", key_type: "DEVELOPMENT" } } : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).code).toBe("api_key_not_allowed");
    }
    expect((await withKey(key, "GET", "/api/documents")).status).toBe(200);
    await t.call("DELETE", `/api/api-keys/${id}`, { token: session });
  });

  it("a read-only key searches and reads but is refused (403) uploads, edits and deletes", async () => {
    const { id, key } = await newKey(session, { scope: { read_only: true } });
    const listed = (await json(await t.call("GET", "/api/api-keys", { token: session }))).api_keys as Json[];
    expect(listed.find((k) => k.id === id)?.scope).toEqual({ knowledge_base_id: null, doc_ids: null, read_only: true });
    for (const [method, path, opts] of [
      ["POST", "/api/documents", { body: textFile("Some text.", "a.txt") }],
      ["DELETE", "/api/documents/doc_missing", {}],
      ["PUT", "/api/documents/doc_missing", { json: { custom_file_name: "x" } }],
    ] as const) {
      const res = await withKey(key, method, path, opts);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).code).toBe("api_key_read_only");
    }
    expect((await withKey(key, "GET", "/api/documents")).status).toBe(200);
    expect((await withKey(key, "POST", "/api/retrieve", { json: { query: "mill", doc_ids: ["doc_missing"] } })).status).toBe(404);
    await t.call("DELETE", `/api/api-keys/${id}`, { token: session });
  });

  it(`limits a key to ${API_KEY_REQUESTS_PER_MINUTE} requests a minute with 429 and Retry-After`, async () => {
    const { id, key } = await newKey(session);
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i++) expect((await withKey(key, "GET", "/api/api-usage")).status).toBe(200);
    const refused = await withKey(key, "GET", "/api/api-usage");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await json(refused)).code).toBe("api_rate_limited");
    // The owner's own session is not held back by the key's rate.
    expect((await t.call("GET", "/api/api-usage", { token: session })).status).toBe(200);
    await t.call("DELETE", `/api/api-keys/${id}`, { token: session });
  });

  it("refuses (402) a question once the API plan's messages for the month are used up", async () => {
    const { token, id: owner } = await registered("quota@example.com");
    const { key } = await newKey(token);
    await t.deps.db.insertInto("usage_counters").values({ user_id: owner, key: "api_messages", day: monthStart(), count: 100 }).execute();
    const res = await withKey(key, "POST", "/api/chat/doc_missing", { json: { message: "What is this about?" } });
    expect(res.status).toBe(402);
    expect((await json(res)).detail).toBe(BILLING_MESSAGES.unitsUsedUp("messages"));
    const usage = await json(await t.call("GET", "/api/api-usage", { token }));
    expect(usage.limits).toContainEqual({ key: "messages", label: "Messages this month", used: 100, total: 100 });
    // The owner's own session is not held back by the API quota: the same question reaches the document lookup.
    expect((await t.call("POST", "/api/chat/doc_missing", { token, json: { message: "What is this about?" } })).status).toBe(404);
  });

  it("counts uploads with a key against the API plan only, and web uploads against the web plan only", async () => {
    const { token, id: owner } = await registered("separate@example.com");
    const { key } = await newKey(token);
    // The free web plan allows one upload a day: two with the key leave it untouched.
    for (const name of ["one.txt", "two.txt"]) expect((await withKey(key, "POST", "/api/documents", { body: textFile("A short note about rivers.", name) })).status).toBe(202);
    expect((await t.call("POST", "/api/documents", { token, body: textFile("A short note about bridges.", "web.txt") })).status).toBe(202);

    const counters = await t.deps.db.selectFrom("usage_counters").select(["key", "count"]).where("user_id", "=", owner).orderBy("key").execute();
    expect(counters).toEqual([
      { key: "api_documents", count: 2 },
      { key: "api_pages", count: 2 },
      { key: "documents_per_day", count: 1 },
    ]);
    const usage = await json(await t.call("GET", "/api/api-usage", { token }));
    expect(usage).toMatchObject({ plan: "API_FREE", period_start: monthStart() });
    expect(usage.limits).toEqual([
      { key: "messages", label: "Messages this month", used: 0, total: 100 },
      { key: "pages", label: "Pages this month", used: 2, total: 5000 },
      { key: "documents", label: "Documents this month", used: 2, total: 10 },
    ]);
  });

  it("lists the key routes in the OpenAPI document", async () => {
    const doc = (await json(await t.call("GET", "/api/openapi.json"))) as { paths: Record<string, Json> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/api-keys", "/api/api-keys/{id}", "/api/api-usage"]));
  });
});
