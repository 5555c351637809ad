import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

type Json = Record<string, unknown>;
const MILL =
  "The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley until 1911, when the river changed its course. The Harlow family also built the stone bridge beside the mill in 1840.";
const QUESTION = "Who built the old mill and the stone bridge, and when?";
/** Slow enough that the answer is still streaming when Stop arrives (each text delta waits this long). */
const DELAY_MS = "150";

/**
 * POST /api/conversations/{id}/stop: the Stop of a client that follows the answer through a resumed
 * stream (or any stream its closing cannot stop) reaches whichever process writes the answer.
 */
describe.each(DATABASE_KINDS)("stopping an answer through the stop route on %s", (kind) => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let docId: string;
  let fullAnswer: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const newChat = async () => String((await json(await t.call("GET", `/api/chat?doc_id=${docId}`, { token: owner }))).chat_id);
  const stop = (chatId: string, token = owner) => t.call("POST", `/api/conversations/${chatId}/stop`, { token });
  const history = async (chatId: string) => (await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token: owner }))).chat_history as Json[];
  const pendingRows = (chatId: string) => t.deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", chatId).execute();

  /** Reads a UI message stream chunk by chunk, calling `onText` with the text so far after each delta. */
  async function readWhile(res: Response, onText: (text: string) => Promise<void>): Promise<{ chunks: UIMessageChunk[]; text: string }> {
    const chunks: UIMessageChunk[] = [];
    let text = "";
    for await (const r of parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema })) {
      if (!r.success) throw r.error;
      chunks.push(r.value);
      if (r.value.type === "text-delta") {
        text += r.value.delta;
        await onText(text);
      }
    }
    return { chunks, text };
  }

  /** The stored answer once it is stored (the writer stores it at its next progress write). */
  async function storedAnswer(chatId: string): Promise<Json> {
    for (let i = 0; ; i++) {
      expect(i, "the stopped answer was never stored").toBeLessThan(200);
      const answer = (await history(chatId)).find((m) => m.role === "assistant");
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { FOLIO_TEST_ANSWER_DELAY_MS: DELAY_MS });
    owner = await registerWithPlan(t, "stop@example.com", "PRO");
    other = await registerWithPlan(t, "not-owner@example.com", "FREE");
    const form = new FormData();
    form.append("file", new Blob([MILL]), "mill.txt");
    docId = String((await json(await t.call("POST", "/api/documents", { token: owner, body: form }))).doc_id);
    while ((await json(await t.call("GET", `/api/documents/${docId}`, { token: owner }))).status !== "ready") await new Promise((r) => setTimeout(r, 100));
    fullAnswer = (await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL`, { token: owner, json: { message: QUESTION } }))).text;
    // Long enough that a stop after its first words cuts it well before its end.
    expect(fullAnswer.length).toBeGreaterThan(150);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers 404 for another user's conversation and an unknown one, ok when nothing is being written", async () => {
    const chatId = await newChat();
    expect((await stop(chatId, other)).status).toBe(404);
    expect((await stop("chat_unknown")).status).toBe(404);
    const nothing = await stop(chatId);
    expect(nothing.status).toBe(200);
    expect(await nothing.json()).toEqual({ ok: true });
  });

  it("stops an answer another stream is reading: that stream ends as stopped, and what was sent is stored once as stopped", async () => {
    const chatId = await newChat();
    const asked = await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token: owner, json: { message: QUESTION } });
    expect(asked.status).toBe(200);
    let stopped = false;
    // The asker keeps reading: only the stop route can stop this answer.
    const read = await readWhile(asked, async (text) => {
      if (stopped || text.length < 20) return;
      stopped = true;
      expect((await stop(chatId)).status).toBe(200);
    });
    expect(stopped).toBe(true);
    expect(read.chunks.at(-1)).toMatchObject({ type: "abort" });
    expect(read.text.length).toBeLessThan(fullAnswer.length);
    expect(fullAnswer.startsWith(read.text)).toBe(true);

    const answer = await storedAnswer(chatId);
    expect(answer).toMatchObject({ status: "stopped", content: read.text });
    // Only the sources its text cites so far.
    for (const c of answer.citations as { n: number }[]) expect(read.text).toContain(`[${c.n}]`);
    expect((await history(chatId)).map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(await pendingRows(chatId)).toEqual([]);
  });

  it("stops only the answer it names, and without a name the latest one: the other answer of the conversation is written to its end", async () => {
    const startOf = (read: { chunks: UIMessageChunk[] }) => (read.chunks.find((c) => c.type === "start") as { messageId: string }).messageId;
    for (const named of [true, false]) {
      const chatId = await newChat();
      // Two questions answered at once in one conversation (two tabs): the first is stopped by name, the second as the latest.
      const first = await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token: owner, json: { message: QUESTION } });
      const second = await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token: owner, json: { message: QUESTION } });
      const pending = await t.deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", chatId).orderBy("created_at").execute();
      expect(pending).toHaveLength(2);
      const target = named ? pending[0]!.id : pending[1]!.id;
      let stopped = false;
      const stopOnce = async (text: string) => {
        if (stopped || text.length < 20) return;
        stopped = true;
        expect((await t.call("POST", `/api/conversations/${chatId}/stop${named ? `?message_id=${target}` : ""}`, { token: owner })).status).toBe(200);
      };
      const [a, b] = await Promise.all([readWhile(first, named ? stopOnce : async () => {}), readWhile(second, named ? async () => {} : stopOnce)]);
      const [cut, whole] = startOf(a) === target ? [a, b] : [b, a];
      expect(startOf(cut)).toBe(target);
      expect(cut.chunks.at(-1)).toMatchObject({ type: "abort" });
      expect(whole.chunks.at(-1)).toMatchObject({ type: "finish" });
      const stored = await history(chatId);
      expect(stored.find((m) => m.id === target)).toMatchObject({ status: "stopped", content: cut.text });
      expect(stored.find((m) => m.id === startOf(whole))).toMatchObject({ status: "complete", content: whole.text });
      expect(await pendingRows(chatId)).toEqual([]);
    }
  });

  it("does not stop an answer whose asker went away: it is written to its end for a client that resumes it", async () => {
    const chatId = await newChat();
    const gone = new AbortController();
    const asked = await t.app.request(`/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner}`, "content-type": "application/json" },
      body: JSON.stringify({ message: QUESTION }),
      signal: gone.signal,
    });
    const reader = asked.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("text-delta")) seen += (await reader.read()).value ?? "";
    gone.abort();
    await reader.cancel();
    expect(await storedAnswer(chatId)).toMatchObject({ status: "complete", content: fullAnswer });
  });

  it("stops an answer taken over from a process that died, and stores one stopped before its process died as it was left", async () => {
    // A killed process's question and pending answer (lease lapsed): the resume route takes it over.
    const chatId = await newChat();
    await t.deps.db.insertInto("messages").values({ id: "msg_q_taken", conversation_id: chatId, role: "user", content: QUESTION, language: "EN", model_name: "LOCAL" }).execute();
    await t.deps.db
      .insertInto("pending_answers")
      .values({ id: "msg_a_taken", conversation_id: chatId, question_id: "msg_q_taken", model_name: "LOCAL", language: "EN", text: "", lease_owner: "gone:1:dead", lease_expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    let stopped = false;
    const resumed = await readWhile(await t.call("GET", `/api/conversations/${chatId}/resume`, { token: owner }), async (text) => {
      if (stopped || text.length < 20) return;
      stopped = true;
      expect((await stop(chatId)).status).toBe(200);
    });
    expect(stopped).toBe(true);
    expect(resumed.chunks.at(-1)).toMatchObject({ type: "abort" });
    const answer = await storedAnswer(chatId);
    expect(answer).toMatchObject({ id: "msg_a_taken", status: "stopped" });
    expect((answer.content as string).length).toBeLessThan(fullAnswer.length);
    expect(resumed.text).toBe(answer.content);

    // Stopped, then its process died before storing it: stored as left, not answered again.
    const leftChat = await newChat();
    await t.deps.db.insertInto("messages").values({ id: "msg_q_left", conversation_id: leftChat, role: "user", content: QUESTION, language: "EN", model_name: "LOCAL" }).execute();
    await t.deps.db
      .insertInto("pending_answers")
      .values({ id: "msg_a_left", conversation_id: leftChat, question_id: "msg_q_left", model_name: "LOCAL", language: "EN", text: "The document says", lease_owner: "gone:2:dead", lease_expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await stop(leftChat)).status).toBe(200);
    const replay = await readChat(await t.call("GET", `/api/conversations/${leftChat}/resume`, { token: owner }));
    expect(replay.text).toBe("The document says");
    expect(replay.chunks.at(-1)).toMatchObject({ type: "abort" });
    expect((await history(leftChat)).find((m) => m.role === "assistant")).toMatchObject({ id: "msg_a_left", status: "stopped", content: "The document says" });
    expect(await pendingRows(leftChat)).toEqual([]);
  });
});
