import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;

/** The server's default body limit in these tests (MAX_JSON_BYTES), small so that going over it is cheap. */
const LIMIT = 64 * 1024;

describe.each(DATABASE_KINDS)("request input on %s", (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_JSON_BYTES: String(LIMIT), LOGIN_RATE_LIMIT: "3", REGISTER_RATE_LIMIT: "3" });
    const res = await t.call("POST", "/api/auth/register", { json: { email: "input@example.com", password: "long enough" } });
    token = ((await res.json()) as { token: string }).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Json;
  const send = (method: string, path: string, body: RequestInit["body"], headers: Record<string, string> = {}) =>
    t.app.request(new Request(`http://folio.test${path}`, { method, body, headers: { authorization: `Bearer ${token}`, ...headers }, duplex: "half" } as RequestInit));

  describe("bodies", () => {
    it("refuses a body over the limit with 413 whatever its declared type, without parsing it", async () => {
      // Valid JSON that the route would accept, were it read: only the limit may refuse it.
      const big = JSON.stringify({ query: "a".repeat(LIMIT * 1.5) });
      for (const type of ["text/plain", "application/octet-stream", "application/json"]) {
        const res = await send("POST", "/api/retrieve", big, { "content-type": type });
        expect(res.status, type).toBe(413);
        expect(await json(res), type).toMatchObject({ code: "payload_too_large" });
      }
    });

    it("stops reading a body of no declared length as soon as it passes the limit, whatever its type", async () => {
      const chunk = new Uint8Array(16 * 1024).fill(0x20);
      const total = 64 * 1024 * 1024;
      for (const type of ["text/plain", "application/json"]) {
        let pulled = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
            if (pulled >= total) controller.close();
          },
        });
        const res = await send("POST", "/api/retrieve", stream, { "content-type": type });
        expect(res.status, type).toBe(413);
        expect(pulled, type).toBeLessThan(LIMIT + 4 * chunk.byteLength);
      }
    });

    it("refuses JSON not declared as JSON with 415, and malformed JSON with 400", async () => {
      const body = JSON.stringify({ query: "anything" });
      for (const headers of [{ "content-type": "text/plain" }, { "content-type": "application/x-www-form-urlencoded" }, {}] as Record<string, string>[]) {
        const res = await send("POST", "/api/retrieve", body, headers);
        expect(res.status, JSON.stringify(headers)).toBe(415);
        expect(await json(res)).toMatchObject({ code: "unsupported_media_type", detail: expect.stringContaining("application/json") as string });
      }
      const renamed = await send("PUT", "/api/conversations/chat_1", JSON.stringify({ name: "x" }), { "content-type": "text/plain;charset=UTF-8" });
      expect(renamed.status).toBe(415);
      const malformed = await send("POST", "/api/retrieve", "{\"query\": ", { "content-type": "application/json; charset=utf-8" });
      expect(malformed.status).toBe(400);
      expect(await json(malformed)).toMatchObject({ code: "malformed_json" });
      const notUtf8 = await send("POST", "/api/retrieve", new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), { "content-type": "application/json" });
      expect(notUtf8.status).toBe(400);
    });

    it("bounds the Stripe webhook's raw body the same way", async () => {
      const res = await send("POST", "/api/billing/webhook", "x".repeat(LIMIT * 2), { "content-type": "text/plain" });
      expect(res.status).toBe(413);
    });

    it("documents 400, 413, 415 and 422 on every JSON route of the OpenAPI document", async () => {
      const doc = (await json(await t.call("GET", "/api/openapi.json"))) as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Json }>> };
      const retrieve = doc.paths["/api/retrieve"]?.post;
      expect(Object.keys(retrieve?.responses ?? {})).toEqual(expect.arrayContaining(["400", "413", "415", "422"]));
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const jsonBody = JSON.stringify(op.requestBody ?? {}).includes("application/json");
          if (jsonBody) expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["400", "413", "415", "422"]));
        }
      }
    });
  });

  describe("429 answers", () => {
    const limited = async (attempt: () => Promise<Response>, windowSeconds: number) => {
      let res = await attempt();
      for (let i = 0; i < 10 && res.status !== 429; i++) res = await attempt();
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      const body = await json(res);
      expect(body).toMatchObject({ code: "too_many_attempts", detail: `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.` });
      return body;
    };

    it("say when to come back: Retry-After in seconds and the same wait in the message", async () => {
      await limited(() => t.call("POST", "/api/auth/login", { json: { email: "input@example.com", password: "wrong password" } }), 15 * 60);
      // Registration's window is an hour: the message no longer says "a few minutes".
      let n = 0;
      const body = await limited(() => t.call("POST", "/api/auth/register", { json: { email: `limit${n++}@example.com`, password: "long enough" } }), 3600);
      expect(String(body.detail)).not.toContain("a few minutes");
      await t.deps.db.deleteFrom("rate_limits").execute();
    });

    it("are documented with their Retry-After header", async () => {
      const doc = (await json(await t.call("GET", "/api/openapi.json"))) as { paths: Record<string, Record<string, { responses: Record<string, { headers?: Json }> }>> };
      expect(doc.paths["/api/auth/login"]?.post?.responses["429"]?.headers).toHaveProperty("Retry-After");
    });
  });

  describe("control characters", () => {
    const refused = async (res: Response, field: string) => {
      expect(res.status, field).toBe(422);
      const body = await json(res);
      expect(body.code).toBe("validation");
      expect(String(body.detail)).toContain(`${field}: must not contain control characters`);
    };

    it("refuses NUL in a path id on documents, conversations, folders and shared chats", async () => {
      for (const path of ["/api/documents/doc%00x", "/api/documents/doc%00x/content?unit=1", "/api/conversations/ch%00at", "/api/knowledge/kb%00", "/api/knowledge/shared_chats/s%00hare"]) {
        await refused(await t.call("GET", path, { token }), "id");
      }
    });

    it("refuses NUL and other control characters in the three searches and other queries", async () => {
      for (const path of ["/api/search?query=a%00b", "/api/search_conversation?query=%00", "/api/search/knowledge?query=x%07", "/api/documents?search=%1b[2J"]) {
        const field = path.includes("search=") ? "search" : "query";
        await refused(await t.call("GET", path, { token }), field);
      }
    });

    it("refuses NUL in JSON fields: rename, chat, retrieve, login and register", async () => {
      await refused(await t.call("PUT", "/api/documents/doc_1", { token, json: { custom_file_name: "a\u0000b.pdf" } }), "custom_file_name");
      await refused(await t.call("PUT", "/api/conversations/chat_1", { token, json: { name: "\u0000" } }), "name");
      await refused(await t.call("POST", "/api/chat/doc_1", { token, json: { message: "what\u0000" } }), "message");
      await refused(await t.call("POST", "/api/retrieve", { token, json: { query: "x", doc_ids: ["ok", "d\u0000"] } }), "doc_ids.1");
      await refused(await t.call("POST", "/api/auth/login", { json: { email: "input@example.com", password: "long\u0000enough" } }), "password");
      await refused(await t.call("POST", "/api/auth/register", { json: { email: "new@example.com", password: "long enough", first_name: "A\u0000" } }), "first_name");
    });

    it("refuses NUL in an upload's file name and form fields", async () => {
      // A raw NUL in a part's headers is already refused by the multipart parser; encoded (RFC 5987) it gets through to the name.
      const encodedName = ["--zz", "Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''notes%00.txt", "", "Some text to keep.", "--zz--", ""].join("\r\n");
      await refused(await send("POST", "/api/documents", encodedName, { "content-type": "multipart/form-data; boundary=zz" }), "file_name");
      const form = new FormData();
      form.append("knowledge_base_id", "kb\u0000");
      form.append("file", new Blob(["Some text to keep."]), "notes.txt");
      await refused(await t.call("POST", "/api/documents", { token, body: form }), "knowledge_base_id");
    });
  });

  describe("names", () => {
    // "evil\u202Efdp.txt" is shown as "eviltxt.pdf": a text file passing for a PDF.
    const disguised = "evil\u202Efdp.txt";

    it("drop bidirectional controls from uploaded file names and renames", async () => {
      const form = new FormData();
      form.append("file", new Blob(["Some text to keep."]), disguised);
      const uploaded = await t.call("POST", "/api/documents", { token, body: form });
      expect(uploaded.status).toBe(202);
      const doc = await json(uploaded);
      expect(doc.name).toBe("evilfdp.txt");
      const renamed = await t.call("PUT", `/api/documents/${String(doc.doc_id)}`, { token, json: { custom_file_name: "\u2067report\u2069 \u202Bfinal\u202C\u200F.txt" } });
      expect(renamed.status).toBe(200);
      expect((await json(renamed)).custom_file_name).toBe("report final.txt");
    });

    it("drop them from folder names and people's names, and refuse a name on two lines", async () => {
      const folder = await t.call("POST", "/api/knowledge", { token, json: { name: "Reading\u202E list" } });
      expect(folder.status).toBe(201);
      expect((await json(folder)).name).toBe("Reading list");
      const profile = await t.call("PUT", "/api/profile", { token, json: { first_name: "\u202EAda", last_name: "Lovelace\u200E", profession: "Student" } });
      expect(profile.status).toBe(200);
      expect(await json(profile)).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });
      const twoLines = await t.call("PUT", "/api/conversations/chat_1", { token, json: { name: "one\ntwo" } });
      expect(twoLines.status).toBe(422);
      expect((await json(twoLines)).detail).toBe("name: must be on one line");
    });
  });
});
