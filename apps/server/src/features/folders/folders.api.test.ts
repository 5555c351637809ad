import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLDER_NAME_REQUIRED, KNOWLEDGE_BASE_NOT_FOUND, SHARED_LINK_NOT_FOUND, type Citation } from "@folio/contract";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";
import { newId } from "../../platform/auth/tokens.ts";

type Json = Record<string, unknown>;

const MILL = [
  "Notes on the valley mill.",
  "",
  "The old mill on the river was built in 1832 by the Harlow family. The mill ground wheat for the whole valley until the flood of 1911 destroyed its wheel.",
  "",
].join("\n");
const BRIDGE = [
  "Notes on the stone bridge.",
  "",
  "The stone bridge below the village was designed by Ada Pennick in 1860. Its three arches carry the road over the river and survived the flood of 1911.",
  "",
].join("\n");
const ORCHARD = ["Orchard notes.", "", "The orchard behind the school grows twelve kinds of apple, and the harvest festival is held there every October.", ""].join("\n");

describe.each(DATABASE_KINDS)("folders API on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let ownerId: string;
  let mill: string;
  let bridge: string;
  let orchard: string;
  let theirs: string;

  const json = async (res: Response) => (await res.json()) as Json;
  // Pro: these users upload more than the free plan allows in a day.
  const register = async (email: string, plan = "PRO") => {
    const body = await json(await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } }));
    await t.deps.db.updateTable("users").set({ plan }).where("email", "=", email).execute();
    return { token: String(body.token), id: String((body.user as Json).id) };
  };
  async function uploadText(as: string, text: string, name: string, folderId?: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    if (folderId) form.append("knowledge_base_id", folderId);
    const res = await t.call("POST", "/api/documents", { token: as, body: form });
    expect(res.status).toBe(202);
    const id = String((await json(res)).doc_id);
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${id}`, { token: as }));
      if (doc.status === "ready") return id;
      if (doc.status === "failed") throw new Error(`ingest failed: ${String(doc.error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  /** Library rows without processing, for paging and limits (they are never searched). */
  async function fakeDocuments(userId: string, n: number): Promise<string[]> {
    const ids = Array.from({ length: n }, (_, i) => newId(`doc_f${String(i).padStart(2, "0")}_`));
    await t.deps.db
      .insertInto("documents")
      .values(ids.map((id, i) => ({ id, user_id: userId, name: `paper-${String(i).padStart(2, "0")}.pdf`, file_type: "pdf", size_bytes: 1000 + i, status: "ready" as const })))
      .execute();
    return ids;
  }
  const create = (body: unknown, as = token) => t.call("POST", "/api/knowledge", { token: as, json: body });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const owner = await register("folders@example.com");
    token = owner.token;
    ownerId = owner.id;
    other = (await register("other-folders@example.com")).token;
    [mill, bridge, orchard, theirs] = await Promise.all([
      uploadText(token, MILL, "mill.txt"),
      uploadText(token, BRIDGE, "bridge.txt"),
      uploadText(token, ORCHARD, "orchard.txt"),
      uploadText(other, MILL, "their-mill.txt"),
    ]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("creates a folder from documents (FOLDER by default); a folder needs a name; only the user's documents", async () => {
    const res = await create({ name: "  River history ", document_ids: [mill, bridge, mill] });
    expect(res.status).toBe(201);
    const kb = await json(res);
    expect(kb).toMatchObject({ name: "River history", knowledge_base_type: "FOLDER", document_ids: [mill, bridge], document_count: 2, shared: false });
    expect(String(kb.id)).toMatch(/^kb_/);

    for (const body of [{ document_ids: [mill] }, { name: "   ", document_ids: [] }, { name: "", knowledge_base_type: "FOLDER" }]) {
      const refused = await create(body);
      expect(refused.status).toBe(400);
      expect((await json(refused)).detail).toBe(FOLDER_NAME_REQUIRED);
    }
    // Another type may go unnamed: it is named after its documents.
    const multi = await create({ knowledge_base_type: "MULTI_DOC", document_ids: [mill, bridge] });
    expect(multi.status).toBe(201);
    expect(await json(multi)).toMatchObject({ name: "mill.txt, bridge.txt", knowledge_base_type: "MULTI_DOC" });

    const foreign = await create({ name: "Theirs", document_ids: [mill, theirs] });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).detail).toBe(`The document ${theirs} cannot be found or has been deleted.`);
    expect((await create({ name: "X", document_ids: ["doc_nothing"] })).status).toBe(404);
    expect((await create({ name: "X", knowledge_base_type: "SHELF" })).status).toBe(422);
    expect((await create({ name: "x".repeat(121) })).status).toBe(422);
    expect((await t.call("POST", "/api/knowledge", { json: { name: "X" } })).status).toBe(401);
  });

  it("lists folders newest first in pages of 100 under knowledge_bases, and searches them by name", async () => {
    const names = ["Alpha reading", "Beta reading", "Gamma notes"];
    for (const name of names) expect((await create({ name, document_ids: [theirs] }, other)).status).toBe(201);
    const all = await json(await t.call("GET", "/api/knowledge", { token: other }));
    const list = all.knowledge_bases as Json[];
    expect(list.map((k) => k.name)).toEqual(["Gamma notes", "Beta reading", "Alpha reading"]);
    expect(list[0]).toMatchObject({ document_ids: [theirs], document_count: 1, knowledge_base_type: "FOLDER" });
    const page2 = await json(await t.call("GET", "/api/knowledge?page=2&page_size=2&order=desc", { token: other }));
    expect((page2.knowledge_bases as Json[]).map((k) => k.name)).toEqual(["Alpha reading"]);
    const asc = await json(await t.call("GET", "/api/knowledge?order=asc", { token: other }));
    expect((asc.knowledge_bases as Json[])[0]?.name).toBe("Alpha reading");
    expect((await t.call("GET", "/api/knowledge?page_size=101", { token: other })).status).toBe(422);
    expect((await t.call("GET", "/api/knowledge")).status).toBe(401);

    const found = await json(await t.call("GET", "/api/search/knowledge?query=READING", { token: other }));
    expect((found.knowledge_bases as Json[]).map((k) => k.name)).toEqual(["Beta reading", "Alpha reading"]);
    // Another user's folders never match.
    expect((await json(await t.call("GET", "/api/search/knowledge?query=reading", { token }))).knowledge_bases).toEqual([]);
    expect((await t.call("GET", "/api/search/knowledge", { token })).status).toBe(422);
  });

  it("shows a folder's contents in pages of 20 with file urls on request; another user's folder is not found", async () => {
    // An unlimited account: 23 documents is more than any plan's folder holds.
    await t.deps.db.updateTable("users").set({ unlimited: true }).where("id", "=", ownerId).execute();
    try {
      const ids = await fakeDocuments(ownerId, 23);
      const kb = await json(await create({ name: "Big shelf", document_ids: ids }));
      const first = await json(await t.call("GET", `/api/knowledge/${String(kb.id)}?order=asc`, { token }));
      expect(first).toMatchObject({ name: "Big shelf", document_count: 23, total: 23, page: 1, nextPage: 2 });
      expect(first.document_ids).toEqual(ids);
      const details = first.document_details as Json[];
      expect(details).toHaveLength(20);
      expect(details[0]).toMatchObject({ doc_id: ids[0], name: "paper-00.pdf", type: "doc", file_type: "pdf" });
      expect(details[0]).not.toHaveProperty("url");
      const second = await json(await t.call("GET", `/api/knowledge/${String(kb.id)}?page=2&order=asc&include_docs_url=true`, { token }));
      expect((second.document_details as Json[]).map((d) => d.doc_id)).toEqual(ids.slice(20));
      expect(second.nextPage).toBeNull();
      expect((second.document_details as Json[])[0]?.url).toBe(`/api/documents/${ids[20]}/file`);
      const newest = await json(await t.call("GET", `/api/knowledge/${String(kb.id)}?page_size=1`, { token }));
      expect((newest.document_details as Json[])[0]?.doc_id).toBe(ids[22]);
      const searched = await json(await t.call("GET", `/api/knowledge/${String(kb.id)}?search=paper-1`, { token }));
      expect(searched.total).toBe(10);
      const txt = await json(await t.call("GET", `/api/knowledge/${String(kb.id)}?file_type=txt`, { token }));
      expect(txt.total).toBe(0);

      const notFound = await t.call("GET", `/api/knowledge/${String(kb.id)}`, { token: other });
      expect(notFound.status).toBe(404);
      expect((await json(notFound)).detail).toBe(KNOWLEDGE_BASE_NOT_FOUND);
      expect((await t.call("GET", "/api/knowledge/kb_nothing", { token })).status).toBe(404);
      expect((await t.call("PUT", `/api/knowledge/${String(kb.id)}`, { token: other, json: { name: "Mine now" } })).status).toBe(404);
      expect((await t.call("DELETE", `/api/knowledge/${String(kb.id)}`, { token: other })).status).toBe(404);
      expect((await t.call("GET", `/api/knowledge/${String(kb.id)}/share`, { token: other })).status).toBe(404);
      expect((await t.call("DELETE", `/api/knowledge/${String(kb.id)}/share`, { token: other })).status).toBe(404);
      expect((await t.call("GET", `/api/knowledge/${String(kb.id)}`)).status).toBe(401);
      expect((await t.call("DELETE", `/api/knowledge/${String(kb.id)}`, { token })).status).toBe(200);
      // Its documents stay in the library.
      expect((await t.call("GET", `/api/documents/${ids[0]}`, { token })).status).toBe(200);
      for (const id of ids) await t.deps.db.deleteFrom("documents").where("id", "=", id).execute();
    } finally {
      await t.deps.db.updateTable("users").set({ unlimited: false }).where("id", "=", ownerId).execute();
    }
  });

  it("renames a folder and changes its documents; a document sits in several folders and leaves them when deleted", async () => {
    const a = await json(await create({ name: "First", document_ids: [mill] }));
    const b = await json(await create({ name: "Second", document_ids: [mill, bridge] }));
    const renamed = await t.call("PUT", `/api/knowledge/${String(a.id)}`, { token, json: { name: "First, renamed" } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ name: "First, renamed", document_ids: [mill] });
    const changed = await json(await t.call("PUT", `/api/knowledge/${String(a.id)}`, { token, json: { document_ids: [bridge, mill, orchard] } }));
    // Documents already there keep their place; new ones follow in the given order.
    expect(changed).toMatchObject({ name: "First, renamed", document_ids: [mill, bridge, orchard], document_count: 3 });
    const blank = await t.call("PUT", `/api/knowledge/${String(a.id)}`, { token, json: { name: " " } });
    expect(blank.status).toBe(400);
    expect((await json(blank)).detail).toBe(FOLDER_NAME_REQUIRED);
    expect((await t.call("PUT", `/api/knowledge/${String(a.id)}`, { token, json: { document_ids: [theirs] } })).status).toBe(404);
    expect((await t.call("PUT", "/api/knowledge/kb_nothing", { token, json: { name: "x" } })).status).toBe(404);

    // A throwaway document in both folders, then deleted: both folders lose it, nothing else.
    const spare = await uploadText(token, ORCHARD, "spare.txt");
    await t.call("PUT", `/api/knowledge/${String(a.id)}`, { token, json: { document_ids: [mill, bridge, orchard, spare] } });
    await t.call("PUT", `/api/knowledge/${String(b.id)}`, { token, json: { document_ids: [mill, bridge, spare] } });
    expect((await t.call("DELETE", `/api/documents/${spare}`, { token })).status).toBe(200);
    expect((await json(await t.call("GET", `/api/knowledge/${String(a.id)}`, { token }))).document_ids).toEqual([mill, bridge, orchard]);
    expect((await json(await t.call("GET", `/api/knowledge/${String(b.id)}`, { token }))).document_ids).toEqual([mill, bridge]);

    // Emptying a folder keeps the folder.
    expect(await json(await t.call("PUT", `/api/knowledge/${String(b.id)}`, { token, json: { document_ids: [] } }))).toMatchObject({ document_ids: [], document_count: 0 });
    expect((await t.call("DELETE", `/api/knowledge/${String(b.id)}`, { token })).status).toBe(200);
    expect((await t.call("GET", `/api/knowledge/${String(b.id)}`, { token })).status).toBe(404);
    expect((await t.call("DELETE", `/api/knowledge/${String(b.id)}`, { token })).status).toBe(404);
    expect((await t.call("GET", `/api/documents/${mill}`, { token })).status).toBe(200);
  });

  it("the document list's Folder filter shows the documents of the checked folders (the user's own only)", async () => {
    const a = await json(await create({ name: "Filter A", document_ids: [mill] }));
    const b = await json(await create({ name: "Filter B", document_ids: [bridge] }));
    const names = async (query: string, as = token) => ((await json(await t.call("GET", `/api/documents?${query}`, { token: as }))).documents as Json[]).map((d) => d.doc_id).sort();
    expect(await names(`knowledge_base_id=${String(a.id)}`)).toEqual([mill]);
    expect(await names(`knowledge_base_id=${String(a.id)},${String(b.id)}`)).toEqual([bridge, mill].sort());
    // A search clears the folder filter (spec point 4).
    expect((await names(`knowledge_base_id=${String(a.id)}&search=orchard`)).includes(orchard)).toBe(true);
    // Another user's folder filters to nothing.
    expect(await names(`knowledge_base_id=${String(a.id)}`, other)).toEqual([]);
  });

  it("refuses more documents in a folder than the plan allows, with a clear message (create, change and upload)", async () => {
    const free = await register("free-folders@example.com", "FREE");
    const six = await fakeDocuments(free.id, 6);
    const over = await create({ name: "Too many", document_ids: six }, free.token);
    expect(over.status).toBe(402);
    expect((await json(over)).detail).toBe("Your plan allows 5 documents in a folder. Upgrade your plan to add more.");
    const kb = await json(await create({ name: "Five", document_ids: six.slice(0, 5) }, free.token));
    expect(kb.document_count).toBe(5);
    const grow = await t.call("PUT", `/api/knowledge/${String(kb.id)}`, { token: free.token, json: { document_ids: six } });
    expect(grow.status).toBe(402);
    // An upload into the full folder is refused; the folder is unchanged.
    const form = new FormData();
    form.append("file", new Blob([ORCHARD]), "one-more.txt");
    form.append("knowledge_base_id", String(kb.id));
    const upload = await t.call("POST", "/api/documents", { token: free.token, body: form });
    expect(upload.status).toBe(402);
    expect((await json(upload)).detail).toBe("Your plan allows 5 documents in a folder. Upgrade your plan to add more.");
    expect((await json(await t.call("GET", `/api/knowledge/${String(kb.id)}`, { token: free.token }))).document_count).toBe(5);

    // Pro holds 20.
    await t.deps.db.updateTable("users").set({ plan: "PRO" }).where("id", "=", free.id).execute();
    const more = await fakeDocuments(free.id, 15);
    expect((await t.call("PUT", `/api/knowledge/${String(kb.id)}`, { token: free.token, json: { document_ids: [...six, ...more.slice(0, 14)] } })).status).toBe(200);
    const proOver = await t.call("PUT", `/api/knowledge/${String(kb.id)}`, { token: free.token, json: { document_ids: [...six, ...more] } });
    expect(proOver.status).toBe(402);
    expect((await json(proOver)).detail).toBe("Your plan allows 20 documents in a folder. Upgrade your plan to add more.");
  });

  it("uploads a document straight into a folder; another user's folder is not found", async () => {
    const kb = await json(await create({ name: "Inbox", document_ids: [] }));
    const id = await uploadText(token, BRIDGE, "bridge-copy.txt", String(kb.id));
    expect((await json(await t.call("GET", `/api/knowledge/${String(kb.id)}`, { token }))).document_ids).toEqual([id]);
    const form = new FormData();
    form.append("file", new Blob([BRIDGE]), "sneaky.txt");
    form.append("knowledge_base_id", String(kb.id));
    const refused = await t.call("POST", "/api/documents", { token: other, body: form });
    expect(refused.status).toBe(404);
    expect((await json(refused)).detail).toBe(KNOWLEDGE_BASE_NOT_FOUND);
    await t.call("DELETE", `/api/documents/${id}`, { token });
  });

  it("chats with a folder: answers cite across its documents with document name and locator; only the owner may", async () => {
    const kb = await json(await create({ name: "River chat", document_ids: [mill, bridge] }));
    const kbId = String(kb.id);
    const started = await t.call("GET", `/api/chat?knowledge_base_id=${kbId}`, { token });
    expect(started.status).toBe(200);
    const chatId = String((await json(started)).chat_id);
    expect(await json(await t.call("GET", `/api/conversations/${chatId}`, { token }))).toMatchObject({ name: "River chat", knowledge_base_id: kbId, doc_id: null });
    const answer = await readChat(
      await t.call("POST", `/api/knowledge/chat/${kbId}?chat_id=${chatId}&model_name=LOCAL&language=EN&cite_source=true`, { token, json: { message: "What did the flood of 1911 do to the mill and to the bridge?" } }),
    );
    const cited = new Set(answer.citations.map((c) => c.doc_id));
    expect(cited).toEqual(new Set([mill, bridge]));
    for (const c of answer.citations) {
      expect(c.doc_name).toBe(c.doc_id === mill ? "mill.txt" : "bridge.txt");
      expect(c.locator.label).toBeTruthy();
      expect(c.verified).toBe(true);
    }
    // The orchard is not in the folder: never cited.
    const orchardQ = await readChat(await t.call("POST", `/api/knowledge/chat/${kbId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Which apples grow in the orchard behind the school?" } }));
    expect(orchardQ.citations.filter((c) => c.doc_id === orchard)).toEqual([]);

    const theirChat = await t.call("POST", `/api/knowledge/chat/${kbId}?model_name=LOCAL`, { token: other, json: { message: "Who built the mill?" } });
    expect(theirChat.status).toBe(404);
    expect((await t.call("GET", `/api/chat?knowledge_base_id=${kbId}`, { token: other })).status).toBe(404);
    const retrieve = await json(await t.call("POST", "/api/retrieve", { token, json: { query: "stone bridge arches", knowledge_base_id: kbId } }));
    expect((retrieve.passages as Json[])[0]?.doc_id).toBe(bridge);
    expect((await t.call("POST", "/api/retrieve", { token: other, json: { query: "bridge", knowledge_base_id: kbId } })).status).toBe(404);

    // The folder view lists its chats.
    const detail = await json(await t.call("GET", `/api/knowledge/${kbId}`, { token }));
    expect((detail.conversations as Json[]).map((c) => c.chat_id)).toEqual([chatId]);
  });

  it("shares a folder's chats by link: read-only, public, cited units only, nothing of the owner; revoked is 404", async () => {
    const kb = await json(await create({ name: "Shared river", document_ids: [mill, bridge] }));
    const kbId = String(kb.id);
    const chatId = String((await json(await t.call("GET", `/api/chat?knowledge_base_id=${kbId}`, { token }))).chat_id);
    const answer = await readChat(await t.call("POST", `/api/knowledge/chat/${kbId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Who designed the stone bridge?" } }));
    expect(answer.citations.length).toBeGreaterThan(0);
    // A chat on a single document is not part of the folder's chats.
    const docChat = String((await json(await t.call("GET", `/api/chat?doc_id=${orchard}`, { token }))).chat_id);
    await readChat(await t.call("POST", `/api/chat/${orchard}?chat_id=${docChat}&model_name=LOCAL`, { token, json: { message: "When is the harvest festival?" } }));

    const shareRes = await t.call("GET", `/api/knowledge/${kbId}/share`, { token });
    expect(shareRes.status).toBe(200);
    const share = await json(shareRes);
    expect(String(share.share_id).length).toBeGreaterThanOrEqual(32);
    expect(share.url).toBe(`/shared-chats/${String(share.share_id)}`);
    expect((await json(await t.call("GET", `/api/knowledge/${kbId}/share`, { token }))).share_id).toBe(share.share_id);
    expect((await json(await t.call("GET", `/api/knowledge/${kbId}`, { token }))).shared).toBe(true);

    // No login needed.
    const pub = await t.call("GET", `/api/knowledge/shared_chats/${String(share.share_id)}`);
    expect(pub.status).toBe(200);
    const raw = await pub.text();
    const shared = JSON.parse(raw) as { name: string; conversations: { chat_id: string; chat_history: { role: string; content: string; citations?: Citation[] }[] }[]; units: { doc_id: string; unit: number; text: string; label: string }[] };
    expect(shared.name).toBe("Shared river");
    expect(shared.conversations.map((c) => c.chat_id)).toEqual([chatId]);
    const history = shared.conversations[0]!.chat_history;
    expect(history.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(history[0]!.content).toBe("Who designed the stone bridge?");
    expect(history[1]!.citations).toEqual(answer.citations);
    // Each cited unit's text is there, and only cited units.
    const citedKeys = new Set(answer.citations.map((c) => `${c.doc_id}:${c.locator.unit}`));
    expect(new Set(shared.units.map((u) => `${u.doc_id}:${u.unit}`))).toEqual(citedKeys);
    for (const c of answer.citations) expect(shared.units.find((u) => u.doc_id === c.doc_id && u.unit === c.locator.unit)?.text).toContain(c.quote);
    // Nothing else of the owner: no e-mail, no ids of users or folders, no other documents, no feedback or models.
    expect(raw).not.toContain("folders@example.com");
    expect(raw).not.toContain(ownerId);
    expect(raw).not.toContain(kbId);
    expect(raw).not.toContain(orchard);
    expect(raw).not.toContain("harvest");
    expect(raw).not.toContain("model_name");
    expect(Object.keys(shared).sort()).toEqual(["conversations", "name", "units"]);

    // Revoke: 204, the link is gone for everyone; a new share makes a new link.
    expect((await t.call("DELETE", `/api/knowledge/${kbId}/share`, { token })).status).toBe(204);
    const gone = await t.call("GET", `/api/knowledge/shared_chats/${String(share.share_id)}`);
    expect(gone.status).toBe(404);
    expect((await json(gone)).detail).toBe(SHARED_LINK_NOT_FOUND);
    expect((await t.call("GET", `/api/knowledge/shared_chats/${String(share.share_id)}`, { token })).status).toBe(404);
    expect((await json(await t.call("GET", `/api/knowledge/${kbId}`, { token }))).shared).toBe(false);
    const again = await json(await t.call("GET", `/api/knowledge/${kbId}/share`, { token }));
    expect(again.share_id).not.toBe(share.share_id);
    expect((await t.call("GET", `/api/knowledge/shared_chats/${String(again.share_id)}`)).status).toBe(200);
    expect((await t.call("GET", "/api/knowledge/shared_chats/not-a-link")).status).toBe(404);

    // Deleting the folder ends its link too.
    await t.call("DELETE", `/api/knowledge/${kbId}`, { token });
    expect((await t.call("GET", `/api/knowledge/shared_chats/${String(again.share_id)}`)).status).toBe(404);
    expect((await t.call("GET", `/api/knowledge/${kbId}/share`)).status).toBe(401);
  });

  it("an anonymous user cannot make share links", async () => {
    const anon = String((await json(await t.call("GET", "/api/create-anon-user"))).token);
    const kb = await json(await create({ name: "Anon folder", document_ids: [] }, anon));
    expect((await t.call("GET", `/api/knowledge/${String(kb.id)}/share`, { token: anon })).status).toBe(403);
  });

  it("makes a podcast from a folder: the script draws on its documents' key passages", async () => {
    const kb = await json(await create({ name: "Podcast river", document_ids: [mill, bridge] }));
    const res = await t.call("POST", "/api/background-podcasts", { token, json: { generate_from: { id: String(kb.id), source: "FOLDER" } } });
    expect(res.status).toBe(202);
    const id = String((await json(res)).podcast_id);
    const until = Date.now() + 240_000;
    let p: Json;
    for (;;) {
      p = await json(await t.call("GET", `/api/podcasts/${id}`, { token }));
      if (p.status === "COMPLETED" || p.status === "FAILED") break;
      if (Date.now() > until) throw new Error(`podcast still ${String(p.status)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(p).toMatchObject({ status: "COMPLETED", name: "Podcast river", generate_from: { id: kb.id, source: "FOLDER" } });
    const chapterDocs = new Set((p.chapters as { doc_id: string }[]).map((c) => c.doc_id));
    expect(chapterDocs).toEqual(new Set([mill, bridge]));

    const empty = await json(await create({ name: "Empty", document_ids: [] }));
    expect((await t.call("POST", "/api/background-podcasts", { token, json: { generate_from: { id: String(empty.id), source: "FOLDER" } } })).status).toBe(409);
    expect((await t.call("POST", "/api/background-podcasts", { token: other, json: { generate_from: { id: String(kb.id), source: "FOLDER" } } })).status).toBe(404);
  }, 300_000);
});
