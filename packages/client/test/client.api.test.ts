import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Citation } from "@folio/contract";
import { FolioClient, FolioError, type ChatEvent } from "@folio/client";
import { createTestApp, registerWithPlan, type TestApp } from "../../../apps/server/src/test-support/test-app.ts";
import { DATABASE_KINDS } from "../../../apps/server/src/test-support/test-databases.ts";
import { fixturePath } from "../../../apps/server/src/test-support/fixtures.ts";
import { serveHttp } from "../../../apps/server/src/platform/http/serve-http.ts";

const REGISTER_PDF = "federal-register-2020-17221.pdf";
const DEADLINE_QUESTION = "By what date must the FAA receive comments on this proposed AD?";
const LOG = "Building maintenance log.\n\nThe next elevator inspection is scheduled for 12 August 2025.\n\nThe boiler was serviced in March.\n";

/** The error a call rejects with, which must be a FolioError. */
async function folioError(call: Promise<unknown>): Promise<FolioError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FolioError);
  return err as FolioError;
}

/** @folio/client against the whole app served over HTTP, authenticated with a Folio API key, on both databases. */
describe.each(DATABASE_KINDS)("@folio/client against the server on %s", (kind) => {
  let t: TestApp;
  let server: ServerType;
  let baseUrl: string;
  let session: string;
  let folio: FolioClient;
  let registerId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await new Promise<void>((resolve) => {
      server = serveHttp(t.app, { port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        baseUrl = `http://127.0.0.1:${info.port}/`;
        resolve();
      });
    });
    session = await registerWithPlan(t, "client@example.com", "PRO");
    const res = await t.call("POST", "/api/api-keys", { token: session, json: { name: "client", key_type: "DEVELOPMENT" } });
    const { key } = (await res.json()) as { key: string };
    folio = new FolioClient({ baseUrl, apiKey: key });
    // The fixture is read with the session, whose polling no key's request rate (60 a minute) limits.
    const bySession = new FolioClient({ baseUrl, token: session });
    const { doc_id } = await bySession.documents.upload(await fs.openAsBlob(fixturePath("pdf", REGISTER_PDF)), { fileName: REGISTER_PDF });
    registerId = doc_id;
    await bySession.documents.waitUntilReady(registerId, { intervalMs: 100 });
  }, 180_000);
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    await t?.close();
  });

  it("uploads, lists, reads, renames and deletes documents", async () => {
    const accepted = await folio.documents.upload(new Blob([LOG]), { fileName: "log.txt" });
    expect(accepted).toMatchObject({ name: "log.txt" });
    const ready = await folio.documents.waitUntilReady(accepted.doc_id, { intervalMs: 250 });
    expect(ready).toMatchObject({ doc_id: accepted.doc_id, status: "ready", file_type: "txt" });

    const listed = await folio.documents.list({ page_size: 10 });
    expect(listed.documents.map((d) => d.doc_id)).toEqual(expect.arrayContaining([registerId, accepted.doc_id]));
    expect(listed.total).toBe(2);
    expect((await folio.documents.get(registerId)).page_count).toBeGreaterThan(0);
    const unit = await folio.documents.content(registerId, 1);
    expect(unit.text).toContain("DATES: The FAA must receive comments");
    expect((await folio.documents.outline(registerId)).units.length).toBeGreaterThan(0);
    expect((await folio.documents.file(accepted.doc_id)).size).toBe(new Blob([LOG]).size);
    expect((await folio.documents.rename(accepted.doc_id, "Maintenance")).custom_file_name).toBe("Maintenance");

    await folio.documents.delete(accepted.doc_id);
    const gone = await folioError(folio.documents.get(accepted.doc_id));
    expect(gone.status).toBe(404);
    expect(gone.detail).toEqual(expect.any(String));
  });

  it("makes, reads, changes and deletes folders", async () => {
    const folder = await folio.folders.create({ name: "Regulation", document_ids: [registerId], knowledge_base_type: "FOLDER" });
    expect(folder).toMatchObject({ name: "Regulation", document_ids: [registerId] });
    expect((await folio.folders.list()).knowledge_bases.map((f) => f.id)).toContain(folder.id);
    expect((await folio.folders.get(folder.id)).name).toBe("Regulation");
    expect((await folio.folders.update(folder.id, { name: "Rules" })).name).toBe("Rules");
    await folio.folders.delete(folder.id);
    expect((await folioError(folio.folders.get(folder.id))).status).toBe(404);
  });

  it("retrieves passages and searches the library", async () => {
    const { passages } = await folio.retrieve({ query: "comments deadline proposed AD", doc_ids: [registerId], top_k: 3 });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages[0]).toMatchObject({ doc_id: registerId, doc_name: REGISTER_PDF, locator: { kind: "page" } });
    const found = await folio.search("Federal Aviation");
    expect(JSON.stringify(found)).toContain(registerId);
  });

  it("asks a document, whole and streamed, with verified citations, and continues the conversation", async () => {
    const answer = await folio.chat.ask({ docId: registerId }, DEADLINE_QUESTION, { modelName: "LOCAL", language: "EN" });
    expect(answer.text).toContain("September 21, 2020");
    expect(answer.chatId).toMatch(/\S/u);
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of answer.citations) expect(Citation.parse(c)).toMatchObject({ doc_id: registerId, verified: true });

    const { events, chatId } = await folio.chat.stream({ docId: registerId }, DEADLINE_QUESTION, { chatId: answer.chatId ?? undefined, modelName: "LOCAL" });
    expect(chatId).toBe(answer.chatId);
    const seen: ChatEvent[] = [];
    for await (const e of events) seen.push(e);
    expect(seen.filter((e) => e.type === "text").length).toBeGreaterThan(0);
    expect(seen.map((e) => (e.type === "text" ? e.delta : "")).join("")).toBe(answer.text);
    expect(seen.filter((e) => e.type === "citation").map((e) => (e.type === "citation" ? e.citation : null))).toEqual(answer.citations);
  });

  it("reads the API plan's usage, the v1 models and chat completions", async () => {
    const usage = await folio.apiUsage();
    expect(usage.plan).toBe("API_FREE");
    expect(usage.limits.find((l) => l.key === "messages")?.used).toBeGreaterThan(0);

    const models = await folio.v1.models();
    expect(models.data.map((m) => m.id)).toContain(`doc:${registerId}`);
    expect(await folio.v1.model(`doc:${registerId}`)).toEqual(models.data.find((m) => m.id === `doc:${registerId}`));
    const completion = await folio.v1.chatCompletion({ model: `doc:${registerId}`, messages: [{ role: "user", content: DEADLINE_QUESTION }] });
    expect(completion.choices[0]?.message.content).toContain("September 21, 2020");
    expect(completion.choices[0]?.message.citations.every((c) => c.verified)).toBe(true);

    const chunks = [];
    for await (const chunk of await folio.v1.chatCompletionStream({ model: `doc:${registerId}`, messages: [{ role: "user", content: DEADLINE_QUESTION }] })) chunks.push(chunk);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? "").join("")).toBe(completion.choices[0]?.message.content);
    expect(chunks.at(-1)?.citations).toEqual(completion.choices[0]?.message.citations);
  });

  it("throws FolioError with the status, code and detail the server answered", async () => {
    const badKey = await folioError(new FolioClient({ baseUrl, apiKey: "folio_dev_not-a-real-key" }).documents.list());
    expect(badKey).toMatchObject({ status: 401, code: "invalid_api_key" });
    expect(badKey.detail).toContain("The API key is not valid");
    expect(badKey.message).toBe(`401 ${badKey.detail}`);

    const invalid = await folioError(folio.retrieve({ query: "" }));
    expect(invalid.status).toBe(422);
    expect(invalid.detail).toContain("query");

    const unknownModel = await folioError(folio.v1.chatCompletion({ model: "gpt-4o", messages: [{ role: "user", content: "Hi" }] }));
    expect(unknownModel).toMatchObject({ status: 404, code: "model_not_found" });

    // A session token works as well as a key; a base URL without its scheme is refused at once.
    const sessionClient = new FolioClient({ baseUrl, token: session });
    expect((await sessionClient.documents.list()).total).toBeGreaterThan(0);
    expect(() => new FolioClient({ baseUrl: "localhost:3000" })).toThrow(TypeError);
  });
});
