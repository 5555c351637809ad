import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerWithPlan, type TestApp } from "../../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../../test-support/test-databases.ts";
import { fixturePath } from "../../../test-support/fixtures.ts";
import { readChat } from "../../../test-support/ui-message-stream.ts";
import { makePdf } from "../../../ingest/testing/make-pdf.ts";

type Json = Record<string, unknown>;

const BIB = String.raw`@manual{linn_linndrum_1984,
  title = {{LinnDrum} 32 Track {MIDI} Sequence Recorder},
  author = {Linn, Roger},
  year = {1984},
  doi = {10.5555/linn.1984},
  file = {Full Text PDF:files/3/linn.pdf:application/pdf},
}
@book{hopper_1952, title = {A Book Without a PDF}, author = {Hopper, Grace}, year = 1952}
`;
const RIS = ["TY  - RPRT", "TI  - Sequencer Service Notes", "AU  - Oberheim, Tom", "PY  - 1985", "ER  - "].join("\n");

describe.each(DATABASE_KINDS)("BibTeX and RIS exports on %s", (kind) => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  const pdf = fs.readFileSync(fixturePath("pdf", "linn.pdf"));
  const json = async (res: Response) => (await res.json()) as Json;
  const send = (token: string, parts: { export?: [string, string]; files?: [string, Buffer][] }) => {
    const form = new FormData();
    if (parts.export) form.append("export", new Blob([parts.export[1]]), parts.export[0]);
    for (const [name, bytes] of parts.files ?? []) form.append("files", new Blob([new Uint8Array(bytes)]), name);
    return t.call("POST", "/api/zotero/exports", { token, body: form });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ada = await registerWithPlan(t, "ada-bib@example.com", "PRO");
    bob = await registerWithPlan(t, "bob-bib@example.com", "PRO");
  });
  afterAll(async () => t.close());

  it("imports a BibTeX export with its PDF: the entry naming the file gives the document its metadata; the other entry waits", async () => {
    const res = await send(ada, { export: ["My Library.bib", BIB], files: [["linn.pdf", pdf]] });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ entries: 2, waiting: 1, imported: [{ name: "linn.pdf", title: "LinnDrum 32 Track MIDI Sequence Recorder" }] });
    const docId = (body.imported as Json[])[0]?.doc_id as string;
    const doc = await json(await t.call("GET", `/api/documents/${docId}`, { token: ada }));
    expect(doc.metadata).toEqual({ title: "LinnDrum 32 Track MIDI Sequence Recorder", creators: ["Roger Linn"], year: 1984, doi: "10.5555/linn.1984", item_type: "manual" });
  });

  it("keeps a RIS entry until its PDF is uploaded after, matched by the title in the file's name", async () => {
    const first = await json(await send(ada, { export: ["notes.ris", RIS] }));
    expect(first).toMatchObject({ entries: 1, imported: [], waiting: 2 });
    const later = await json(await send(ada, { files: [["Oberheim - 1985 - Sequencer Service Notes.pdf", pdf]] }));
    expect(later).toMatchObject({ entries: 0, waiting: 1, imported: [{ title: "Sequencer Service Notes" }] });
    const doc = await json(await t.call("GET", `/api/documents/${String((later.imported as Json[])[0]?.doc_id)}`, { token: ada }));
    expect(doc.metadata).toMatchObject({ title: "Sequencer Service Notes", creators: ["Tom Oberheim"], year: 1985, item_type: "report" });
    // Another user's PDF of the same name does not take Ada's entries.
    const bobs = await json(await send(bob, { files: [["A Book Without a PDF.pdf", pdf]] }));
    expect(bobs).toMatchObject({ imported: [{ title: null }], waiting: 0 });
  });

  it("answers cite a document imported with its reference by author, year and page, in document and folder chat, and keep it in the conversation", async () => {
    const paper = makePdf([
      { lines: ["Street trees and urban heat."] },
      { lines: ["Streets with a dense tree canopy were four degrees cooler at noon than bare streets."] },
    ]);
    const bib = "@article{smith2019, title = {Street Trees and Urban Heat}, author = {Smith, Ann and Jones, Bo and Lee, Cy}, year = {2019}, doi = {10.1000/trees}, file = {:trees.pdf:application/pdf}}";
    const imported = await json(await send(ada, { export: ["trees.bib", bib], files: [["trees.pdf", paper]] }));
    const docId = String((imported.imported as Json[])[0]?.doc_id);
    const plainForm = new FormData();
    plainForm.append("file", new Blob(["Bare streets were the hottest at noon in every district we measured."]), "plain.txt");
    const plainId = String((await json(await t.call("POST", "/api/documents", { token: ada, body: plainForm }))).doc_id);
    for (const id of [docId, plainId]) {
      for (let doc = await json(await t.call("GET", `/api/documents/${id}`, { token: ada })); doc.status !== "ready"; doc = await json(await t.call("GET", `/api/documents/${id}`, { token: ada }))) {
        expect(doc.status).not.toBe("failed");
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const reference = { title: "Street Trees and Urban Heat", creators: ["Ann Smith", "Bo Jones", "Cy Lee"], year: 2019, doi: "10.1000/trees", in_text: "Smith et al., 2019" };

    const single = await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL&language=EN`, { token: ada, json: { message: "How much cooler were streets with a dense tree canopy at noon?" } }));
    expect(single.citations.length).toBeGreaterThan(0);
    for (const c of single.citations) expect(c).toMatchObject({ doc_id: docId, locator: { unit: 2 }, reference });

    const folder = await json(await t.call("POST", "/api/knowledge", { token: ada, json: { name: "Heat", document_ids: [docId, plainId], knowledge_base_type: "FOLDER" } }));
    const inFolder = await readChat(await t.call("POST", `/api/knowledge/chat/${String(folder.id)}?model_name=LOCAL&language=EN&cite_source=true`, { token: ada, json: { message: "Which streets were cooler or hottest at noon?" } }));
    const docs = new Set(inFolder.citations.map((c) => c.doc_id));
    expect(docs).toEqual(new Set([docId, plainId]));
    for (const c of inFolder.citations) {
      if (c.doc_id === docId) expect(c.reference).toEqual(reference);
      else expect(c).not.toHaveProperty("reference");
    }

    const stored = await json(await t.call("GET", `/api/conversations/${String(single.chatId)}`, { token: ada }));
    const answer = (stored.chat_history as Json[]).find((m) => m.role === "assistant");
    expect((answer?.citations as Json[])[0]).toMatchObject({ reference });
  });

  it("refuses what is not an export or a PDF, and an export without entries, with a 4xx", async () => {
    expect((await send(ada, { export: ["notes.txt", "hello"] })).status).toBe(400);
    const empty = await send(ada, { export: ["empty.bib", "no entries here"] });
    expect(empty.status).toBe(400);
    expect(typeof (await json(empty)).detail).toBe("string");
    expect((await t.call("POST", "/api/zotero/exports", { token: ada, json: {} })).status).toBe(400);
  });
});
