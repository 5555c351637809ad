import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes, keyAccessOf, type RouteDef } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { newId } from "../../platform/auth/tokens.ts";

type Json = Record<string, unknown>;

/** The documents, folders and things made from them that a narrowed key must never reach. */
interface Outside {
  doc: string;
  folder: string;
  conversation: string;
  message: string;
  podcast: string;
  summary: string;
  /** A name only the outside document carries, to find it in any answer. */
  marker: string;
}

/** A request for every route of the contract a key may call, naming only what lies outside the key's scope. */
function requestFor(route: RouteDef, o: Outside): { path: string; json?: unknown; body?: FormData } {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const ids: Record<string, string> = { chat_id: o.conversation, message_id: o.message };
  const idFor = (): string => {
    if (route.path.startsWith("/api/documents/") || route.path.startsWith("/api/chat/") || key === "PUT /api/summaries/:id") return o.doc;
    if (route.path.startsWith("/api/knowledge/")) return o.folder;
    if (route.path.startsWith("/api/conversations/")) return o.conversation;
    if (route.path.startsWith("/api/podcasts/")) return o.podcast;
    if (route.path.startsWith("/api/summaries/")) return o.summary;
    return "none";
  };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? idFor());
  const query: Record<string, string> = {
    "GET /api/chat": `?doc_id=${o.doc}`,
    "GET /api/search": `?query=${o.marker}`,
    "GET /api/search_conversation": `?query=${o.marker}`,
    "GET /api/search/knowledge": `?query=${o.marker}`,
    "POST /api/chat/:id": `?chat_id=${o.conversation}`,
    "GET /api/documents/:id/content": "?unit=1",
  };
  const form = new FormData();
  form.append("file", new Blob(["A note."]), "note.txt");
  form.append("knowledge_base_id", o.folder);
  const bodies: Record<string, { json?: unknown; body?: FormData }> = {
    "POST /api/documents": { body: form },
    "POST /api/documents/url": { json: { url: "https://example.com/a.txt" } },
    "PUT /api/documents/:id": { json: { custom_file_name: "renamed" } },
    "POST /api/retrieve": { json: { query: o.marker, doc_ids: [o.doc] } },
    "POST /api/chat/:id": { json: { message: "What is this about?" } },
    "POST /api/chat/image/:id": { json: { message: "What is this?", images: ["aGVsbG8="] } },
    "POST /api/knowledge/chat/:id": { json: { message: "What is this about?" } },
    "POST /api/knowledge/chat/image/:id": { json: { message: "What is this?", images: ["aGVsbG8="] } },
    "PUT /api/conversations/:id": { json: { name: "renamed" } },
    "POST /api/feedback/:chat_id/:message_id": { json: { expression: "LIKE" } },
    "POST /api/background-podcasts": { json: { generate_from: { id: o.doc, source: "DOCUMENT" } } },
    "POST /api/knowledge": { json: { name: "Mine", document_ids: [o.doc], knowledge_base_type: "FOLDER" } },
    "PUT /api/knowledge/:id": { json: { name: "renamed" } },
    "PUT /api/summaries/:id": { json: { doc_id: o.doc, prompt: "", format: "AUTO", length: "AUTO" } },
    "POST /api/v1/chat/completions": { json: { model: `doc:${o.doc}`, messages: [{ role: "user", content: "What is this about?" }] } },
    "POST /api/text-summary": { json: { summary_text: "Some pasted text to summarise.", format: "AUTO", length: "AUTO" } },
  };
  return { path: path + (query[key] ?? ""), ...(bodies[key] ?? (route.method === "get" || route.method === "delete" ? {} : { json: {} })) };
}

describe.each(DATABASE_KINDS)("API keys narrowed to a folder or documents on %s", (kind) => {
  let t: TestApp;
  let session: string;
  let owner: string;
  let inside: { doc: string; folder: string };
  let outside: Outside;
  const json = async (res: Response) => (await res.json()) as Json;
  const withKey = (key: string, method: string, path: string, opts: { json?: unknown; body?: FormData } = {}) => t.call(method, path, { ...opts, headers: { "x-api-key": key } });
  // Each key may make 60 requests a minute: the walk makes more, so the window is cleared between them.
  const freshRate = () => t.deps.db.deleteFrom("rate_limits").execute();

  async function upload(name: string, text: string, folder?: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    if (folder) form.append("knowledge_base_id", folder);
    const res = await t.call("POST", "/api/documents", { token: session, body: form });
    expect(res.status).toBe(202);
    const id = String((await json(res)).doc_id);
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${id}`, { token: session }));
      if (doc.status === "ready") return id;
      expect(doc.status).not.toBe("failed");
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async function folder(name: string, docs: string[]): Promise<string> {
    const res = await t.call("POST", "/api/knowledge", { token: session, json: { name, document_ids: docs, knowledge_base_type: "FOLDER" } });
    expect(res.status).toBe(201);
    return String((await json(res)).id);
  }
  async function newKey(scope: Json): Promise<string> {
    const res = await t.call("POST", "/api/api-keys", { token: session, json: { name: "narrow", key_type: "PRODUCTION", scope } });
    expect(res.status).toBe(201);
    return String((await json(res)).key);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    session = await registerWithPlan(t, "narrow@example.com", "PRO");
    owner = (await t.deps.db.selectFrom("users").select("id").where("email", "=", "narrow@example.com").executeTakeFirstOrThrow()).id;
    // Production keys, so that the walk's keys do not hit the two development keys' limit.
    await t.deps.db.insertInto("subscriptions").values({ id: newId("sub_"), user_id: owner, plan_type: "API_PREMIUM", product: "API", period: "MONTHLY", status: "Active", provider: "test" }).execute();
    const insideDoc = await upload("inside.txt", "Rivers carry water to the sea.");
    inside = { doc: insideDoc, folder: await folder("Inside", [insideDoc]) };
    const marker = "zebracorn";
    const outsideDoc = await upload(`${marker}.txt`, `The ${marker} lives outside the key's scope.`);
    const outsideFolder = await folder(`${marker} folder`, [outsideDoc]);
    const conversation = newId("chat_");
    await t.deps.db.insertInto("conversations").values({ id: conversation, user_id: owner, name: `${marker} chat`, doc_id: outsideDoc, knowledge_base_id: null }).execute();
    const message = newId("msg_");
    await t.deps.db.insertInto("messages").values({ id: message, conversation_id: conversation, role: "assistant", content: `About the ${marker}.` }).execute();
    const podcast = newId("pod_");
    await t.deps.db.insertInto("podcasts").values({ id: podcast, user_id: owner, name: `${marker} podcast`, source: "DOCUMENT", source_id: outsideDoc, status: "FAILED" }).execute();
    const summary = newId("sum_");
    await t.deps.db
      .insertInto("summaries")
      .values({ id: summary, user_id: owner, source: "DOCUMENT", doc_id: outsideDoc, doc_name: `${marker}.txt`, source_text: null, name: `${marker} summary`, prompt: null, format: "AUTO", length: "AUTO", language: "en", model_name: "LOCAL", status: "FAILED" })
      .execute();
    outside = { doc: outsideDoc, folder: outsideFolder, conversation, message, podcast, summary, marker };
  });
  afterAll(async () => t?.close());

  it.each([
    ["folder", () => ({ knowledge_base_id: inside.folder })],
    ["documents", () => ({ doc_ids: [inside.doc] })],
  ])("a key narrowed to %s reaches nothing outside it on any route of the contract", async (_, scope) => {
    const key = await newKey(scope());
    const walked: string[] = [];
    // DELETE /api/api-keys/current revokes the key itself (api-keys.api.test.ts): walking it would end the walk.
    for (const route of allRoutes.filter((r) => keyAccessOf(r) !== "none" && r.path !== "/api/api-keys/current")) {
      // A shared link is public: whoever holds it reads it, with or without a key (none exists for the outside folder).
      await freshRate();
      const req = requestFor(route, outside);
      const res = await withKey(key, route.method.toUpperCase(), req.path, req);
      const text = await res.text();
      const label = `${route.method.toUpperCase()} ${route.path} -> ${res.status} ${text.slice(0, 200)}`;
      for (const id of Object.values(outside)) expect(text, label).not.toContain(id);
      const namesOutside = req.body !== undefined || [outside.doc, outside.folder, outside.conversation, outside.podcast, outside.summary].some((id) => req.path.includes(id) || JSON.stringify(req.json ?? null).includes(id));
      if (namesOutside) expect([403, 404], label).toContain(res.status);
      walked.push(route.path);
    }
    expect(walked.length).toBeGreaterThan(45);
    // Nothing outside was changed: the document, its folder, chat, podcast and summary are all there.
    expect((await t.call("GET", `/api/documents/${outside.doc}`, { token: session })).status).toBe(200);
    expect((await json(await t.call("GET", `/api/documents/${outside.doc}`, { token: session }))).custom_file_name).toBeNull();
    expect((await t.call("GET", `/api/knowledge/${outside.folder}`, { token: session })).status).toBe(200);
    expect((await t.call("GET", `/api/conversations/${outside.conversation}`, { token: session })).status).toBe(200);
    expect((await t.call("GET", `/api/podcasts/${outside.podcast}`, { token: session })).status).toBe(200);
    expect((await t.call("GET", `/api/summaries/${outside.summary}`, { token: session })).status).toBe(200);
  });

  it("a folder key lists, searches and retrieves from its folder only, and its uploads land in it", async () => {
    const key = await newKey({ knowledge_base_id: inside.folder });
    await freshRate();
    const docs = (await json(await withKey(key, "GET", "/api/documents"))).documents as Json[];
    expect(docs.map((d) => d.doc_id)).toEqual([inside.doc]);
    const folders = (await json(await withKey(key, "GET", "/api/knowledge"))).knowledge_bases as Json[];
    expect(folders.map((f) => f.id)).toEqual([inside.folder]);
    const passages = (await json(await withKey(key, "POST", "/api/retrieve", { json: { query: "water sea zebracorn" } }))).passages as Json[];
    expect(passages.length).toBeGreaterThan(0);
    for (const p of passages) expect(p.doc_id).toBe(inside.doc);
    expect((await withKey(key, "GET", `/api/documents/${inside.doc}`)).status).toBe(200);
    const form = new FormData();
    form.append("file", new Blob(["Bridges cross rivers."]), "bridges.txt");
    const uploaded = await withKey(key, "POST", "/api/documents", { body: form });
    expect(uploaded.status).toBe(202);
    const newDoc = String((await json(uploaded)).doc_id);
    const contents = await json(await t.call("GET", `/api/knowledge/${inside.folder}`, { token: session }));
    expect(JSON.stringify(contents)).toContain(newDoc);
    expect((await withKey(key, "GET", `/api/documents/${newDoc}`)).status).toBe(200);
  });

  it("a conversation on a document in scope that cites one outside it (an @-mention made with a session) is outside the scope too", async () => {
    const key = await newKey({ knowledge_base_id: inside.folder });
    await freshRate();
    const conversation = async (citedDoc: string) => {
      const id = newId("chat_");
      await t.deps.db.insertInto("conversations").values({ id, user_id: owner, name: "mixed", doc_id: inside.doc, knowledge_base_id: null }).execute();
      const citation = { n: 1, doc_id: citedDoc, doc_name: "x", locator: { kind: "section", unit: 1, label: "Section 1" }, quote: "q", verified: true };
      await t.deps.db.insertInto("messages").values({ id: newId("msg_"), conversation_id: id, role: "assistant", content: "See [1].", citations: JSON.stringify([citation]) }).execute();
      return id;
    };
    const clean = await conversation(inside.doc);
    const mixed = await conversation(outside.doc);
    const listed = ((await json(await withKey(key, "GET", "/api/conversations"))).conversations as Json[]).map((c) => c.chat_id);
    expect(listed).toContain(clean);
    expect(listed).not.toContain(mixed);
    expect((await withKey(key, "GET", `/api/conversations/${clean}`)).status).toBe(200);
    expect((await withKey(key, "GET", `/api/conversations/${mixed}`)).status).toBe(404);
  });

  it("a documents key cannot add documents or reach a folder, even the one its documents are in", async () => {
    const key = await newKey({ knowledge_base_id: inside.folder, doc_ids: [inside.doc] });
    await freshRate();
    const form = new FormData();
    form.append("file", new Blob(["More."]), "more.txt");
    const refused = await withKey(key, "POST", "/api/documents", { body: form });
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe("api_key_scope_denied");
    expect((await withKey(key, "GET", `/api/knowledge/${inside.folder}`)).status).toBe(404);
    expect(((await json(await withKey(key, "GET", "/api/documents"))).documents as Json[]).map((d) => d.doc_id)).toEqual([inside.doc]);
  });

  it("refuses at creation (404) a folder or documents that are not the caller's, and documents outside the named folder", async () => {
    const other = await registerWithPlan(t, "other-narrow@example.com", "PRO");
    for (const scope of [{ knowledge_base_id: inside.folder }, { doc_ids: [inside.doc] }]) {
      const res = await t.call("POST", "/api/api-keys", { token: other, json: { name: "theirs", key_type: "DEVELOPMENT", scope } });
      expect(res.status).toBe(404);
    }
    const mixed = await t.call("POST", "/api/api-keys", { token: session, json: { name: "mixed", key_type: "PRODUCTION", scope: { knowledge_base_id: inside.folder, doc_ids: [outside.doc] } } });
    expect(mixed.status).toBe(404);
    const listed = (await json(await t.call("GET", "/api/api-keys", { token: session }))).api_keys as Json[];
    expect(listed.map((k) => k.scope)).toContainEqual({ knowledge_base_id: inside.folder, doc_ids: null, read_only: false });
  });
});
