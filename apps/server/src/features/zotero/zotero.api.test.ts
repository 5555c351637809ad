import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZOTERO_MESSAGES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { startFakeZotero, type FakeZotero } from "../../test-support/fake-zotero-server.ts";
import { ZOTERO_API_KEY, ZOTERO_CONSUMER, ZOTERO_USER_ID, zoteroAccount } from "../../test-support/zotero-account.ts";
import { checkWatches } from "./index.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("Zotero on %s", (kind) => {
  let t: TestApp;
  let zotero: FakeZotero;
  const account = zoteroAccount();
  let alice: string;
  let bob: string;
  /** Carol imported the collection "Instruments" (her paper is read, or being read, by the time she reviews it). */
  let carol: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const get = (path: string, token: string) => t.call("GET", path, { token });
  const connect = (token: string, user_id: string, api_key: string) => t.call("PUT", "/api/auth/zotero/me", { token, json: { user_id, api_key } });

  beforeAll(async () => {
    zotero = await startFakeZotero(account);
    t = await createTestApp(kind, { ZOTERO_API_BASE: zotero.apiBase, ZOTERO_OAUTH_BASE: zotero.oauthBase, ZOTERO_CLIENT_KEY: ZOTERO_CONSUMER.key, ZOTERO_CLIENT_SECRET: ZOTERO_CONSUMER.secret });
    alice = await registerWithPlan(t, "alice-zotero@example.com", "PRO");
    bob = await registerWithPlan(t, "bob-zotero@example.com", "PRO");
  });
  afterAll(async () => {
    await t.close();
    await zotero.close();
  });

  it("answers 409 to zotero/* calls without a connection, and me says not connected", async () => {
    expect(await json(await get("/api/auth/zotero/me", bob))).toEqual({ connected: false, username: null, user_id: null, access_key: null });
    for (const path of ["/api/zotero/documents", "/api/zotero/search?query=linn", "/api/zotero/collections", `/api/zotero/download?link=users/${ZOTERO_USER_ID}/items/ATTACH01&file_name=linn.pdf`]) {
      const res = await get(path, bob);
      expect(res.status, path).toBe(409);
      expect(typeof (await json(res)).detail).toBe("string");
    }
  });

  it("refuses a key Zotero refuses (or one of another user) with a 4xx and a detail, leaving the user unconnected", async () => {
    for (const [userId, key] of [[String(ZOTERO_USER_ID), "WrongKey123"], ["999", ZOTERO_API_KEY]] as const) {
      const res = await connect(bob, userId, key);
      expect(res.status).toBe(400);
      expect(typeof (await json(res)).detail).toBe("string");
    }
    expect((await connect(bob, "not a number", ZOTERO_API_KEY)).status).toBe(422);
    expect((await json(await get("/api/auth/zotero/me", bob))).connected).toBe(false);
  });

  it("connects with a user ID and key checked against /keys/current, stores the key encrypted, and gives it back for Copy key", async () => {
    const res = await connect(alice, String(ZOTERO_USER_ID), ZOTERO_API_KEY);
    expect(res.status).toBe(200);
    const me = { connected: true, username: "ada_reads", user_id: String(ZOTERO_USER_ID), access_key: ZOTERO_API_KEY };
    expect(await json(res)).toEqual(me);
    expect(await json(await get("/api/auth/zotero/me", alice))).toEqual(me);
    expect(zotero.requests).toContain("/keys/current");
    const row = await t.deps.db.selectFrom("zotero_connections").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(ZOTERO_API_KEY);
    // Bob sees nothing of Alice's connection.
    expect((await json(await get("/api/auth/zotero/me", bob))).connected).toBe(false);
  });

  it("lists items with their stored attachments, paged, with the total and the metadata", async () => {
    const res = await get("/api/zotero/documents?page_size=1&page_number=1&order=title:asc", alice);
    expect(res.status).toBe(200);
    const first = (await json(res)) as { items: Json[]; total: number };
    expect(first.total).toBe(2);
    expect(first.items).toHaveLength(1);
    const second = (await json(await get("/api/zotero/documents?page_size=1&page_number=2&order=title:asc", alice))) as { items: Json[] };
    const all = [...first.items, ...second.items];
    const paper = all.find((i) => i.key === "ITEM0001");
    expect(paper).toEqual({
      key: "ITEM0001",
      title: "LinnDrum 32 Track MIDI Sequence Recorder",
      creators: ["Roger Linn", "Linn Electronics"],
      year: 1984,
      item_type: "manual",
      doi: "10.5555/linn.1984",
      library: { type: "user", id: String(ZOTERO_USER_ID), name: "ada_reads" },
      // The linked file (a path on someone's computer) is not offered.
      attachments: [{ key: "ATTACH01", file_name: "linn.pdf", content_type: "application/pdf", link: `users/${ZOTERO_USER_ID}/items/ATTACH01` }],
    });
    expect(all.find((i) => i.key === "ITEM0002")).toMatchObject({ title: "A Book Without a PDF", year: 1952, doi: "10.1000/book", attachments: [] });
    expect(zotero.maxInFlight()).toBeLessThanOrEqual(3);
  });

  it("lists a collection's items, a group library's, collections of every library, and searches", async () => {
    const inCollection = (await json(await get("/api/zotero/documents?collection=COLL0001", alice))) as { items: Json[]; total: number };
    expect(inCollection.items.map((i) => i.key).sort()).toEqual(["ITEM0001", "ITEM0002"]);
    const group = (await json(await get("/api/zotero/documents?library=group:777", alice))) as { items: Json[] };
    expect(group.items).toEqual([expect.objectContaining({ key: "GITEM001", library: { type: "group", id: "777", name: "Reading group" } })]);
    const collections = await json(await get("/api/zotero/collections", alice));
    expect(collections.collections).toEqual([
      { key: "COLL0001", name: "Instruments", library: { type: "user", id: String(ZOTERO_USER_ID), name: "ada_reads" } },
      { key: "GCOLL001", name: "Shared papers", library: { type: "group", id: "777", name: "Reading group" } },
    ]);
    const libraries = await json(await get("/api/zotero/libraries", alice));
    expect(libraries.libraries).toHaveLength(2);
    const found = (await json(await get("/api/zotero/search?query=hopper", alice))) as { items: Json[]; total: number };
    expect(found.items.map((i) => i.key)).toEqual(["ITEM0002"]);
    expect(found.total).toBe(1);
    expect(zotero.requests.some((r) => r.includes("q=hopper") && r.includes("qmode=titleCreatorYear"))).toBe(true);
    expect((await get("/api/zotero/documents?collection=../../x", alice)).status).toBe(422);
    expect((await get("/api/zotero/documents?library=users/1", alice)).status).toBe(422);
  });

  it("waits out a 429 or 503 with Retry-After, and a Backoff, so the request still succeeds", async () => {
    zotero.failNext(1, 429, 1);
    const before = zotero.requests.length;
    const res = await get("/api/zotero/collections?library=user", alice);
    expect(res.status).toBe(200);
    expect(zotero.requests.length - before).toBe(2);
    zotero.failNext(1, 503, 1);
    expect((await get("/api/zotero/collections?library=user", alice)).status).toBe(200);
    zotero.backoffNext(1);
    expect((await get("/api/zotero/collections?library=user", alice)).status).toBe(200);
    expect((await get("/api/zotero/collections?library=user", alice)).status).toBe(200);
  });

  it("answers Zotero's failures with 502 and the spec's message", async () => {
    zotero.failNext(10, 500);
    const res = await get("/api/zotero/documents", alice);
    expect(res.status).toBe(502);
    expect((await json(res)).detail).toBe(ZOTERO_MESSAGES.fetchFailed);
    zotero.failNext(0, 500);
    // A group the key does not reach: Zotero's 403 is a failure too.
    const denied = await get("/api/zotero/documents?library=group:1", alice);
    expect(denied.status).toBe(502);
  });

  it("imports an attachment as a document that keeps its item's metadata", async () => {
    const res = await get(`/api/zotero/download?link=users/${ZOTERO_USER_ID}/items/ATTACH01&file_name=linn.pdf`, alice);
    expect(res.status).toBe(202);
    const accepted = await json(res);
    expect(accepted).toMatchObject({ name: "linn.pdf", status: "queued" });
    const doc = await json(await get(`/api/documents/${String(accepted.doc_id)}`, alice));
    expect(doc.metadata).toEqual({ title: "LinnDrum 32 Track MIDI Sequence Recorder", creators: ["Roger Linn", "Linn Electronics"], year: 1984, doi: "10.5555/linn.1984", item_type: "manual" });
    expect(doc.file_type).toBe("pdf");
    // Bob cannot see it.
    expect((await get(`/api/documents/${String(accepted.doc_id)}`, bob)).status).toBe(404);
    // Not an attachment with a file, another user's library, or a made-up link.
    expect((await get(`/api/zotero/download?link=users/${ZOTERO_USER_ID}/items/ATTACH02&file_name=x.pdf`, alice)).status).toBe(404);
    expect((await get(`/api/zotero/download?link=users/1/items/ATTACH01&file_name=x.pdf`, alice)).status).toBe(404);
    expect((await get(`/api/zotero/download?link=https://evil.example/x&file_name=x.pdf`, alice)).status).toBe(422);
  });

  it("connects by OAuth 1.0a: a signed request token, Zotero's authorize page, the signed access exchange, then Settings", async () => {
    const carol = await registerWithPlan(t, "carol-zotero@example.com", "PRO");
    const res = await get("/api/auth/zotero/authorize", carol);
    expect(res.status).toBe(200);
    const { url } = (await json(res)) as { url: string };
    expect(url.startsWith(`${zotero.oauthBase}/authorize?`)).toBe(true);
    const token = new URL(url).searchParams.get("oauth_token") ?? "";
    const verifier = zotero.approve(token);
    const back = await t.call("GET", `/api/auth/zotero/callback?oauth_token=${token}&oauth_verifier=${verifier}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/settings?zotero=connected");
    expect(zotero.badSignatures()).toBe(0);
    const me = await json(await get("/api/auth/zotero/me", carol));
    expect(me).toMatchObject({ connected: true, username: "ada_reads", user_id: String(ZOTERO_USER_ID) });
    expect((await get("/api/zotero/documents", carol)).status).toBe(200);
    // The request token is used once.
    const again = await t.call("GET", `/api/auth/zotero/callback?oauth_token=${token}&oauth_verifier=${verifier}`);
    expect(again.headers.get("location")).toMatch(/^\/settings\?zotero_error=/);
  });

  it("imports a whole collection into a folder as a job with progress: PDFs with their metadata, items without one skipped, a second run adding nothing", async () => {
    carol = await registerWithPlan(t, "carol2-zotero@example.com", "PRO");
    expect((await connect(carol, String(ZOTERO_USER_ID), ZOTERO_API_KEY)).status).toBe(200);
    const folder = await json(await t.call("POST", "/api/knowledge", { token: carol, json: { name: "Instruments", document_ids: [], knowledge_base_type: "FOLDER" } }));
    const folderId = String(folder.id ?? folder.knowledge_base_id);
    const run = async () => {
      const res = await t.call("POST", "/api/zotero/imports", { token: carol, json: { collection: "COLL0001", knowledge_base_id: folderId } });
      expect(res.status).toBe(202);
      const started = await json(res);
      for (let i = 0; i < 200; i++) {
        const status = await json(await get(`/api/zotero/imports/${String(started.id)}`, carol));
        if (status.status === "done" || status.status === "failed") return status;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("the import did not finish");
    };
    const first = await run();
    expect(first).toMatchObject({ status: "done", progress: 100, total: 2, imported: 1, skipped: 1, error: null });
    const docId = (first.doc_ids as string[])[0] ?? "";
    const doc = await json(await get(`/api/documents/${docId}`, carol));
    expect(doc.metadata).toMatchObject({ title: "LinnDrum 32 Track MIDI Sequence Recorder", year: 1984 });
    const inFolder = await json(await get(`/api/knowledge/${folderId}`, carol));
    expect(JSON.stringify(inFolder)).toContain(docId);
    // Again: nothing new, but the paper imported before is listed with the collection's documents.
    expect(await run()).toMatchObject({ status: "done", total: 2, imported: 0, skipped: 2, doc_ids: [docId] });
    // Another user cannot read it; without a connection it cannot start.
    expect((await get(`/api/zotero/imports/${String(first.id)}`, bob)).status).toBe(404);
    expect((await t.call("POST", "/api/zotero/imports", { token: bob, json: { collection: "COLL0001" } })).status).toBe(409);
  });

  it("reviews a Zotero collection: imports it into a new folder named after it (a paper imported before goes in too), then writes the review over its papers, progress covering both", async () => {
    const review = (body: Json, token = carol) => t.call("POST", "/api/literature-reviews", { token, json: { topic: "drum machine sequencers", style: "APA", ...body } });
    expect((await review({ zotero: { collection: "COLL0001" } }, bob)).status).toBe(409);
    expect((await review({ zotero: { collection: "NOSUCH01" } })).status).toBe(404);
    expect((await review({ zotero: { collection: "COLL0001" }, document_ids: ["doc_x"] })).status).toBe(400);
    expect((await review({ zotero: { collection: "lowercase" } })).status).toBe(422);
    const started = await review({ zotero: { library: "user", collection: "COLL0001" } });
    expect(started.status).toBe(202);
    const id = String((await json(started)).review_id);
    const seen: number[] = [];
    let done: Json = {};
    for (let i = 0; i < 1200 && !["ready", "failed"].includes(String(done.status)); i++) {
      done = await json(await get(`/api/literature-reviews/${id}`, carol));
      seen.push(Number(done.progress));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(done).toMatchObject({ status: "ready", progress: 100, zotero: { library: "user", collection: "COLL0001" }, error: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const folder = await json(await get(`/api/knowledge/${String(done.knowledge_base_id)}`, carol));
    expect(folder.name).toBe("Instruments");
    const docIds = done.document_ids as string[];
    expect(docIds).toHaveLength(1);
    expect(JSON.stringify(folder)).toContain(docIds[0]);
    expect(done.references).toEqual([expect.objectContaining({ doc_id: docIds[0], title: "LinnDrum 32 Track MIDI Sequence Recorder", creators: ["Roger Linn", "Linn Electronics"], year: 1984 })]);
    const citations = (done.sections as { citations: { verified: boolean; doc_id: string }[] }[]).flatMap((s) => s.citations);
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(c).toMatchObject({ verified: true, doc_id: docIds[0] });
  }, 180_000);

  it("watches a collection: a changed library is imported on the next check, an unchanged one costs one request answered 304", async () => {
    const dan = await registerWithPlan(t, "dan-zotero@example.com", "PRO");
    expect((await connect(dan, String(ZOTERO_USER_ID), ZOTERO_API_KEY)).status).toBe(200);
    const res = await t.call("PUT", "/api/zotero/watches", { token: dan, json: { collection: "COLL0001" } });
    expect(res.status).toBe(200);
    const watch = await json(res);
    expect(watch).toMatchObject({ library: "user", collection: "COLL0001", last_version: null });
    const importsOf = async () => t.deps.db.selectFrom("zotero_imports as i").innerJoin("users as u", "u.id", "i.user_id").select(["i.id", "i.status", "i.imported"]).where("u.email", "=", "dan-zotero@example.com").execute();
    const waitImports = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const rows = await importsOf();
        if (rows.length === n && rows.every((r) => r.status === "done" || r.status === "failed")) return rows;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("imports did not finish");
    };
    // Run only Dan's watch (other tests' users have none).
    await checkWatches(t.deps);
    expect((await waitImports(1))[0]).toMatchObject({ status: "done", imported: 1 });
    const seen = (await json(await get("/api/zotero/watches", dan))) as { watches: Json[] };
    expect(seen.watches[0]).toMatchObject({ last_version: 120 });

    const before = zotero.requests.length;
    await checkWatches(t.deps);
    expect(zotero.requests.length - before).toBe(1);
    expect(await importsOf()).toHaveLength(1);

    // A paper added in Zotero: the library's version moves on, and the next check imports it.
    const library = account.libraries[0];
    if (!library) throw new Error("no library");
    library.version = 121;
    library.items.push(
      { key: "ITEM0003", collections: ["COLL0001"], data: { itemType: "journalArticle", title: "A New Paper", creators: [{ creatorType: "author", lastName: "Newcomer", firstName: "Nia" }], date: "2024" } },
      { key: "ATTACH03", data: { itemType: "attachment", parentItem: "ITEM0003", linkMode: "imported_url", contentType: "application/pdf", filename: "new.pdf" }, file: library.items.find((i) => i.key === "ATTACH01")?.file },
    );
    await checkWatches(t.deps);
    const after = await waitImports(2);
    expect(after.map((r) => r.imported).sort()).toEqual([1, 1]);
    expect((await json(await get("/api/zotero/watches", dan))).watches).toEqual([expect.objectContaining({ last_version: 121 })]);
    const docs = await t.deps.db.selectFrom("documents as d").innerJoin("users as u", "u.id", "d.user_id").select("d.metadata").where("u.email", "=", "dan-zotero@example.com").execute();
    expect(JSON.stringify(docs)).toContain("A New Paper");

    expect((await t.call("DELETE", `/api/zotero/watches/${String(watch.id)}`, { token: bob })).status).toBe(404);
    expect((await t.call("DELETE", `/api/zotero/watches/${String(watch.id)}`, { token: dan })).status).toBe(204);
    expect(((await json(await get("/api/zotero/watches", dan))) as { watches: Json[] }).watches).toEqual([]);
  });

  it("disconnects: 204, the key forgotten, zotero/* answering 409 again", async () => {
    expect((await t.call("DELETE", "/api/auth/zotero/me", { token: alice })).status).toBe(204);
    expect((await json(await get("/api/auth/zotero/me", alice))).connected).toBe(false);
    expect((await get("/api/zotero/documents", alice)).status).toBe(409);
    expect(await t.deps.db.selectFrom("zotero_connections").selectAll().where("zotero_user_id", "=", "none").execute()).toEqual([]);
  });
});
