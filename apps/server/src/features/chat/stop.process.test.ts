import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { createScratchDatabase, startServerProcess, type ServerProcess } from "../../test-support/server-process.ts";

type Message = { role: string; status: string; content: string };

/**
 * Stop through a real HTTP server: the browser aborts its fetch, the connection closes, and the
 * server must end the provider call and store what the user saw. In-process tests cannot show
 * that the Node adapter turns a closed connection into an aborted request.
 */
describe.each(["pglite", "postgres"] as const)("stopping an answer over HTTP on %s", (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-stop-"));
  let server: ServerProcess | null = null;
  let fake: FakeOpenAIServer | null = null;
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("ends the provider request and stores the partial answer as stopped", async () => {
    fake = await startFakeOpenAIServer();
    const env: Record<string, string> = { DATA_DIR: path.join(dir, "data"), OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url };
    if (kind === "postgres") {
      const db = await createScratchDatabase();
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
    server = await startServerProcess(env);
    const base = server.base;
    const email = "stop@example.com";
    const { token } = (await (await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "long enough" }) })).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append("file", new Blob(["The old mill on the river was built in 1832 by the Harlow family. It ground wheat for the valley."]), "mill.txt");
    const { doc_id: docId } = (await (await fetch(`${base}/api/documents`, { method: "POST", headers, body: form })).json()) as { doc_id: string };
    for (let i = 0; ; i++) {
      const doc = (await (await fetch(`${base}/api/documents/${docId}`, { headers })).json()) as { status: string };
      if (doc.status === "ready") break;
      expect(doc.status).not.toBe("failed");
      expect(i, "the document was never ready").toBeLessThan(600);
      await new Promise((r) => setTimeout(r, 100));
    }
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
