import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { ParsedDocument } from "../../ingest/index.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { markReady, saveDocumentText } from "./save-document-text.ts";
import { searchVectorStager, stageSearchVectors, stagingConnections, textWithMd5 } from "./stage-search-vectors.ts";

/** A staging error fails the test instead of being logged and left to the storing transaction. */
const rethrow = (err: unknown) => {
  throw err;
};

const pageTexts = ["The heron waits by the river.", "Budget figures for the harbour project.", "Closing remarks on the heron survey."];

function parsedOf(texts: string[]): ParsedDocument {
  const units = texts.map((text, i) => ({ unit: i + 1, kind: "page" as const, label: `Page ${i + 1}`, text, source: "text" as const, warnings: [] }));
  return { fileType: "pdf", title: null, language: "en", units, report: { units: units.map((u) => ({ unit: u.unit, source: u.source, chars: u.text.length, warnings: [] })), warnings: [], durationMs: 1 } };
}

describe.each(DATABASE_KINDS)("search vectors staged during the parse on %s (decision 43)", (kind) => {
  let t: TestApp;
  let userId = "";
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.call("POST", "/api/auth/register", { json: { email: "staging@example.com", password: "long enough" } });
    expect(res.status).toBe(201);
    userId = (await t.deps.db.selectFrom("users").select("id").where("email", "=", "staging@example.com").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDocument = async () => {
    const id = `staging-doc-${++n}`;
    await t.deps.db.insertInto("documents").values({ id, user_id: userId, name: `${id}.pdf`, file_type: "pdf", size_bytes: 1, status: "processing" }).execute();
    return id;
  };
  const store = (id: string, parsed: ParsedDocument) =>
    t.deps.db.transaction().execute(async (trx) => {
      await saveDocumentText(trx, id, parsed, [], null);
      const ref = await trx.insertInto("blob_refs").values({ id: `${id}-index`, user_id: userId, hash: "0".repeat(64), kind: "lexical-index", content_type: "application/octet-stream", size_bytes: 1 }).returning("id").executeTakeFirstOrThrow();
      expect(await markReady(trx, id, parsed, ref.id)).toBe(true);
    });
  const vectors = async (id: string) =>
    (await sql<{ unit: number; search: string; computed: string }>`select unit, search::text as search, to_tsvector('simple', text)::text as computed from document_units where document_id = ${id} order by unit`.execute(t.deps.db)).rows;
  const staged = async (id: string) => Number((await sql<{ n: number }>`select count(*)::int as n from unit_search_staging where document_id = ${id}`.execute(t.deps.db)).rows[0]?.n);

  it("stores the vector staged from a unit's final text as it is, and clears the staging", async () => {
    const id = await newDocument();
    await stageSearchVectors(t.deps.db, id, pageTexts.map((text, i) => ({ unit: i + 1, text })));
    // A marker vector under page 2's text: only a copy of the staged vector can end up in the unit.
    await sql`update unit_search_staging set search = to_tsvector('simple', 'marker') where document_id = ${id} and unit = 2`.execute(t.deps.db);
    await store(id, parsedOf(pageTexts));
    const rows = await vectors(id);
    expect(rows.map((r) => r.search)).toEqual([rows[0]?.computed, "'marker':1", rows[2]?.computed]);
    expect(await staged(id)).toBe(0);
  });

  it("matches staged and stored text by an md5 computed in Node that is PostgreSQL's own, for any text (decision 45)", async () => {
    const id = await newDocument();
    const texts = ["Café au lait, naïve façade", "Emoji 🙂 and CJK 漢字 text", "A lone surrogate \ud800 here"];
    await stageSearchVectors(t.deps.db, id, texts.map((text, i) => ({ unit: i + 1, text })));
    await sql`update unit_search_staging set search = to_tsvector('simple', 'marker') where document_id = ${id}`.execute(t.deps.db);
    await store(id, parsedOf(texts));
    const rows = (await sql<{ search: string }>`select search::text as search from document_units where document_id = ${id} order by unit`.execute(t.deps.db)).rows;
    // Every staged vector was taken: the database's md5 of each stored text is the one Node computed.
    expect(rows.map((r) => r.search)).toEqual(["'marker':1", "'marker':1", "'marker':1"]);
    const md5s = (await sql<{ md5: string }>`select md5(text) as md5 from document_units where document_id = ${id} order by unit`.execute(t.deps.db)).rows.map((r) => r.md5);
    expect(md5s).toEqual(texts.map((text) => textWithMd5(text).md5));
  });

  it("computes the vector again for a unit whose text changed after it was staged, and for one never staged", async () => {
    const id = await newDocument();
    await stageSearchVectors(t.deps.db, id, [{ unit: 1, text: "an early reading of page one" }]);
    await sql`update unit_search_staging set search = to_tsvector('simple', 'marker') where document_id = ${id}`.execute(t.deps.db);
    await store(id, parsedOf(pageTexts));
    const rows = await vectors(id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.search).toBe(row.computed);
    expect(rows[0]?.search).toContain("'heron'");
  });

  it("finds a document stored from staged vectors through /api/search", async () => {
    const id = await newDocument();
    const stager = searchVectorStager(t.deps.db, id, rethrow);
    stager.add([{ unit: 1, text: pageTexts[0] as string }]);
    stager.add([{ unit: 2, text: pageTexts[1] as string }]);
    await stager.settled();
    expect(await staged(id)).toBe(2);
    await store(id, parsedOf(pageTexts));
    const login = (await (await t.call("POST", "/api/auth/login", { json: { email: "staging@example.com", password: "long enough" } })).json()) as { token: string };
    const res = await t.call("GET", `/api/search?query=${encodeURIComponent("harbour project")}`, { token: login.token });
    const hits = (await res.json()) as { results: { doc_id: string; locator: { unit: number } | null }[] };
    expect(hits.results.filter((h) => h.doc_id === id).map((h) => h.locator?.unit)).toEqual([2]);
  });

  it("stages batches on several connections at once, and a failed attempt waits for all of them before removing what they staged", async () => {
    const many = Array.from({ length: 12 }, (_, i) => `Page ${i + 1}: the heron survey, chapter ${i + 1}.`);
    const batches = many.map((text, i) => [{ unit: i + 1, text }]);
    const id = await newDocument();
    const stager = searchVectorStager(t.deps.db, id, rethrow, stagingConnections(kind));
    for (const batch of batches) stager.add(batch);
    await stager.settled();
    expect(await staged(id)).toBe(batches.length);
    await store(id, parsedOf(many));
    expect(await staged(id)).toBe(0);
    for (const row of await vectors(id)) expect(row.search).toBe(row.computed);

    const failed = await newDocument();
    const cut = searchVectorStager(t.deps.db, failed, rethrow, stagingConnections(kind));
    for (const batch of batches) cut.add(batch);
    await cut.discard();
    expect(await staged(failed)).toBe(0);
  });

  it("removes what a failed attempt staged", async () => {
    const id = await newDocument();
    const stager = searchVectorStager(t.deps.db, id, rethrow);
    stager.add(pageTexts.map((text, i) => ({ unit: i + 1, text })));
    await stager.discard();
    expect(await staged(id)).toBe(0);
  });

  it("computes a unit's vector when a row comes without one or its text changes (what the generated column did)", async () => {
    const id = await newDocument();
    await t.deps.db.insertInto("document_units").values({ document_id: id, unit: 1, kind: "page", label: "Page 1", text: "first words", source: "text" }).execute();
    expect((await vectors(id))[0]?.search).toBe("'first':1 'words':2");
    await t.deps.db.updateTable("document_units").set({ text: "second text" }).where("document_id", "=", id).execute();
    expect((await vectors(id))[0]?.search).toBe("'second':1 'text':2");
  });
});
