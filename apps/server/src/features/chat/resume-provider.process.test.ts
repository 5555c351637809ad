import pg from "pg";
import { parseJsonEventStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeRequest } from "../../test-support/fake-openai-server.ts";
import { askOn, conversationOn, processSuite, registerOn } from "../../test-support/process-suite.ts";
import type { ServerProcess } from "../../test-support/server-process.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";

const MILL = "The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley until 1911, when the river changed its course.";
const QUOTE = "The old mill on the river was built in 1832 by the Harlow family.";
const QUESTION = "Who built the old mill?";
/** The model's words as the process that dies streams them: slowly, so it is killed midway. */
const FIRST_WORDS = "According to the records of the valley, the old mill on the river was raised by a local family of millers".split(/(?= )/);
/** The model asked again by the process that takes over answers in other words: its answer replaces the first. */
const SECOND_WORDS = "The Harlow family built the old mill in 1832".split(/(?= )/);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The model's reply, citing the passage that holds the mill (the document is read whole: one passage
 * per unit), its chunks `chunkDelayMs` apart, or from the second on sent once `rest` resolves.
 */
function reply(req: FakeRequest, words: string[], pace: { chunkDelayMs: number } | { rest: Promise<void> }) {
  const n = /<passage n=\\"(\d+)\\"/.exec(JSON.stringify(req.body.messages))?.[1] ?? "1";
  // As models do, the block comes after a blank line and over several deltas: meanwhile the text so far ends in that blank line.
  const chunks = [...words, ` [${n}].`, "\n\n", "<citations>", `[{"n":${n},`, `"quote":"${QUOTE}"}]`, "</citations>"];
  return "rest" in pace ? { kind: "text" as const, beforeChunk: () => pace.rest, chunks } : { kind: "text" as const, chunkDelayMs: pace.chunkDelayMs, chunks };
}

/** A resumed stream's chunks, and whether it was cut (how the server ends it when the answer it replays was replaced). */
async function readResumed(res: Response): Promise<{ chunks: UIMessageChunk[]; text: string; cut: boolean }> {
  expect(res.status).toBe(200);
  const chunks: UIMessageChunk[] = [];
  let cut = false;
  try {
    for await (const r of parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema })) {
      if (!r.success) throw r.error;
      chunks.push(r.value);
    }
  } catch (err) {
    // fetch's "terminated": what the web client takes for a dropped connection, and resumes.
    if (!(err instanceof TypeError)) throw err;
    cut = true;
  }
  return { chunks, text: chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join(""), cut };
}

/**
 * A provider's answer (a local OpenAI-compatible server) whose API process is killed with SIGKILL
 * mid-answer, resumed through another process (decision 41): on PostgreSQL a second API process,
 * on the embedded database the process started again on the same data. The other process follows
 * the pending answer until the dead one's lease lapses, takes it over and asks the model again; the
 * new answer replaces the text already resumed (that stream is cut, so the client resumes again),
 * and the next resume replays it whole, with its verified citation, stored once under the id the
 * first stream announced.
 */
describe.each(["pglite", "postgres"] as const)("a provider's answer resumed after its process was killed, on %s", (kind) => {
  const suite = processSuite(kind, "resume-provider");
  let fake: FakeOpenAIServer | undefined;
  let sql: pg.Client | undefined;
  afterAll(async () => {
    await sql?.end();
    await fake?.close();
  });

  it("is answered again by the other process and replayed whole from it", async () => {
    fake = await startFakeOpenAIServer();
    const answers: FakeRequest[] = [];
    // The model asked again writes its first word, then the rest once the client's second resume has
    // read text: that resume follows the answer while B still writes it, however fast or slow the machine.
    const followedLive = Promise.withResolvers<void>();
    fake.setHandler((req) => {
      answers.push(req);
      return answers.length === 1 ? reply(req, FIRST_WORDS, { chunkDelayMs: 400 }) : reply(req, SECOND_WORDS, { rest: followedLive.promise });
    });
    const env = await suite.env({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url });
    const a = await suite.start(env);
    let b: ServerProcess | undefined = kind === "postgres" ? await suite.start({ ...env, WORKERS: "false" }) : undefined;
    const headers = await registerOn(a.base, "resume-provider@example.com");
    const { docId, chatId } = await conversationOn(a.base, headers, MILL);

    const res = await askOn(a.base, headers, { docId, chatId }, "GPT4O_MINI", QUESTION);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes(FIRST_WORDS[2]!)) seen += (await reader.read()).value ?? "";
    const messageId = /"messageId":"([^"]+)"/.exec(seen)?.[1];
    expect(messageId).toBeDefined();
    // Midway: the text so far is written to the pending answer (every 0.5 s), and A dies before the model is done.
    if (kind === "postgres") {
      sql = new pg.Client({ connectionString: env.DATABASE_URL });
      await sql.connect();
      for (let i = 0; ; i++) {
        const { rows } = await sql.query<{ text: string }>("select text from pending_answers where conversation_id = $1", [chatId]);
        if (rows[0]?.text) break;
        expect(i, "no progress of the answer was written").toBeLessThan(100);
        await sleep(50);
      }
    } else {
      await sleep(1500);
    }
    await a.kill();
    await reader.cancel().catch(() => {});
    expect(answers[0]!.closedEarly).toBe(true);
    b ??= await suite.start(env);

    // The first resume replays what A had written, until B takes the answer over and the model's new words replace it.
    const first = await readResumed(await fetch(`${b.base}/api/conversations/${chatId}/resume`, { headers }));
    expect(first.chunks[0]).toMatchObject({ type: "start", messageId });
    expect(first.text.length).toBeGreaterThan(0);
    expect(FIRST_WORDS.join("").startsWith(first.text), first.text).toBe(true);
    expect(first.cut).toBe(true);
    expect(answers).toHaveLength(2);

    // The client resumes again: the new answer from its start (followed while B still writes it), whole and verified.
    const resumed = await readChat(await fetch(`${b.base}/api/conversations/${chatId}/resume`, { headers }), (c) => {
      if (c.type === "text-delta") followedLive.resolve();
    });
    expect(resumed.chunks[0]).toMatchObject({ type: "start", messageId });
    // Followed live, the text ends with the blank line the model wrote before its citation block; the stored answer is trimmed.
    expect(resumed.text.trimEnd()).toBe(`${SECOND_WORDS.join("")} [1].`);
    expect(resumed.citations).toEqual([expect.objectContaining({ n: 1, quote: QUOTE, verified: true })]);
    expect(resumed.chunks.at(-1)).toMatchObject({ type: "finish" });

    const conversation = (await (await fetch(`${b.base}/api/conversations/${chatId}?order=asc`, { headers })).json()) as {
      chat_history: { id: string; role: string; content: string; status: string; citations: unknown[] }[];
    };
    expect(conversation.chat_history.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(conversation.chat_history[1]).toMatchObject({ id: messageId, content: `${SECOND_WORDS.join("")} [1].`, status: "complete" });
    expect(conversation.chat_history[1]!.citations).toEqual(resumed.citations);
    // Nothing pending is left, and B resuming again replays the stored answer without asking the model a third time.
    const replay = await readChat(await fetch(`${b.base}/api/conversations/${chatId}/resume`, { headers }));
    expect(replay.text).toBe(`${SECOND_WORDS.join("")} [1].`);
    expect(answers).toHaveLength(2);
  }, 420_000);
});
