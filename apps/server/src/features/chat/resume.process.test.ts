import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { askOn, conversationOn, processSuite, registerOn } from "../../test-support/process-suite.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

const MILL = "The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley until 1911, when the river changed its course.";
const QUESTION = "Who built the old mill and when did it stop grinding wheat?";

/**
 * Two API processes on one PostgreSQL database. A LOCAL answer streams from A, slowed by the
 * test-only FOLIO_TEST_ANSWER_DELAY_MS so it is caught midway; A is killed with SIGKILL, and the
 * client resumes through B: B follows the pending answer until A's lease lapses, takes it over,
 * answers the stored question again and stores the answer once.
 */
describe("a chat answer resumed through another API process after its process was killed", () => {
  const suite = processSuite("postgres", "resume");
  let sql: pg.Client | undefined;
  afterAll(async () => {
    await sql?.end();
  });

  it("replays the complete answer from B and stores it once", async () => {
    const env = await suite.env();
    // A runs the workers too (the upload's ingestion); B is API only.
    const a = await suite.start({ ...env, FOLIO_TEST_ANSWER_DELAY_MS: "400" });
    const b = await suite.start({ ...env, WORKERS: "false" });
    sql = new pg.Client({ connectionString: env.DATABASE_URL });
    await sql.connect();
    const headers = await registerOn(a.base, "resume@example.com");
    const { docId, chatId } = await conversationOn(a.base, headers, MILL);

    const res = await askOn(a.base, headers, { docId, chatId }, "LOCAL", QUESTION);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("text-delta")) seen += (await reader.read()).value ?? "";
    // Midway: some text is written to the pending answer, and A dies before the answer is done.
    for (let i = 0; ; i++) {
      const { rows } = await sql.query<{ text: string }>("select text from pending_answers where conversation_id = $1", [chatId]);
      if (rows[0]?.text) break;
      expect(i, "no progress of the answer was written").toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 50));
    }
    await a.kill();
    await reader.cancel().catch(() => {});
    expect((await sql.query("select 1 from messages where conversation_id = $1 and role = 'assistant'", [chatId])).rowCount).toBe(0);

    const resumed = await readChat(await fetch(`${b.base}/api/conversations/${chatId}/resume`, { headers }));
    const reference = await readChat(await askOn(b.base, headers, { docId }, "LOCAL", QUESTION));
    expect(resumed.text).toContain("Harlow");
    expect(resumed.text).toBe(reference.text);
    expect(resumed.citations).toEqual(reference.citations);
    expect(resumed.chunks.at(-1)).toMatchObject({ type: "finish" });

    const conversation = (await (await fetch(`${b.base}/api/conversations/${chatId}?order=asc`, { headers })).json()) as { chat_history: { id: string; role: string; content: string }[] };
    expect(conversation.chat_history.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(conversation.chat_history[1]).toMatchObject({ id: (resumed.chunks[0] as { messageId: string }).messageId, content: reference.text });
    expect((await sql.query("select 1 from pending_answers")).rowCount).toBe(0);
  }, 180_000);
});
