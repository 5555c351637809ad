import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_MESSAGES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

type Json = Record<string, unknown>;

const FIELD_GUIDE = [
  "Field guide to the valley.",
  "",
  "The old mill on the river was built in 1832 by the Harlow family. The mill ground wheat for the whole valley until the flood of 1911 destroyed its wheel.",
  "",
  "Kingfishers nest in the clay banks below the mill. They dive for minnows at dawn and their feathers shine blue and orange.",
  "",
].join("\n");

/** A model answer with two cited sentences and two the passages do not support. */
const MIXED_ANSWER = [
  "The Harlow family built the old mill in 1832 [1]. ",
  "It was surely the finest mill in the country. ",
  "The flood of 1911 destroyed its wheel [1]. ",
  "Nobody ever rebuilt it.",
  ' <citations>[{"n":1,"quote":"The old mill on the river was built in 1832 by the Harlow family."}]</citations>',
];

describe.each(DATABASE_KINDS)("sniper mode on %s", (kind) => {
  let t: TestApp;
  let fake: FakeOpenAIServer;
  let premium: string;
  let free: string;
  let doc: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const ask = (path: string, as: string, body: Json, model = "GPT4O_MINI") => t.call("POST", `${path}?model_name=${model}&language=EN`, { token: as, json: { message: "Who built the old mill and when?", ...body } });

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    t = await createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000" });
    [premium, free] = await Promise.all([registerWithPlan(t, "premium@example.com", "PREMIUM"), registerWithPlan(t, "free@example.com", "FREE")]);
    const form = new FormData();
    form.append("file", new Blob([FIELD_GUIDE]), "valley.txt");
    doc = String((await json(await t.call("POST", "/api/documents", { token: premium, body: form }))).doc_id);
    for (;;) {
      const status = (await json(await t.call("GET", `/api/documents/${doc}`, { token: premium }))).status;
      if (status === "ready") break;
      if (status === "failed") throw new Error("ingest failed");
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("on: the model's uncited sentences never reach the user, the answer says how many went, and that is what is stored", async () => {
    fake.setReplies({ kind: "text", chunks: MIXED_ANSWER });
    const answer = await readChat(await ask(`/api/chat/${doc}`, premium, { sniper: true }));
    expect(answer.text).toBe("The Harlow family built the old mill in 1832 [1]. The flood of 1911 destroyed its wheel [1].\n\nSniper mode: 2 sentences without a verified source were removed.");
    expect(answer.citations).toEqual([expect.objectContaining({ n: 1, doc_id: doc, verified: true })]);
    // The model was told to write only what it can cite.
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain("Strict grounding is on");
    const history = (await json(await t.call("GET", `/api/conversations/${answer.chatId}?order=asc`, { token: premium }))).chat_history as Json[];
    expect(history[1]).toMatchObject({ role: "assistant", content: answer.text, citations: answer.citations });
  });

  it("off (the default): the same answer keeps the model's own connecting sentences", async () => {
    fake.setReplies({ kind: "text", chunks: MIXED_ANSWER });
    const answer = await readChat(await ask(`/api/chat/${doc}`, premium, {}));
    expect(answer.text).toContain("It was surely the finest mill in the country.");
    expect(answer.text).toContain("Nobody ever rebuilt it.");
    expect(answer.text).not.toContain("Sniper mode");
    expect(JSON.stringify(fake.requests.at(-1)?.body)).not.toContain("Strict grounding is on");
  });

  it("applies to folder chat too", async () => {
    const folder = await json(await t.call("POST", "/api/knowledge", { token: premium, json: { name: "Valley", document_ids: [doc] } }));
    fake.setReplies({ kind: "text", chunks: MIXED_ANSWER });
    const answer = await readChat(await ask(`/api/knowledge/chat/${String(folder.id)}`, premium, { sniper: true }));
    expect(answer.text).not.toContain("finest mill");
    expect(answer.text).toContain("Sniper mode: 2 sentences without a verified source were removed.");
  });

  it("an answer with no cited sentence is kept and marked", async () => {
    fake.setReplies({ kind: "text", chunks: ["The mill is very old and much loved.", " <citations>[]</citations>"] });
    const answer = await readChat(await ask(`/api/chat/${doc}`, premium, { sniper: true }));
    expect(answer.text).toBe("The mill is very old and much loved.\n\nSniper mode: no sentence of this answer has a verified source.");
  });

  it("LOCAL accepts sniper mode and answers with its cited quotes, unchanged", async () => {
    const requests = fake.requests.length;
    const on = await readChat(await ask(`/api/chat/${doc}`, premium, { sniper: true }, "LOCAL"));
    const off = await readChat(await ask(`/api/chat/${doc}`, premium, {}, "LOCAL"));
    expect(on.text).toBe(off.text);
    expect(on.citations.length).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(requests);
  });

  it("the OpenAPI document shows the sniper flag and the 403 on every chat route", async () => {
    const doc = (await json(await t.call("GET", "/api/openapi.json"))) as { paths: Record<string, Record<string, Json>> };
    for (const path of ["/api/chat/{id}", "/api/chat/image/{id}", "/api/knowledge/chat/{id}", "/api/knowledge/chat/image/{id}"]) {
      const post = doc.paths[path]?.post as { requestBody: Json; responses: Json };
      expect(JSON.stringify(post.requestBody)).toContain('"sniper":{');
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["402", "403"]));
    }
  });

  it("free and anonymous users asking with sniper on get 403 with the spec's upgrade text; without it they are answered", async () => {
    const anonymous = String((await json(await t.call("GET", "/api/create-anon-user"))).token);
    for (const as of [free, anonymous]) {
      const form = new FormData();
      form.append("file", new Blob([FIELD_GUIDE]), "mine.txt");
      const own = String((await json(await t.call("POST", "/api/documents", { token: as, body: form }))).doc_id);
      while ((await json(await t.call("GET", `/api/documents/${own}`, { token: as }))).status !== "ready") await new Promise((r) => setTimeout(r, 100));
      for (const model of ["GPT4O_MINI", "LOCAL"]) {
        const refused = await ask(`/api/chat/${own}`, as, { sniper: true }, model);
        expect(refused.status).toBe(403);
        expect(await json(refused)).toMatchObject({ code: "upgrade_required", detail: BILLING_MESSAGES.upgrade });
      }
      const answered = await readChat(await ask(`/api/chat/${own}`, as, { sniper: false }, "LOCAL"));
      expect(answered.citations.length).toBeGreaterThan(0);
    }
  });
});
