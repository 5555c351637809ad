import { sql } from "kysely";
import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_ANSWER_TO_RESUME } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

type Json = Record<string, unknown>;
const MILL = "The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley until 1911, when the river changed its course.";
const QUESTION = "Who built the old mill?";

/** GET /api/conversations/{id}/resume: the latest answer replayed, owner only, taken over when its process died. */
describe.each(DATABASE_KINDS)("resuming an answer on %s", (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let docId: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const newChat = async () => String((await json(await t.call("GET", `/api/chat?doc_id=${docId}`, { token: owner }))).chat_id);
  const resume = (chatId: string, token = owner) => t.call("GET", `/api/conversations/${chatId}/resume`, { token });
  const history = async (chatId: string) => (await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token: owner }))).chat_history as Json[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await registerWithPlan(t, "resume@example.com", "PRO");
    other = await registerWithPlan(t, "other@example.com", "FREE");
    const form = new FormData();
    form.append("file", new Blob([MILL]), "mill.txt");
    docId = String((await json(await t.call("POST", "/api/documents", { token: owner, body: form }))).doc_id);
    while ((await json(await t.call("GET", `/api/documents/${docId}`, { token: owner }))).status !== "ready") await new Promise((r) => setTimeout(r, 100));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers 404 for another user's conversation, an unknown one, and one without an answer", async () => {
    const chatId = await newChat();
    expect((await resume(chatId, other)).status).toBe(404);
    expect((await resume("chat_unknown")).status).toBe(404);
    const none = await resume(chatId);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ detail: NO_ANSWER_TO_RESUME });
  });

  it("replays a finished answer from the stored message, which stays stored once", async () => {
    const chatId = await newChat();
    const asked = await readChat(await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token: owner, json: { message: QUESTION } }));
    expect(asked.text).toContain("Harlow");
    const replay = await readChat(await resume(chatId));
    expect(replay.text).toBe(asked.text);
    expect(replay.citations).toEqual(asked.citations);
    expect(replay.chunks.at(-1)).toMatchObject({ type: "finish" });
    expect((await history(chatId)).map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("takes over an answer whose process died (lease expired), answers it again and stores it once", async () => {
    const reference = await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL`, { token: owner, json: { message: QUESTION } }));
    const chatId = await newChat();
    // What a killed process leaves: the question, and a pending answer with some text and a lapsed lease.
    await t.deps.db.insertInto("messages").values({ id: "msg_q_dead", conversation_id: chatId, role: "user", content: QUESTION, language: "EN", model_name: "LOCAL" }).execute();
    await t.deps.db
      .insertInto("pending_answers")
      .values({ id: "msg_a_dead", conversation_id: chatId, question_id: "msg_q_dead", model_name: "LOCAL", language: "EN", text: reference.text.slice(0, 20), lease_owner: "gone:1:dead", lease_expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();

    const resumed = await readChat(await resume(chatId));
    expect(resumed.chunks[0]).toMatchObject({ type: "start", messageId: "msg_a_dead" });
    expect(resumed.text).toBe(reference.text);
    expect(resumed.citations).toEqual(reference.citations);
    expect(resumed.chunks.at(-1)).toMatchObject({ type: "finish" });

    const messages = await history(chatId);
    expect(messages.map((m) => [m.role, m.id])).toEqual([
      ["user", "msg_q_dead"],
      ["assistant", "msg_a_dead"],
    ]);
    expect(messages[1]).toMatchObject({ content: reference.text, status: "complete" });
    expect(await t.deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", chatId).execute()).toEqual([]);
  });

  it("follows a provider's answer written by another process to its stored form, the streamed text trimmed, without cutting the stream", async () => {
    const reference = await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL`, { token: owner, json: { message: QUESTION } }));
    const chatId = await newChat();
    // Another process is streaming a model's answer: it has written its text up to the blank line before the citation block.
    await t.deps.db.insertInto("messages").values({ id: "msg_q_live", conversation_id: chatId, role: "user", content: QUESTION, language: "EN", model_name: "GPT4O_MINI" }).execute();
    await t.deps.db
      .insertInto("pending_answers")
      .values({ id: "msg_a_live", conversation_id: chatId, question_id: "msg_q_live", model_name: "GPT4O_MINI", language: "EN", text: `${reference.text}\n\n`, lease_owner: "other:1:live", lease_expires_at: sql<Date>`now() + interval '1 minute'` })
      .execute();

    const chunks: UIMessageChunk[] = [];
    const stream = parseJsonEventStream({ stream: (await resume(chatId)).body!, schema: uiMessageChunkSchema })[Symbol.asyncIterator]();
    while (!chunks.some((c) => c.type === "text-delta")) {
      const next = await stream.next();
      expect(next.done, "the resumed stream ended before any text").toBe(false);
      if (next.value?.success) chunks.push(next.value.value);
    }
    // That process stores the answer: its text trimmed.
    await t.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("pending_answers").where("id", "=", "msg_a_live").execute();
      await trx
        .insertInto("messages")
        .values({ id: "msg_a_live", conversation_id: chatId, role: "assistant", content: reference.text, citations: JSON.stringify(reference.citations), status: "complete", language: "EN", model_name: "GPT4O_MINI" })
        .execute();
    });
    for (let next = await stream.next(); !next.done; next = await stream.next()) if (next.value.success) chunks.push(next.value.value);

    expect(chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("")).toBe(`${reference.text}\n\n`);
    expect(chunks.filter((c) => c.type === "data-citation").map((c) => (c as { data: unknown }).data)).toEqual(reference.citations);
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
  });
});
