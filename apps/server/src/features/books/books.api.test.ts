import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("adding a catalogue book to the library on %s", (kind) => {
  let t: TestApp;
  let free: string;
  let pro: string;
  const json = async (res: Response) => (await res.json()) as Json;
  const add = (slug: string, token?: string) => t.call("POST", `/api/books/${slug}/library`, token ? { token } : {});

  async function waitDone(docId: string, token: string): Promise<Json> {
    const until = Date.now() + 90_000;
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${docId}`, { token }));
      if (doc.status === "ready" || doc.status === "failed") return doc;
      if (Date.now() > until) throw new Error(`document ${docId} still ${String(doc.status)} (${String(doc.stage)})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    free = await registerWithPlan(t, "reader-free@example.com", "FREE");
    pro = await registerWithPlan(t, "reader-pro@example.com", "PRO");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is for registered readers, and names only books of the catalogue", async () => {
    expect((await add("a-christmas-carol")).status).toBe(401);
    const anon = (await json(await t.call("GET", "/api/create-anon-user"))) as { token: string };
    const anonymous = await add("a-christmas-carol", anon.token);
    expect([anonymous.status, (await json(anonymous)).detail]).toEqual([403, "Please create an account or log in to do this."]);
    const unknown = await add("no-such-book", free);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).detail).toBe("There is no book at this address.");
    expect((await add("Not_A_Slug", free)).status).toBe(422);
  });

  it("adds the book's EPUB as a document processed by chapter, with its metadata, and answers that document when added again", async () => {
    const res = await add("a-christmas-carol", free);
    expect(res.status).toBe(200);
    const first = await json(res);
    expect(first).toMatchObject({ name: "A Christmas Carol.epub", status: "queued", added: true });
    const doc = await waitDone(String(first.doc_id), free);
    expect(doc).toMatchObject({ status: "ready", file_type: "epub", unit_kind: "chapter", source_url: "https://standardebooks.org/ebooks/charles-dickens/a-christmas-carol" });
    expect(doc.metadata).toEqual({ title: "A Christmas Carol", creators: ["Charles Dickens"], year: 1843, doi: null, item_type: "book" });

    // Again: the same document, and the free plan's one document a day is not spent twice.
    const again = await json(await add("a-christmas-carol", free));
    expect(again).toEqual({ doc_id: first.doc_id, name: "A Christmas Carol.epub", status: "ready", added: false });
    const list = (await json(await t.call("GET", "/api/documents", { token: free }))) as { documents: Json[] };
    expect(list.documents.map((d) => d.doc_id)).toEqual([first.doc_id]);

    // A second book the same day is past the free plan's limit: the upload's own refusal.
    const second = await add("the-time-machine", free);
    expect(second.status).toBe(402);
    expect(String((await json(second)).detail)).toMatch(/upgrade/i);
  });

  it("keeps each reader's copy their own, and adds the book anew once the reader deleted it", async () => {
    const mine = await json(await add("a-christmas-carol", pro));
    expect(mine.added).toBe(true);
    const theirs = (await json(await t.call("GET", "/api/documents", { token: free }))) as { documents: Json[] };
    expect(theirs.documents.map((d) => d.doc_id)).not.toContain(mine.doc_id);

    await waitDone(String(mine.doc_id), pro);
    expect((await t.call("DELETE", `/api/documents/${String(mine.doc_id)}`, { token: pro })).status).toBe(200);
    const readded = await json(await add("a-christmas-carol", pro));
    expect(readded.added).toBe(true);
    expect(readded.doc_id).not.toBe(mine.doc_id);
  });
});
