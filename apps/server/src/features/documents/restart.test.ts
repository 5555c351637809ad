import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../test-support/fixtures.ts";
import { processSuite, registerOn, uploadOn } from "../../test-support/process-suite.ts";

/** More pages than the 2-core CI machine reads at once (OCR runs a page per core): the crash comes after the first page, with more to read. */
const PAGES = 3;
type Doc = { status: string; stage: string | null; progress: number; page_count: number | null; error: string | null };

/**
 * A server killed in the middle of an ingestion (SIGKILL: no shutdown) and started again on the
 * same data: the job runs again from the start and the document ends ready with every page, never
 * half-ready. On the embedded database (a data directory) and on the PostgreSQL server.
 */
describe.each(["pglite", "postgres"] as const)("an ingestion interrupted by a crash on %s", (kind) => {
  const suite = processSuite(kind, "restart");

  it("resumes after the restart and finishes with every page", async () => {
    const env = await suite.env();
    // Copies of a dense scanned page: OCR keeps the job busy for several seconds.
    const scanned = path.join(suite.dir, "scanned.pdf");
    const linn = fixturePath("pdf", "linn.pdf");
    execFileSync("qpdf", ["--empty", "--pages", ...Array<string>(PAGES).fill(linn), "--", scanned]);

    let server = await suite.start(env);
    const headers = await registerOn(server.base, "crash@example.com");
    const docId = await uploadOn(server.base, headers, await fs.openAsBlob(scanned), "scanned.pdf");
    const read = async (base: string) => (await (await fetch(`${base}/api/documents/${docId}`, { headers })).json()) as Doc;

    let doc = await read(server.base);
    for (let i = 0; doc.status !== "processing" || doc.progress < 5; i++) {
      expect(i, "the job never got going").toBeLessThan(600);
      expect(doc.status).not.toBe("failed");
      await new Promise((r) => setTimeout(r, 100));
      doc = await read(server.base);
    }
    expect(doc.status).toBe("processing");
    await server.kill();

    server = await suite.start(env);
    doc = await read(server.base);
    expect(["queued", "processing"]).toContain(doc.status);
    for (let i = 0; doc.status !== "ready" && doc.status !== "failed"; i++) {
      expect(i, `still ${doc.status} (${doc.stage ?? ""})`).toBeLessThan(1200);
      await new Promise((r) => setTimeout(r, 100));
      doc = await read(server.base);
    }
    expect(doc).toMatchObject({ status: "ready", progress: 100, page_count: PAGES, error: null });
    for (let unit = 1; unit <= PAGES; unit++) {
      const content = (await (await fetch(`${server.base}/api/documents/${docId}/content?unit=${unit}`, { headers })).json()) as { text: string };
      expect(content.text.length, `page ${unit}`).toBeGreaterThan(200);
    }
  }, 240_000);
});
