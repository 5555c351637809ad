import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test-support/fixtures.ts";
import { processSuite, registerOn, uploadOn, waitUntilReady } from "../../test-support/process-suite.ts";

type Podcast = { status: string; progress: number; duration_s: number | null; chapters: unknown[]; error: string | null };

/**
 * A server killed while it speaks a podcast (SIGKILL: no shutdown) and started again on the same
 * data: the job runs again from the start, the podcast ends COMPLETED with its audio, and the
 * killed attempt's temporary folder is gone. On the embedded database and on the PostgreSQL server.
 */
describe.each(["pglite", "postgres"] as const)("a podcast interrupted by a crash on %s", (kind) => {
  const suite = processSuite(kind, "podcast-restart");

  it("is made again after the restart and completes", async () => {
    const dataDir = suite.dataDir;
    const env = await suite.env();
    // The register's first three pages (of 15) are enough: their podcast (3 chapters, 3 min of audio)
    // is still caught midway, at a fraction of the whole document's ingestion and speech.
    const register = path.join(suite.dir, "register.pdf");
    execFileSync("qpdf", ["--empty", "--pages", fixturePath("pdf", "federal-register-2020-17221.pdf"), "1-3", "--", register]);
    let server = await suite.start(env);
    const headers = await registerOn(server.base, "crash@example.com");
    const docId = await uploadOn(server.base, headers, await fs.openAsBlob(register), "register.pdf");
    await waitUntilReady(server.base, headers, docId);

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

    server = await suite.start(env);
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
