import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { startTestS3Server, type TestS3Server } from "../../test-support/s3-server.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("the app on S3-compatible storage, on %s", (kind) => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    t = await createTestApp(kind, s3.env("folio-test", `app-${kind}`));
    token = await registerWithPlan(t, "s3@example.com", "PRO");
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const listed = async () => {
    const all: string[] = [];
    for await (const h of t.deps.blobs.list()) all.push(h);
    return all;
  };

  it("uploads a PDF into the bucket, ingests it from there, serves its bytes and deletes them with it", async () => {
    const bytes = fs.readFileSync(fixturePath("pdf", "nics-background-checks-2015-11.pdf"));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), "nics.pdf");
    const res = await t.call("POST", "/api/documents", { token, body: form });
    expect(res.status).toBe(202);
    const id = String(((await res.json()) as Json).doc_id);

    let doc: Json = {};
    for (const until = Date.now() + 90_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      doc = (await (await t.call("GET", `/api/documents/${id}`, { token })).json()) as Json;
      if (doc.status === "ready" || doc.status === "failed") break;
    }
    expect(doc).toMatchObject({ status: "ready", page_count: 1 });
    // The file and the derived index are in the bucket; nothing is kept in DATA_DIR/blobs.
    expect((await listed()).length).toBeGreaterThanOrEqual(2);
    expect(fs.existsSync(path.join(t.dataDir, "blobs"))).toBe(false);

    const file = await t.call("GET", `/api/documents/${id}/file`, { token });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const search = (await (await t.call("POST", "/api/retrieve", { token, json: { query: "firearm background checks", doc_ids: [id] } })).json()) as Json;
    expect((search.passages as Json[]).length).toBeGreaterThan(0);

    expect((await t.call("DELETE", `/api/documents/${id}`, { token })).status).toBeLessThan(300);
    expect(await listed()).toEqual([]);
  });
});
