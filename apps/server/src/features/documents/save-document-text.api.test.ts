import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedDocument } from "../../ingest/index.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { markReady, saveDocumentText } from "./save-document-text.ts";

const pageTexts = ["The heron waits by the river.", "Budget figures for the harbour project.", "Closing remarks on the heron survey."];

function parsedOf(texts: string[]): ParsedDocument {
  const units = texts.map((text, i) => ({ unit: i + 1, kind: "page" as const, label: `Page ${i + 1}`, text, source: "text" as const, warnings: [] }));
  return { fileType: "pdf", title: null, language: "en", units, report: { units: units.map((u) => ({ unit: u.unit, source: u.source, chars: u.text.length, warnings: [] })), warnings: [], durationMs: 1 } };
}

describe.each(DATABASE_KINDS)("saving a document's text on %s", (kind) => {
  let t: TestApp;
  let userId = "";
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.call("POST", "/api/auth/register", { json: { email: "saving@example.com", password: "long enough" } });
    expect(res.status).toBe(201);
    userId = (await t.deps.db.selectFrom("users").select("id").where("email", "=", "saving@example.com").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const newDocument = async () => {
    const id = `saved-doc-${++n}`;
    await t.deps.db.insertInto("documents").values({ id, user_id: userId, name: `${id}.pdf`, file_type: "pdf", size_bytes: 1, status: "processing" }).execute();
    return id;
  };
  const store = (id: string, parsed: ParsedDocument) =>
    t.deps.db.transaction().execute(async (trx) => {
      await saveDocumentText(trx, id, parsed, [], null);
      const ref = await trx.insertInto("blob_refs").values({ id: `${id}-index`, user_id: userId, hash: "0".repeat(64), kind: "lexical-index", content_type: "application/octet-stream", size_bytes: 1 }).returning("id").executeTakeFirstOrThrow();
      expect(await markReady(trx, id, parsed, ref.id)).toBe(true);
    });
  const units = (id: string) => t.deps.db.selectFrom("document_units").select(["unit", "label", "text"]).where("document_id", "=", id).orderBy("unit").execute();

  it("stores every unit's text well-formed, a lone surrogate as U+FFFD, in one statement", async () => {
    const id = await newDocument();
    const texts = ["Café au lait, naïve façade", "Emoji 🙂 and CJK 漢字 text", "A lone surrogate \ud800 here"];
    await store(id, parsedOf(texts));
    expect((await units(id)).map((u) => u.text)).toEqual(["Café au lait, naïve façade", "Emoji 🙂 and CJK 漢字 text", "A lone surrogate \ufffd here"]);
  });

  it("replaces the units a document had, as a document read again does", async () => {
    const id = await newDocument();
    await store(id, parsedOf(pageTexts));
    await t.deps.db.transaction().execute((trx) => saveDocumentText(trx, id, parsedOf(["Only one page now."]), [], null));
    expect(await units(id)).toEqual([{ unit: 1, label: "Page 1", text: "Only one page now." }]);
  });
});
