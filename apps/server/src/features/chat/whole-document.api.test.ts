import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../../ingest/testing/make-pdf.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeRequest } from "../../test-support/fake-openai-server.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

type Json = Record<string, unknown>;

// Three short pages (about 120 tokens): whole in a 1,000-token window (600 for the documents).
const BOOKLET = [
  ["Lift maintenance booklet.", "This booklet describes the care of the lifts in the Ashford tower."],
  ["The cables are greased every month by the caretaker.", "Worn cables are replaced by the lift company."],
  ["The next inspection of the lifts is on 14 March 2027.", "The inspector signs the log book in the lobby."],
];
// Twenty pages on twenty subjects (about 1,400 tokens): too long for that window.
const SUBJECTS = ["apples", "bridges", "candles", "dolphins", "engines", "falcons", "glaciers", "harbours", "islands", "jungles", "kettles", "lanterns", "meadows", "nickel", "orchards", "pianos", "quarries", "rivers", "saddles", "tunnels"];
const ALMANAC = SUBJECTS.map((s, i) => [`Chapter ${i + 1} is about ${s}.`, `The ${s} of the valley were counted in ${1900 + i} by the almanac's ${s} surveyor.`, `Every page of this almanac has a subject of its own, and this one is ${s}.`]);

const passagesOf = (req: FakeRequest | undefined) => {
  const content = (req?.body.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
  return [...content.matchAll(/<passage n="(\d+)" document="([^"]*)" location="([^"]*)">\n([\s\S]*?)\n<\/passage>/g)].map((m) => ({ n: Number(m[1]), document: m[2]!, location: m[3]!, text: m[4]! }));
};

describe.each(DATABASE_KINDS)("whole-document answers on %s", (kind) => {
  let t: TestApp;
  let fake: FakeOpenAIServer;
  let token: string;
  let booklet: string;
  let almanac: string;
  let notice: string;

  const json = async (res: Response) => (await res.json()) as Json;
  async function upload(pages: string[][], name: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([makePdf(pages.map((lines) => ({ lines })))]), name);
    const id = String((await json(await t.call("POST", "/api/documents", { token, body: form }))).doc_id);
    const until = Date.now() + 60_000;
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${id}`, { token }));
      if (doc.status === "ready") return id;
      if (doc.status === "failed" || Date.now() > until) throw new Error(`ingest: ${String(doc.status)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const ask = (doc: string, message: string, model = "GPT4O_MINI") => t.call("POST", `/api/chat/${doc}?model_name=${model}&language=EN`, { token, json: { message } });

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    t = await createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000", FOLIO_LLM_CONTEXT_TOKENS: "1000" });
    token = await registerWithPlan(t, "whole@example.com", "PRO");
    [booklet, almanac, notice] = await Promise.all([upload(BOOKLET, "booklet.pdf"), upload(ALMANAC, "almanac.pdf"), upload([["The lobby is repainted in May."]], "notice.pdf")]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("a document that fits the model's context is sent whole, page by page with its labels, and the answer's citation is verified on the page it names", async () => {
    // The model cites the page that holds the inspection date, by the number the request gave it.
    fake.setHandler((req) => {
      const page = passagesOf(req).find((p) => p.text.includes("next inspection"));
      return { kind: "text", chunks: [`The booklet is about lift care; the next inspection is on 14 March 2027 [${page?.n ?? 0}].`, ` <citations>[{"n":${page?.n ?? 0},"quote":"The next inspection of the lifts is on 14 March 2027."}]</citations>`] };
    });
    // An overview question shares no word with the pages: retrieval alone would find nothing to answer from.
    const answer = await readChat(await ask(booklet, "What is this about?"));
    const sent = passagesOf(fake.requests.at(-1));
    expect(sent.map((p) => [p.n, p.location])).toEqual([
      [1, "Page 1"],
      [2, "Page 2"],
      [3, "Page 3"],
    ]);
    expect(sent[1]!.text.replace(/\s+/g, " ")).toContain("The cables are greased every month by the caretaker.");
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain("The passages are the whole text of the documents");
    expect(answer.text.trim()).toBe("The booklet is about lift care; the next inspection is on 14 March 2027 [1].");
    expect(answer.citations).toEqual([expect.objectContaining({ n: 1, doc_id: booklet, locator: expect.objectContaining({ unit: 3, label: "Page 3" }), quote: "The next inspection of the lifts is on 14 March 2027.", verified: true })]);
  });

  it("a quote the model puts on a page that does not hold it is dropped", async () => {
    fake.setHandler((req) => {
      const wrong = passagesOf(req).find((p) => p.text.includes("cables are greased"));
      return { kind: "text", chunks: [`The next inspection is on 14 March 2027 [${wrong?.n ?? 0}].`, ` <citations>[{"n":${wrong?.n ?? 0},"quote":"The next inspection of the lifts is on 14 March 2027."}]</citations>`] };
    });
    const answer = await readChat(await ask(booklet, "When is the next inspection?"));
    expect(answer.citations.filter((c) => c.locator.unit === 2 && c.quote.includes("inspection"))).toEqual([]);
  });

  it("a document too long for the context gets the retrieved passages, not the whole text", async () => {
    fake.setHandler((req) => {
      const page = passagesOf(req).find((p) => p.text.includes("glaciers"));
      return { kind: "text", chunks: [`The glaciers were counted in 1906 [${page?.n ?? 0}].`, ` <citations>[{"n":${page?.n ?? 0},"quote":"The glaciers of the valley were counted in 1906 by the almanac's glaciers surveyor."}]</citations>`] };
    });
    const answer = await readChat(await ask(almanac, "When were the glaciers of the valley counted?"));
    const sent = passagesOf(fake.requests.at(-1));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(8);
    expect(sent.some((p) => p.text.includes("glaciers"))).toBe(true);
    expect(JSON.stringify(fake.requests.at(-1)?.body)).not.toContain("The passages are the whole text of the documents");
    expect(answer.citations).toEqual([expect.objectContaining({ n: 1, doc_id: almanac, locator: expect.objectContaining({ unit: 7 }), verified: true })]);
  });

  it("a folder that fits is sent whole too, every document's pages under its name", async () => {
    const folder = await json(await t.call("POST", "/api/knowledge", { token, json: { name: "Tower", document_ids: [booklet, notice] } }));
    fake.setHandler((req) => {
      const page = passagesOf(req).find((p) => p.text.includes("repainted"));
      return { kind: "text", chunks: [`The lobby is repainted in May [${page?.n ?? 0}].`, ` <citations>[{"n":${page?.n ?? 0},"quote":"The lobby is repainted in May."}]</citations>`] };
    });
    const answer = await readChat(await t.call("POST", `/api/knowledge/chat/${String(folder.id)}?model_name=GPT4O_MINI&language=EN`, { token, json: { message: "Summarise these documents." } }));
    const sent = passagesOf(fake.requests.at(-1));
    expect(sent.map((p) => [p.document, p.location]).sort()).toEqual([
      ["booklet.pdf", "Page 1"],
      ["booklet.pdf", "Page 2"],
      ["booklet.pdf", "Page 3"],
      ["notice.pdf", "Page 1"],
    ]);
    expect(answer.citations).toEqual([expect.objectContaining({ n: 1, doc_id: notice, locator: expect.objectContaining({ unit: 1 }), verified: true })]);
  });

  it("LOCAL answers from retrieved passages as before", async () => {
    const before = fake.requests.length;
    const answer = await readChat(await ask(booklet, "When is the next inspection of the lifts?", "LOCAL"));
    expect(fake.requests.length).toBe(before);
    expect(answer.citations[0]).toMatchObject({ locator: expect.objectContaining({ unit: 3 }), verified: true });
  });
});
