import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

interface Result {
  doc_id: string;
  locator: { unit: number } | null;
  snippet: string;
}

// Library search ranks text matches by the documents' lexical indexes (decision 54).
describe.each(DATABASE_KINDS)("library search from the lexical index on %s", (kind) => {
  let t: TestApp;
  let alice = "";
  let bob = "";
  const ids: Record<string, string> = {};

  const upload = async (token: string, name: string, text: string) => {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    const accepted = (await (await t.call("POST", "/api/documents", { token, body: form })).json()) as { doc_id: string };
    for (const until = Date.now() + 60_000; ; ) {
      const doc = (await (await t.call("GET", `/api/documents/${accepted.doc_id}`, { token })).json()) as { status: string };
      if (doc.status === "ready") return accepted.doc_id;
      if (doc.status === "failed" || Date.now() > until) throw new Error(`${name} is ${doc.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const search = async (token: string, query: string) => {
    const res = await t.call("GET", `/api/search?query=${encodeURIComponent(query)}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: Result[] }).results.filter((r) => r.locator !== null);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await registerWithPlan(t, "alice-search@example.com", "PRO");
    bob = await registerWithPlan(t, "bob-search@example.com", "PRO");
    const filler = "The committee met on Tuesday to review the budget, the schedule and the minutes of the last meeting. ";
    // Uploaded first, so that the substring order (newest first) would put it last, not the ranking.
    ids.many = await upload(alice, "birds.txt", "Kingfishers dive. A kingfisher nests in the bank; the kingfisher's blue flashes over the kingfisher pool.");
    ids.once = await upload(alice, "minutes.txt", `${filler.repeat(20)}Someone saw a kingfisher. ${filler.repeat(20)}`);
    ids.stemmed = await upload(alice, "thesis.txt", "She was studying the migration of terns along the northern coast for three summers.");
    ids.cjk = await upload(alice, "notes.txt", "我们喜欢在周末阅读中文书籍和杂志。");
    ids.bobs = await upload(bob, "bob.txt", "A kingfisher and a heron; studying terns on the coast.");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("ranks text matches by BM25: the unit that names the word most, in the shortest text, first", async () => {
    const found = await search(alice, "kingfisher");
    expect(found.map((r) => r.doc_id)).toEqual([ids.many, ids.once]);
    expect(found[1]?.snippet).toContain("kingfisher");
  });

  it("finds a word by its stem, which no substring of the text matches", async () => {
    const found = await search(alice, "studies terns");
    expect(found.map((r) => [r.doc_id, r.locator?.unit])).toEqual([[ids.stemmed, 1]]);
  });

  it("still finds a substring that is no token of the text: across ICU's Chinese words, inside a word", async () => {
    // ICU cuts the text into 周末|阅读: "末阅" is no word of it, only a substring.
    expect((await search(alice, "末阅")).map((r) => r.doc_id)).toEqual([ids.cjk]);
    expect((await search(alice, "阅读中文")).map((r) => r.doc_id)).toEqual([ids.cjk]);
    expect((await search(alice, "ingfishe")).map((r) => r.doc_id).sort()).toEqual([ids.many, ids.once].sort());
  });

  it("never returns another user's documents", async () => {
    for (const query of ["kingfisher", "studying terns", "heron"]) expect((await search(alice, query)).map((r) => r.doc_id)).not.toContain(ids.bobs);
    expect((await search(bob, "kingfisher")).map((r) => r.doc_id)).toEqual([ids.bobs]);
  });
});
