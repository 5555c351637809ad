import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { createScratchDatabase, startServerProcess, startWorkerProcess, type ServerProcess } from "./server-process.ts";
import { seedMigratedDataDir } from "./test-databases.ts";

/**
 * The data of one suite that runs Folio as real processes (crash and restart, a closed connection):
 * a temporary data folder (on the embedded database, holding it already migrated) and, on
 * PostgreSQL, a scratch database. Every server the suite starts is killed and both are removed
 * after it, whatever the test did.
 */
export function processSuite(kind: "pglite" | "postgres", name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `folio-${name}-`));
  const dataDir = path.join(dir, "data");
  const servers: ServerProcess[] = [];
  let database: { url: string; drop: () => Promise<void> } | null = null;
  let seeded: Promise<void> | null = null;
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    dataDir,
    /** The environment of a server on this suite's data, with `extra` settings. */
    async env(extra: Record<string, string> = {}): Promise<Record<string, string>> {
      const env: Record<string, string> = { DATA_DIR: dataDir, ...extra };
      if (kind === "postgres") {
        database ??= await createScratchDatabase();
        env.DATABASE_URL = database.url;
      } else {
        await (seeded ??= seedMigratedDataDir(dataDir));
      }
      return env;
    },
    async start(env: Record<string, string>): Promise<ServerProcess> {
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    },
    /** An `npm run worker` process (probes and metrics on its `base`). */
    async startWorker(env: Record<string, string>): Promise<ServerProcess> {
      const worker = await startWorkerProcess(env);
      servers.push(worker);
      return worker;
    },
  };
}

/** A new account on a running server; returns the headers that act as it. */
export async function registerOn(base: string, email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "long enough" }) });
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Uploads one file to a running server; returns the document id (the document is still being read). */
export async function uploadOn(base: string, headers: Record<string, string>, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", file, name);
  const res = await fetch(`${base}/api/documents`, { method: "POST", headers, body: form });
  expect(res.status).toBe(202);
  return ((await res.json()) as { doc_id: string }).doc_id;
}

/** Waits (100 ms polls, two minutes at most) until a document is ready; a failed one fails the test. */
export async function waitUntilReady(base: string, headers: Record<string, string>, docId: string): Promise<void> {
  for (let i = 0; ; i++) {
    const doc = (await (await fetch(`${base}/api/documents/${docId}`, { headers })).json()) as { status: string; error: string | null };
    if (doc.status === "ready") return;
    expect(doc.status, doc.error ?? "").not.toBe("failed");
    expect(i, "the document was never ready").toBeLessThan(1200);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A conversation about a document that is ready on a running server: a text file of `text` uploaded and read. */
export async function conversationOn(base: string, headers: Record<string, string>, text: string): Promise<{ docId: string; chatId: string }> {
  const docId = await uploadOn(base, headers, new Blob([text]), "document.txt");
  await waitUntilReady(base, headers, docId);
  const { chat_id: chatId } = (await (await fetch(`${base}/api/chat?doc_id=${docId}`, { headers })).json()) as { chat_id: string };
  return { docId, chatId };
}

/** Asks a question in a conversation on a running server; the answer streams in the response's body. */
export async function askOn(base: string, headers: Record<string, string>, at: { docId: string; chatId?: string }, model: string, question: string): Promise<Response> {
  const chat = at.chatId ? `chat_id=${at.chatId}&` : "";
  const res = await fetch(`${base}/api/chat/${at.docId}?${chat}model_name=${model}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ message: question }),
  });
  expect(res.status).toBe(200);
  return res;
}
