import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORT_MESSAGES_PER_WINDOW } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { listOutbox } from "./index.ts";

type Thread = { id: string; email: string; messages: { author: string; body: string; context: string | null }[] };

describe.each(DATABASE_KINDS)("support widget and inbox on %s", (kind) => {
  let t: TestApp;
  let user: string;
  let operator: string;

  const json = async <T>(res: Response) => (await res.json()) as T;
  const write = (token: string | undefined, body: unknown) => t.call("POST", "/api/support/messages", { token, json: body });
  const thread = async (token: string) => (await json<{ thread: Thread | null }>(await t.call("GET", "/api/support/thread", { token }))).thread;
  async function anonymous(): Promise<string> {
    return (await json<{ token: string }>(await t.call("GET", "/api/create-anon-user"))).token;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await registerWithPlan(t, "helpme@example.com", "FREE");
    operator = await registerWithPlan(t, "operator-support@example.com", "FREE");
    await t.deps.db.updateTable("users").set({ is_admin: true }).where("email", "=", "operator-support@example.com").execute();
  });
  afterAll(async () => t.close());

  it("round trip: the user writes, the operator answers, the answer is e-mailed and shows in the user's thread", async () => {
    expect(await thread(user)).toBeNull();
    const sent = await write(user, { body: "My upload was refused", context: "uploads_exceeded", email: "someone-else@example.com" });
    expect(sent.status).toBe(201);
    const mine = await json<Thread>(sent);
    // A registered user is answered at their account's address, whatever the form said.
    expect(mine.email).toBe("helpme@example.com");

    const inbox = await json<{ conversations: Record<string, unknown>[] }>(await t.call("GET", "/api/admin/support/conversations", { token: operator }));
    expect(inbox.conversations[0]).toMatchObject({ id: mine.id, email: "helpme@example.com", is_registered: true, last_message: "My upload was refused", last_author: "user", context: "uploads_exceeded" });

    const opened = await json<Thread>(await t.call("GET", `/api/admin/support/conversations/${mine.id}`, { token: operator }));
    expect(opened.messages.map((m) => m.body)).toEqual(["My upload was refused"]);

    const reply = await t.call("POST", `/api/admin/support/conversations/${mine.id}/replies`, { token: operator, json: { body: "Your plan allows one document a day; it resets tomorrow." } });
    expect(reply.status).toBe(201);
    const mail = await t.deps.db.selectFrom("outbox").selectAll().where("to_address", "=", "helpme@example.com").where("subject", "like", "Folio support%").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Folio support: an answer to your message");
    expect(mail.text_body).toContain("Your plan allows one document a day; it resets tomorrow.");
    // The operator reads the same e-mail in the outbox (no SMTP server here); the address matches without case.
    const outbox = await json<{ delivery: string; mails: { to: string; subject: string; text: string }[] }>(await t.call("GET", "/api/admin/outbox?to=HelpMe@example.com", { token: operator }));
    expect(outbox.delivery).toBe("outbox");
    expect(outbox.mails.every((m) => m.to === "helpme@example.com")).toBe(true);
    expect(outbox.mails[0]).toMatchObject({ subject: "Folio support: an answer to your message", text: expect.stringContaining("it resets tomorrow.") });
    expect((await t.call("GET", "/api/admin/outbox", { token: user })).status).toBe(403);
    // `npm run admin -- outbox` reads the same list, as many as it asks for.
    const all = await listOutbox(t.deps.db, { to: "helpme@example.com" });
    expect(all.length).toBeGreaterThan(1);
    expect(await listOutbox(t.deps.db, { to: "helpme@example.com", limit: 1 })).toEqual(all.slice(0, 1));

    const after = await thread(user);
    expect(after?.messages.map((m) => [m.author, m.body])).toEqual([
      ["user", "My upload was refused"],
      ["operator", "Your plan allows one document a day; it resets tomorrow."],
    ]);
    const listed = await json<{ conversations: Record<string, unknown>[] }>(await t.call("GET", "/api/admin/support/conversations", { token: operator }));
    // The context stays on the conversation after the answer.
    expect(listed.conversations.find((c) => c.id === mine.id)).toMatchObject({ last_author: "operator", context: "uploads_exceeded" });
  });

  it("asks a visitor without an account for an e-mail once, and keeps visitors' threads apart", async () => {
    const visitor = await anonymous();
    const refused = await write(visitor, { body: "Hello" });
    expect(refused.status).toBe(422);
    expect((await json<{ code: string; detail: string }>(refused)).detail).toBe("Please enter your e-mail address so we can answer you.");
    expect((await write(visitor, { body: "Hello", email: "not an e-mail" })).status).toBe(422);
    expect((await write(visitor, { body: "Hello", email: "Visitor@Example.com" })).status).toBe(201);
    const again = await json<Thread>(await write(visitor, { body: "Still there?" }));
    expect(again.email).toBe("visitor@example.com");
    expect(again.messages.map((m) => m.body)).toEqual(["Hello", "Still there?"]);

    const other = await anonymous();
    expect(await thread(other)).toBeNull();
    expect((await write(other, { body: "   " })).status).toBe(422);
    expect((await write(undefined, { body: "Hello", email: "x@example.com" })).status).toBe(401);
  });

  it("rate-limits a user's messages", async () => {
    const busy = await registerWithPlan(t, "chatty@example.com", "FREE");
    for (let i = 0; i < SUPPORT_MESSAGES_PER_WINDOW; i++) expect((await write(busy, { body: `message ${i}` })).status).toBe(201);
    expect((await write(busy, { body: "one more" })).status).toBe(429);
  });

  it("keeps the operator's routes to operators", async () => {
    const conversation = await t.deps.db.selectFrom("support_conversations").select("id").executeTakeFirstOrThrow();
    expect((await t.call("GET", "/api/admin/support/conversations", { token: user })).status).toBe(403);
    expect((await t.call("GET", `/api/admin/support/conversations/${conversation.id}`, { token: user })).status).toBe(403);
    expect((await t.call("POST", `/api/admin/support/conversations/${conversation.id}/replies`, { token: user, json: { body: "hi" } })).status).toBe(403);
    expect((await t.call("POST", "/api/admin/support/conversations/sup_missing/replies", { token: operator, json: { body: "hi" } })).status).toBe(404);
  });
});
