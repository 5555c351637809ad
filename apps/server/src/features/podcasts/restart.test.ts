import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixturePath } from "../../test-support/fixtures.ts";
import { createScratchDatabase, startServerProcess, type ServerProcess } from "../../test-support/server-process.ts";

type Podcast = { status: string; progress: number; duration_s: number | null; chapters: unknown[]; error: string | null };

/**
 * A server killed while it speaks a podcast (SIGKILL: no shutdown) and started again on the same
 * data: the job runs again from the start, the podcast ends COMPLETED with its audio, and the
 * killed attempt's temporary folder is gone. On the embedded database and on the PostgreSQL server.
 */
describe.each(["pglite", "postgres"] as const)("a podcast interrupted by a crash on %s", (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-podcast-restart-"));
  let server: ServerProcess | null = null;
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await server?.kill();
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is made again after the restart and completes", async () => {
    const dataDir = path.join(dir, "data");
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === "postgres") {
      const db = await createScratchDatabase();
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
    server = await startServerProcess(env);
    const register = await fetch(`${server.base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "crash@example.com", password: "long enough" }) });
    const { token } = (await register.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append("file", await fs.openAsBlob(fixturePath("pdf", "federal-register-2020-17221.pdf")), "register.pdf");
    const { doc_id: docId } = (await (await fetch(`${server.base}/api/documents`, { method: "POST", headers, body: form })).json()) as { doc_id: string };
    for (let i = 0; ; i++) {
      const doc = (await (await fetch(`${server.base}/api/documents/${docId}`, { headers })).json()) as { status: string };
      if (doc.status === "ready") break;
      expect(doc.status).not.toBe("failed");
      expect(i, "the document never got ready").toBeLessThan(1200);
      await new Promise((r) => setTimeout(r, 100));
    }

    const started = await fetch(`${server.base}/api/background-podcasts`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ generate_from: { id: docId, source: "DOCUMENT" } }) });
    const { podcast_id: id } = (await started.json()) as { podcast_id: string };
    const read = async (base: string) => (await (await fetch(`${base}/api/podcasts/${id}`, { headers })).json()) as Podcast;
    let podcast = await read(server.base);
    for (let i = 0; podcast.status !== "SPEAKING" || podcast.progress < 12; i++) {
      expect(i, `the job never got to speak (${podcast.status})`).toBeLessThan(1200);
      expect(podcast.status).not.toMatch(/COMPLETED|FAILED/);
      await new Promise((r) => setTimeout(r, 100));
      podcast = await read(server.base);
    }
    await server.kill();
    expect(fs.readdirSync(path.join(dataDir, "tmp", "podcasts")).length).toBeGreaterThan(0);

    server = await startServerProcess(env);
    podcast = await read(server.base);
    for (let i = 0; podcast.status !== "COMPLETED" && podcast.status !== "FAILED"; i++) {
      expect(i, `still ${podcast.status}`).toBeLessThan(2400);
      await new Promise((r) => setTimeout(r, 100));
      podcast = await read(server.base);
    }
    expect(podcast).toMatchObject({ status: "COMPLETED", progress: 100, error: null });
    expect(podcast.duration_s).toBeGreaterThan(30);
    expect(podcast.chapters.length).toBeGreaterThan(1);
    const audio = await fetch(`${server.base}/api/podcasts/${id}/audio`, { headers });
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    expect(fs.readdirSync(path.join(dataDir, "tmp", "podcasts"))).toEqual([]);
  }, 420_000);
});
