import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { CONVERSATION_DOCUMENT_GONE, CONVERSATION_NOT_FOUND, CREDIT_MODELS } from "@folio/contract";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { tinyPng } from "../../test-support/images.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";
import { LANGUAGE_TEXT } from "../../answering/index.ts";
import { creditBalance, grantCredits } from "../billing/index.ts";
import { answerWithoutConversation } from "./answer-once.ts";

type Json = Record<string, unknown>;

const FIELD_GUIDE = [
  "Field guide to the valley.",
  "",
  "The copper beech grows near the northern gate. Its leaves turn deep purple in early summer and its bark stays smooth and grey.",
  "",
  "The old mill on the river was built in 1832 by the Harlow family. The mill ground wheat for the whole valley until the flood of 1911 destroyed its wheel.",
  "",
  "Kingfishers nest in the clay banks below the mill. They dive for minnows at dawn and their feathers shine blue and orange.",
  "",
].join("\n");

describe.each(DATABASE_KINDS)("chat API on %s", (kind) => {
  let t: TestApp;
  let fake: FakeOpenAIServer;
  let withProvider: TestApp;
  let token: string;
  let other: string;
  let docId: string;
  let otherDoc: string;

  const json = async (res: Response) => (await res.json()) as Json;
  // Users are on the Pro plan: these tests upload and ask more than the free plan allows in a day.
  const register = async (app: TestApp, email: string) => {
    const { token: userToken } = (await (await app.call("POST", "/api/auth/register", { json: { email, password: "long enough" } })).json()) as { token: string };
    await app.deps.db.updateTable("users").set({ plan: "PRO" }).where("email", "=", email).execute();
    return userToken;
  };
  async function uploadText(app: TestApp, as: string, text: string, name: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    const accepted = await json(await app.call("POST", "/api/documents", { token: as, body: form }));
    const id = String(accepted.doc_id);
    for (;;) {
      const doc = await json(await app.call("GET", `/api/documents/${id}`, { token: as }));
      if (doc.status === "ready") return id;
      if (doc.status === "failed") throw new Error(`ingest failed: ${String(doc.error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const start = async (app: TestApp, as: string, doc: string) => String((await json(await app.call("GET", `/api/chat?doc_id=${doc}`, { token: as }))).chat_id);
  const ask = (app: TestApp, as: string, doc: string, chatId: string, message: string, query = "model_name=LOCAL&language=EN") =>
    app.call("POST", `/api/chat/${doc}?chat_id=${chatId}&${query}`, { token: as, json: { message } });

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    [t, withProvider] = await Promise.all([
      createTestApp(kind),
      // Gemini runs on the fake OpenAI server too, as the server's default: the plan's model rule is tested on it.
      createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000", FOLIO_MODEL_GEMINI_FLASH: "openai:gemini-on-fake", FOLIO_DEFAULT_MODEL: "GEMINI_FLASH" }),
    ]);
    token = await register(t, "chat@example.com");
    other = await register(t, "other@example.com");
    [docId, otherDoc] = await Promise.all([uploadText(t, token, FIELD_GUIDE, "valley.txt"), uploadText(t, other, FIELD_GUIDE, "theirs.txt")]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), withProvider?.close()]);
    await fake?.close();
  });

  it("lists every model for the caller's plan: LOCAL available, unconfigured ones not available on this server (no setting named), credits", async () => {
    const body = await json(await t.call("GET", "/api/chat/models", { token }));
    const models = body.models as { name: string; display_name: string; available: boolean; reason: string | null }[];
    expect(models.map((m) => m.name)).toEqual(["GPT4O_MINI", "GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM", "GEMINI_FLASH", "LOCAL"]);
    expect(models.find((m) => m.name === "LOCAL")).toMatchObject({ available: true, reason: null, access: "included", credits_per_answer: 0 });
    expect(models.find((m) => m.name === "GPT4O_MINI")).toMatchObject({ display_name: "GPT-4o Mini", available: false, reason: "Not available on this server", access: "included" });
    expect(models.find((m) => m.name === "GPT4")).toMatchObject({ access: "credits", credits_per_answer: 1 });
    expect(JSON.stringify(body)).not.toMatch(/API_KEY|BASE_URL/);
    expect(body).toMatchObject({ default_model: "LOCAL", credits: 0 });
    expect((await t.call("GET", "/api/chat/models")).status).toBe(401);

    // A Pro user gets the server's default; a free user only GPT-4o Mini and LOCAL, so the default falls back to GPT-4o Mini.
    const configured = await json(await withProvider.call("GET", "/api/chat/models", { token: await register(withProvider, "m@example.com") }));
    expect((configured.models as { name: string; available: boolean }[]).find((m) => m.name === "GPT4O_MINI")?.available).toBe(true);
    expect(configured.default_model).toBe("GEMINI_FLASH");
    const free = await register(withProvider, "free-models@example.com");
    await withProvider.deps.db.updateTable("users").set({ plan: "FREE" }).where("email", "=", "free-models@example.com").execute();
    const forFree = await json(await withProvider.call("GET", "/api/chat/models", { token: free }));
    expect(forFree.default_model).toBe("GPT4O_MINI");
    expect(Object.fromEntries((forFree.models as { name: string; access: string }[]).map((m) => [m.name, m.access]))).toEqual({
      GPT4O_MINI: "included", GPT4: "upgrade", CLAUDE1: "upgrade", CLAUDE2: "upgrade", MISTRAL_MEDIUM: "upgrade", GEMINI_FLASH: "upgrade", LOCAL: "included",
    });
    const freeDoc = await uploadText(withProvider, free, FIELD_GUIDE, "free.txt");
    const refused = await withProvider.call("POST", `/api/chat/${freeDoc}?model_name=GEMINI_FLASH&language=EN`, { token: free, json: { message: "Who built the mill?" } });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "upgrade_required" });
  });

  it("starts a conversation on the user's document only", async () => {
    const res = await t.call("GET", `/api/chat?doc_id=${docId}`, { token });
    expect(res.status).toBe(200);
    const { chat_id } = await json(res);
    expect(String(chat_id)).toMatch(/^chat_/);
    const conv = await json(await t.call("GET", `/api/conversations/${String(chat_id)}`, { token }));
    expect(conv).toMatchObject({ chat_id, name: "valley.txt", doc_id: docId, doc_name: "valley.txt", knowledge_base_id: null, chat_history: [], total: 0 });

    expect((await t.call("GET", `/api/chat?doc_id=${otherDoc}`, { token })).status).toBe(404);
    expect((await t.call("GET", "/api/chat?doc_id=doc_nothing", { token })).status).toBe(404);
    expect((await t.call("GET", "/api/chat", { token })).status).toBe(422);
    expect((await t.call("GET", `/api/chat?doc_id=${docId}&knowledge_base_id=kb_1`, { token })).status).toBe(422);
    expect((await t.call("GET", `/api/chat?doc_id=${docId}`)).status).toBe(401);
  });

  it("a folder that is not the user's (or does not exist) is not found", async () => {
    const res = await t.call("GET", "/api/chat?knowledge_base_id=kb_unknown", { token });
    expect(res.status).toBe(404);
    expect((await json(res)).detail).toBe("Knowledge Base not found.");
    const chat = await t.call("POST", "/api/knowledge/chat/kb_unknown?model_name=LOCAL", { token, json: { message: "Who built the mill?" } });
    expect(chat.status).toBe(404);
  });

  it("streams an answer with verified citations, stores both messages and names the conversation", async () => {
    const chatId = await start(t, token, docId);
    const answer = await readChat(await ask(t, token, docId, chatId, "Who built the old mill on the river?"));
    expect(answer.chatId).toBe(chatId);
    expect(answer.chunks[0]?.type).toBe("start");
    expect(answer.chunks.at(-1)?.type).toBe("finish");
    expect(answer.text).toContain("Harlow family");
    expect(answer.text).toMatch(/\[1\]/);
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of answer.citations) {
      expect(c).toMatchObject({ doc_id: docId, doc_name: "valley.txt", verified: true });
      expect(FIELD_GUIDE.replace(/\s+/g, " ")).toContain(c.quote.replace(/\s+/g, " "));
      expect(c.locator.unit).toBeGreaterThanOrEqual(1);
    }
    expect(answer.citations.some((c) => c.quote.includes("Harlow"))).toBe(true);

    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect(conv.name).toBe("Who built the old mill on the river?");
    expect(conv.total).toBe(2);
    const [q, a] = conv.chat_history as Json[];
    expect(q).toMatchObject({ role: "user", content: "Who built the old mill on the river?", status: "complete" });
    expect(q).not.toHaveProperty("citations");
    expect(a).toMatchObject({ role: "assistant", status: "complete", model_name: "LOCAL", language: "EN", feedback: null });
    expect(a?.content).toContain("Harlow family");
    expect(a?.citations).toEqual(answer.citations);
  });

  it("rewrites a follow-up with the conversation before retrieval", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "When was the old mill on the river built?"));
    const followUp = await readChat(await ask(t, token, docId, chatId, "And what destroyed its wheel?"));
    expect(followUp.text).toContain("flood of 1911");
    expect(followUp.citations.every((c) => c.verified)).toBe(true);
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}`, { token }));
    expect(conv.total).toBe(4);
    // order=desc (the default) gives the latest first.
    expect((conv.chat_history as Json[])[0]).toMatchObject({ role: "assistant" });
    expect(conv.name).toBe("When was the old mill on the river built?");
  });

  it("answers in the requested language and says so when the documents hold no answer", async () => {
    const chatId = await start(t, token, docId);
    const french = await readChat(await ask(t, token, docId, chatId, "Who built the old mill on the river?", "model_name=LOCAL&language=FR"));
    expect(french.text.startsWith(LANGUAGE_TEXT.FR.says)).toBe(true);
    expect(french.citations.length).toBeGreaterThan(0);
    // Nothing relevant retrieved: the refusal says what it searched.
    const none = await readChat(await ask(t, token, docId, chatId, "What is the price of electricity in Norway?"));
    expect(none.text).toBe(`${LANGUAGE_TEXT.EN.notFound} I searched “valley.txt” for: price, electricity, norway.`);
    expect(none.citations).toEqual([]);
    const arabic = await readChat(await ask(t, token, docId, chatId, "What is the price of electricity in Norway?", "model_name=LOCAL&language=AR"));
    expect(arabic.text).toBe(`${LANGUAGE_TEXT.AR.notFound} بحثتُ في «valley.txt» عن: price, electricity, norway.`);
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect((conv.chat_history as Json[])[1]).toMatchObject({ language: "FR" });
  });

  it("refuses unconfigured and unknown models, bad languages and empty questions before streaming", async () => {
    const chatId = await start(t, token, docId);
    const unconfigured = await ask(t, token, docId, chatId, "Who built the mill?", "model_name=GPT4O_MINI");
    expect(unconfigured.status).toBe(400);
    expect((await json(unconfigured)).detail).toBe("GPT-4o Mini is not available on this server: its operator has not configured it.");
    expect((await ask(t, token, docId, chatId, "Who built the mill?", "model_name=GPT5")).status).toBe(400);
    expect((await ask(t, token, docId, chatId, "Who built the mill?", "language=XX")).status).toBe(422);
    expect((await ask(t, token, docId, chatId, "   ")).status).toBe(422);
    expect((await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}`, { token, body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await json(await t.call("GET", `/api/conversations/${chatId}`, { token }))).total).toBe(0);
  });

  it("starts a conversation itself when chat_id is left out", async () => {
    const answer = await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL`, { token, json: { message: "Where do kingfishers nest?" } }));
    expect(answer.chatId).toMatch(/^chat_/);
    expect(answer.text).toContain("clay banks");
    expect((await json(await t.call("GET", `/api/conversations/${answer.chatId!}`, { token }))).total).toBe(2);
  });

  it("regenerate replaces the last answer instead of adding one", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));
    const again = await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?", "model_name=LOCAL&regenerate=true"));
    expect(again.text).toContain("clay banks");
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect((conv.chat_history as Json[]).map((m) => m.role)).toEqual(["user", "assistant"]);
    // Regenerating a question that is not the last one asked keeps the earlier exchange.
    await readChat(await ask(t, token, docId, chatId, "Who built the old mill?", "model_name=LOCAL&regenerate=true"));
    const after = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect((after.chat_history as Json[]).map((m) => m.content).filter((_, i) => i % 2 === 0)).toEqual(["Where do kingfishers nest?", "Who built the old mill?"]);
  });

  it("regenerate after a refused question asks it again without dropping the earlier exchange", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));
    expect((await ask(t, token, docId, chatId, "Who built the old mill?", "model_name=GPT4")).status).toBe(400);
    await readChat(await ask(t, token, docId, chatId, "Who built the old mill?", "model_name=LOCAL&regenerate=true"));
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect((conv.chat_history as Json[]).map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
  });

  it("scopes @-mentioned documents to the user's library", async () => {
    const chatId = await start(t, token, docId);
    const res = await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Who built the mill?", at_documents: [otherDoc] } });
    expect(res.status).toBe(404);
    const second = await uploadText(t, token, "The lighthouse keeper was Ada Penrose. She kept the lamp burning for forty years.", "lighthouse.txt");
    const answer = await readChat(
      await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Who was the lighthouse keeper?", at_documents: [second] } }),
    );
    expect(answer.text).toContain("Ada Penrose");
    expect(answer.citations[0]).toMatchObject({ doc_id: second, doc_name: "lighthouse.txt", verified: true });
  });

  it("never shows or touches another user's conversation", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));
    const detail = async (res: Response) => (await json(res)).detail;
    for (const [method, path, body] of [
      ["GET", `/api/conversations/${chatId}`, undefined],
      ["PUT", `/api/conversations/${chatId}`, { name: "mine now" }],
      ["DELETE", `/api/conversations/${chatId}`, undefined],
      ["DELETE", `/api/conversations/${chatId}/clear`, undefined],
    ] as const) {
      const res = await t.call(method, path, { token: other, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await detail(res)).toBe(CONVERSATION_NOT_FOUND);
    }
    expect((await ask(t, other, otherDoc, chatId, "Where do kingfishers nest?")).status).toBe(404);
    expect((await ask(t, other, docId, chatId, "Where do kingfishers nest?")).status).toBe(404);
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    const answerId = String((conv.chat_history as Json[])[1]?.id);
    expect((await t.call("POST", `/api/feedback/${chatId}/${answerId}`, { token: other, json: { expression: "LIKE" } })).status).toBe(404);
    const theirs = await json(await t.call("GET", "/api/conversations", { token: other }));
    expect((theirs.conversations as Json[]).some((c) => c.chat_id === chatId)).toBe(false);
    const search = await json(await t.call("GET", "/api/search_conversation?query=kingfishers", { token: other }));
    expect(search.conversations).toEqual([]);
    expect(conv.total).toBe(2);
  });

  it("answers only for the conversation's own document", async () => {
    const chatId = await start(t, token, docId);
    const second = await uploadText(t, token, "The orchard has forty apple trees.", "orchard.txt");
    const res = await ask(t, token, second, chatId, "How many apple trees?");
    expect(res.status).toBe(404);
    expect((await json(res)).detail).toBe(CONVERSATION_NOT_FOUND);
  });

  it("says the document is gone once it was deleted", async () => {
    const doomed = await uploadText(t, token, "The bell tower has eight bells cast in 1750.", "bells.txt");
    const chatId = await start(t, token, doomed);
    expect((await t.call("DELETE", `/api/documents/${doomed}`, { token })).status).toBe(200);
    const res = await ask(t, token, doomed, chatId, "How many bells?");
    expect(res.status).toBe(404);
    expect((await json(res)).detail).toBe(CONVERSATION_DOCUMENT_GONE);
    expect((await json(await t.call("GET", `/api/conversations/${chatId}`, { token }))).doc_name).toBeNull();
  });

  it("lists conversations latest first in pages of 20", async () => {
    const user = await register(t, "many@example.com");
    const doc = await uploadText(t, user, FIELD_GUIDE, "many.txt");
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await start(t, user, doc));
    const page1 = (await json(await t.call("GET", "/api/conversations", { token: user }))).conversations as Json[];
    const page2 = (await json(await t.call("GET", "/api/conversations?page=2", { token: user }))).conversations as Json[];
    expect(page1).toHaveLength(20);
    expect(page2).toHaveLength(2);
    expect(page1[0]).toMatchObject({ chat_id: ids[21], name: "many.txt", doc_id: doc, doc_name: "many.txt" });
    expect(new Set([...page1, ...page2].map((c) => c.chat_id))).toEqual(new Set(ids));
    // Activity moves a conversation to the top.
    await readChat(await ask(t, user, doc, ids[0]!, "Where do kingfishers nest?"));
    const again = (await json(await t.call("GET", "/api/conversations?page_size=1", { token: user }))).conversations as Json[];
    expect(again.map((c) => c.chat_id)).toEqual([ids[0]]);
    expect((await t.call("GET", "/api/conversations?page_size=101", { token: user })).status).toBe(422);
  });

  it("pages messages by 100", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));
    const one = await json(await t.call("GET", `/api/conversations/${chatId}?page_size=1&order=asc`, { token }));
    expect((one.chat_history as Json[]).map((m) => m.role)).toEqual(["user"]);
    const two = await json(await t.call("GET", `/api/conversations/${chatId}?page=2&page_size=1&order=asc`, { token }));
    expect((two.chat_history as Json[]).map((m) => m.role)).toEqual(["assistant"]);
    expect(two.total).toBe(2);
  });

  it("renames, searches, clears and deletes", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "What colour are the beech leaves in summer?"));
    const renamed = await t.call("PUT", `/api/conversations/${chatId}`, { token, json: { name: "  Beech notes  " } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ chat_id: chatId, name: "Beech notes" });
    expect((await t.call("PUT", `/api/conversations/${chatId}`, { token, json: { name: " " } })).status).toBe(422);
    // A renamed conversation keeps its name when asked again.
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));

    const byName = await json(await t.call("GET", "/api/search_conversation?query=beech%20NOTES", { token }));
    expect((byName.conversations as Json[]).map((c) => c.chat_id)).toContain(chatId);
    const byMessage = await json(await t.call("GET", "/api/search_conversation?query=beech%20leaves", { token }));
    const hit = (byMessage.conversations as Json[]).find((c) => c.chat_id === chatId);
    expect(hit?.name).toBe("Beech notes");
    expect(String(hit?.snippet)).toMatch(/beech leaves/i);
    const percent = await json(await t.call("GET", "/api/search_conversation?query=%25", { token }));
    expect(percent.conversations).toEqual([]);
    expect((await t.call("GET", "/api/search_conversation", { token })).status).toBe(422);

    const cleared = await t.call("DELETE", `/api/conversations/${chatId}/clear`, { token });
    expect(cleared.status).toBe(200);
    expect(await json(cleared)).toEqual({ ok: true });
    expect(await json(await t.call("GET", `/api/conversations/${chatId}`, { token }))).toMatchObject({ name: "Beech notes", chat_history: [], total: 0 });

    expect((await t.call("DELETE", `/api/conversations/${chatId}`, { token })).status).toBe(200);
    expect((await t.call("GET", `/api/conversations/${chatId}`, { token })).status).toBe(404);
    expect((await t.call("DELETE", `/api/conversations/${chatId}`, { token })).status).toBe(404);
    expect((await t.call("DELETE", `/api/conversations/${chatId}/clear`, { token })).status).toBe(404);
  });

  it("keeps feedback on answers: like, or dislike with details and an issue", async () => {
    const chatId = await start(t, token, docId);
    await readChat(await ask(t, token, docId, chatId, "Where do kingfishers nest?"));
    const history = (await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }))).chat_history as Json[];
    const [question, answer] = history.map((m) => String(m.id));
    const like = await t.call("POST", `/api/feedback/${chatId}/${answer!}`, { token, json: { expression: "LIKE" } });
    expect(like.status).toBe(200);
    expect(await json(like)).toEqual({ expression: "LIKE", details: null, issue: null });
    const dislike = await t.call("POST", `/api/feedback/${chatId}/${answer!}`, { token, json: { expression: "DISLIKE", details: "Too short", issue: "Not helpful" } });
    expect(await json(dislike)).toEqual({ expression: "DISLIKE", details: "Too short", issue: "Not helpful" });
    expect((await t.call("POST", `/api/feedback/${chatId}/${answer!}`, { token, json: { expression: "DISLIKE" } })).status).toBe(422);
    expect((await t.call("POST", `/api/feedback/${chatId}/${answer!}`, { token, json: { expression: "MEH" } })).status).toBe(422);
    expect((await t.call("POST", `/api/feedback/${chatId}/${question!}`, { token, json: { expression: "LIKE" } })).status).toBe(404);
    expect((await t.call("POST", `/api/feedback/${chatId}/msg_nothing`, { token, json: { expression: "LIKE" } })).status).toBe(404);
    const stored = (await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }))).chat_history as Json[];
    expect(stored[1]?.feedback).toEqual({ expression: "DISLIKE", details: "Too short", issue: "Not helpful" });
  });

  it("chat/image adds the text of the images (OCR) to the question", async () => {
    const picture = path.join(os.tmpdir(), `folio-chat-image-${kind}`);
    // The title strip of a real report page, as a screenshot of it would be.
    execFileSync("pdftoppm", ["-r", "100", "-png", "-f", "1", "-l", "1", "-x", "0", "-y", "0", "-W", "1100", "-H", "120", "-singlefile", fixturePath("pdf", "nics-background-checks-2015-11.pdf"), picture]);
    const png = fs.readFileSync(`${picture}.png`).toString("base64");
    fs.rmSync(`${picture}.png`);
    const doc = await uploadText(t, token, "NICS Firearm Background Checks are released each month by the Federal Bureau of Investigation.\n", "nics-notes.txt");
    const chatId = await start(t, token, doc);
    const answer = await readChat(
      await t.call("POST", `/api/chat/image/${doc}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Who releases this?", images: [`data:image/png;base64,${png}`] } }),
    );
    expect(answer.text).toContain("Federal Bureau of Investigation");
    const conv = await json(await t.call("GET", `/api/conversations/${chatId}?order=asc`, { token }));
    expect(String((conv.chat_history as Json[])[0]?.content)).toMatch(/^Who releases this\?\n\nNICS Firearm Background Checks/);
  });

  it("chat/image takes bodies over the JSON limit and says when an image cannot be read", async () => {
    const chatId = await start(t, token, docId);
    const noise = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1_500_000, 7)]);
    const res = await t.call("POST", `/api/chat/image/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "What is this?", images: [noise.toString("base64")] } });
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toBe("An image in the question could not be read.");
    const huge = Buffer.concat([noise, Buffer.alloc(3_000_000, 7)]);
    const tooLarge = await t.call("POST", `/api/chat/image/${docId}?chat_id=${chatId}`, { token, json: { message: "What is this?", images: [huge.toString("base64")] } });
    expect(tooLarge.status).toBe(413);
    expect((await json(tooLarge)).detail).toBe("An image in the question is too large: at most 4 MB.");
  });

  it("chat/image reads the images and refuses what is not PNG or JPEG", async () => {
    const chatId = await start(t, token, docId);
    const png = `data:image/png;base64,${tinyPng().toString("base64")}`;
    const answer = await readChat(
      await t.call("POST", `/api/chat/image/${docId}?chat_id=${chatId}&model_name=LOCAL`, { token, json: { message: "Where do kingfishers nest?", images: [png] } }),
    );
    expect(answer.text).toContain("clay banks");
    const bad = await t.call("POST", `/api/chat/image/${docId}?chat_id=${chatId}`, { token, json: { message: "What is this?", images: [Buffer.from("GIF89a").toString("base64")] } });
    expect(bad.status).toBe(400);
    expect((await t.call("POST", `/api/chat/image/${docId}?chat_id=${chatId}`, { token, json: { message: "What is this?", images: [] } })).status).toBe(422);
  });

  describe("with a provider", () => {
    let user: string;
    let doc: string;
    beforeAll(async () => {
      user = await register(withProvider, "provider@example.com");
      doc = await uploadText(withProvider, user, FIELD_GUIDE, "valley.txt");
    }, 60_000);

    it("streams the model's answer and stores only verified citations", async () => {
      fake.setReplies({
        kind: "text",
        chunks: ["The Harlow family built the mill in 1832 [1].", ' <citations>[{"n":1,"quote":"The old mill on the river was built in 1832 by the Harlow family."}]</citations>'],
      });
      const chatId = await start(withProvider, user, doc);
      const answer = await readChat(await ask(withProvider, user, doc, chatId, "Who built the old mill?", "model_name=GPT4O_MINI&language=EN"));
      expect(answer.text).toContain("The Harlow family built the mill in 1832 [1].");
      expect(answer.text).not.toContain("<citations>");
      expect(answer.citations).toEqual([expect.objectContaining({ n: 1, doc_id: doc, quote: "The old mill on the river was built in 1832 by the Harlow family.", verified: true })]);
      const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
      expect(prompt).toContain("Harlow");
      const conv = await json(await withProvider.call("GET", `/api/conversations/${chatId}?order=asc`, { token: user }));
      expect((conv.chat_history as Json[])[1]).toMatchObject({ model_name: "GPT4O_MINI", citations: answer.citations });
    });

    /** The conversation's answer once it is stored. */
    async function storedAnswer(chatId: string): Promise<Json> {
      for (let i = 0; ; i++) {
        expect(i, "the answer was never stored").toBeLessThan(300);
        const history = (await json(await withProvider.call("GET", `/api/conversations/${chatId}?order=asc`, { token: user }))).chat_history as Json[];
        const stored = history.find((m) => m.role === "assistant");
        if (stored) return stored;
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it("a Stop ends the generation and stores what was produced", async () => {
      fake.setReplies({ kind: "stall", chunks: ["The mill was built ", "by the Harlow family"] });
      const chatId = await start(withProvider, user, doc);
      const res = await ask(withProvider, user, doc, chatId, "Who built the old mill?", "model_name=GPT4O_MINI");
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = "";
      while (!seen.includes("Harlow")) seen += (await reader.read()).value ?? "";
      const messageId = /"messageId":"([^"]+)"/u.exec(seen)![1]!;
      expect((await withProvider.call("POST", `/api/conversations/${chatId}/stop?message_id=${messageId}`, { token: user })).status).toBe(200);
      while (!(await reader.read()).done);
      expect(await storedAnswer(chatId)).toMatchObject({ id: messageId, status: "stopped", content: "The mill was built by the Harlow family" });
      await fake.requests.at(-1)?.closed;
      expect(fake.requests.at(-1)?.closedEarly).toBe(true);
    });

    it("closing the connection does not stop the answer: it is written to its end and stored for a client that resumes it", async () => {
      const gone = new AbortController();
      // The rest of the answer is sent only once the client has gone.
      const clientGone = new Promise<void>((resolve) => gone.signal.addEventListener("abort", () => resolve(), { once: true }));
      fake.setReplies({
        kind: "text",
        beforeChunk: () => clientGone,
        chunks: ["The mill was built ", "by the Harlow family in 1832 [1].", ' <citations>[{"n":1,"quote":"The old mill on the river was built in 1832 by the Harlow family."}]</citations>'],
      });
      const chatId = await start(withProvider, user, doc);
      const res = await withProvider.app.request(`/api/chat/${doc}?chat_id=${chatId}&model_name=GPT4O_MINI`, {
        method: "POST",
        headers: { authorization: `Bearer ${user}`, "content-type": "application/json" },
        body: JSON.stringify({ message: "Who built the old mill?" }),
        signal: gone.signal,
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = "";
      while (!seen.includes("The mill was built")) seen += (await reader.read()).value ?? "";
      gone.abort();
      await reader.cancel();
      expect(await storedAnswer(chatId)).toMatchObject({ status: "complete", content: "The mill was built by the Harlow family in 1832 [1]." });
      expect(fake.requests.at(-1)?.closedEarly).toBe(false);
    });

    it("closing the connection before the answer's id was sent stops the answer: the model is asked for nothing more, and nothing is left pending", async () => {
      const { id: userId } = await withProvider.deps.db.selectFrom("users").select("id").where("email", "=", "provider@example.com").executeTakeFirstOrThrow();
      await grantCredits(withProvider.deps.db, userId, CREDIT_MODELS.GPT4!);
      const chatId = await start(withProvider, user, doc);
      // The model would keep the call open (until the 5 s timeout) if it were asked.
      fake.setReplies({ kind: "stall", chunks: ["The mill was built "] });
      const asked = fake.requests.length;
      // The asker is gone before its question was read: it never saw the answer's id, so it has no
      // Stop to send that could name the answer, and nothing to resume.
      const res = await withProvider.app.request(`/api/chat/${doc}?chat_id=${chatId}&model_name=GPT4`, {
        method: "POST",
        headers: { authorization: `Bearer ${user}`, "content-type": "application/json" },
        body: JSON.stringify({ message: "Who built the old mill?" }),
        signal: AbortSignal.abort(),
      });
      await res.body?.cancel();
      await expect.poll(async () => (await withProvider.deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", chatId).execute()).length, { timeout: 2_000 }).toBe(0);
      for (const call of fake.requests.slice(asked)) {
        await call.closed;
        expect(call.closedEarly).toBe(true);
      }
      const history = (await json(await withProvider.call("GET", `/api/conversations/${chatId}?order=asc`, { token: user }))).chat_history as Json[];
      expect(history.filter((m) => m.role === "assistant" && m.status !== "stopped")).toEqual([]);
    });

    it("a credit model's answer that fails gives its credits back, once; an answer given keeps them", async () => {
      const { id: userId } = await withProvider.deps.db.selectFrom("users").select("id").where("email", "=", "provider@example.com").executeTakeFirstOrThrow();
      await grantCredits(withProvider.deps.db, userId, 5);
      const before = await creditBalance(withProvider.deps.db, userId);
      const chatId = await start(withProvider, user, doc);

      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const failed = await readChat(await ask(withProvider, user, doc, chatId, "Who built the old mill?", "model_name=GPT4"));
      expect(failed.chunks.some((c) => c.type === "error")).toBe(true);
      expect(await creditBalance(withProvider.deps.db, userId)).toBe(before);
      expect(await withProvider.deps.db.selectFrom("pending_answers").select("id").where("conversation_id", "=", chatId).execute()).toEqual([]);

      fake.setReplies({ kind: "text", chunks: ["The Harlow family built it [1].", ' <citations>[{"n":1,"quote":"The old mill on the river was built in 1832 by the Harlow family."}]</citations>'] });
      await readChat(await ask(withProvider, user, doc, chatId, "Who built the old mill?", "model_name=GPT4"));
      expect(await creditBalance(withProvider.deps.db, userId)).toBe(before - CREDIT_MODELS.GPT4!);
    });

    it("a credit model's answer taken over from a dead process that then fails gives back what its question was charged, once", async () => {
      const { id: userId } = await withProvider.deps.db.selectFrom("users").select("id").where("email", "=", "provider@example.com").executeTakeFirstOrThrow();
      const before = await creditBalance(withProvider.deps.db, userId);
      const chatId = await start(withProvider, user, doc);
      // A question its dead process was charged for, its lease lapsed.
      await withProvider.deps.db.insertInto("messages").values({ id: "msg_q_charged", conversation_id: chatId, role: "user", content: "Who built the old mill?", language: "EN", model_name: "GPT4" }).execute();
      await withProvider.deps.db
        .insertInto("pending_answers")
        .values({ id: "msg_a_charged", conversation_id: chatId, question_id: "msg_q_charged", model_name: "GPT4", language: "EN", credits: 1, lease_owner: "gone:1:dead", lease_expires_at: sql<Date>`now() - interval '1 second'` })
        .execute();
      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const resumed = await readChat(await withProvider.call("GET", `/api/conversations/${chatId}/resume`, { token: user }));
      expect(resumed.chunks.some((c) => c.type === "error")).toBe(true);
      expect(await creditBalance(withProvider.deps.db, userId)).toBe(before + 1);
      expect((await withProvider.call("GET", `/api/conversations/${chatId}/resume`, { token: user })).status).toBe(404);
      expect(await creditBalance(withProvider.deps.db, userId)).toBe(before + 1);
    });

    it("a credit model's stateless answer (/api/v1) that fails gives its credits back", async () => {
      const row = await withProvider.deps.db.selectFrom("users").selectAll().where("email", "=", "provider@example.com").executeTakeFirstOrThrow();
      const before = await creditBalance(withProvider.deps.db, row.id);
      const oneOff = { target: { kind: "document" as const, docId: doc }, question: "Who built the old mill?", history: [], modelName: "GPT4", language: "EN" as const, signal: new AbortController().signal };
      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const failed = await answerWithoutConversation(withProvider.deps, row, oneOff);
      await failed.stream.pipeTo(new WritableStream());
      await expect(failed.result).rejects.toThrow();
      await expect.poll(() => creditBalance(withProvider.deps.db, row.id)).toBe(before);

      fake.setReplies({ kind: "text", chunks: ["The Harlow family built it."] });
      const given = await answerWithoutConversation(withProvider.deps, row, oneOff);
      await given.stream.pipeTo(new WritableStream());
      await given.result;
      expect(await creditBalance(withProvider.deps.db, row.id)).toBe(before - CREDIT_MODELS.GPT4!);
    });

    it("a provider error streams an error part and stores no answer", async () => {
      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const chatId = await start(withProvider, user, doc);
      const answer = await readChat(await ask(withProvider, user, doc, chatId, "Who built the old mill?", "model_name=GPT4O_MINI"));
      expect(answer.chunks.find((c) => c.type === "error")).toMatchObject({ errorText: "The model could not answer. Please try again." });
      const conv = await json(await withProvider.call("GET", `/api/conversations/${chatId}?order=asc`, { token: user }));
      expect((conv.chat_history as Json[]).map((m) => m.role)).toEqual(["user"]);
    });
  });
});
