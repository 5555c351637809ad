import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { processSuite, registerOn, uploadOn, waitUntilReady } from "../../test-support/process-suite.ts";

type Message = { role: string; status: string; content: string };

/**
 * Stop through a real HTTP server. The browser aborting its fetch closes the connection: the answer
 * goes on being written (another tab or a reconnect resumes it, decision 41), so the provider call
 * stays open; the Stop route ends it and what the user saw is stored. In-process tests cannot show
 * what the Node adapter does with a closed connection.
 */
describe.each(["pglite", "postgres"] as const)("stopping an answer over HTTP on %s", (kind) => {
  const suite = processSuite(kind, "stop");
  let fake: FakeOpenAIServer | null = null;
  afterAll(async () => {
    await fake?.close();
  });

  it("keeps the provider request when the connection closes, ends it on Stop and stores the partial answer as stopped", async () => {
    fake = await startFakeOpenAIServer();
    const server = await suite.start(await suite.env({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url }));
    const base = server.base;
    const headers = await registerOn(base, "stop@example.com");
    const mill = new Blob(["The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley."]);
    const docId = await uploadOn(base, headers, mill, "mill.txt");
    await waitUntilReady(base, headers, docId);
    const { chat_id: chatId } = (await (await fetch(`${base}/api/chat?doc_id=${docId}`, { headers })).json()) as { chat_id: string };

    fake.setReplies({ kind: "stall", chunks: ["The mill was built ", "by the Harlow family"] });
    const stop = new AbortController();
    const res = await fetch(`${base}/api/chat/${docId}?chat_id=${chatId}&model_name=GPT4O_MINI`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ message: "Who built the old mill?" }),
      signal: stop.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = "";
    while (!seen.includes("Harlow")) seen += (await reader.read()).value ?? "";
    stop.abort();

    const providerCall = fake.requests.at(-1)!;
    const closedBy = (ms: number) => Promise.race([providerCall.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
    // Two progress intervals: a closed connection that stopped the answer would have ended the call by then.
    expect(await closedBy(1_000)).toBe(false);
    expect((await fetch(`${base}/api/conversations/${chatId}/stop`, { method: "POST", headers })).status).toBe(200);
    await providerCall.closed;
    expect(providerCall.closedEarly).toBe(true);
    let answer: Message | undefined;
    for (let i = 0; !answer; i++) {
      expect(i, "the stopped answer was never stored").toBeLessThan(200);
      const conv = (await (await fetch(`${base}/api/conversations/${chatId}?order=asc`, { headers })).json()) as { chat_history: Message[] };
      answer = conv.chat_history.find((m) => m.role === "assistant");
      if (!answer) await new Promise((r) => setTimeout(r, 50));
    }
    expect(answer).toMatchObject({ status: "stopped", content: "The mill was built by the Harlow family" });
  }, 120_000);
});
