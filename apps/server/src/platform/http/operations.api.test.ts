import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { startTestS3Server } from "../../test-support/s3-server.ts";
import { sampleOf as sample } from "../../test-support/metrics-text.ts";

describe.each(DATABASE_KINDS)("operations endpoints on %s", (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: "scrape-secret" });
    token = await registerWithPlan(t, "ops@example.com", "PRO");
  });
  afterAll(async () => {
    await t?.close();
  });
  const metrics = async () => {
    const res = await t.call("GET", "/metrics", { headers: { authorization: "Bearer scrape-secret" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it("keeps a caller's request id, makes one otherwise, and answers with it", async () => {
    const kept = await t.call("GET", "/api/users/me", { token, headers: { "x-request-id": "lb-7f3a.2" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.2");
    for (const unsafe of ["two words", "<script>", "x".repeat(129)]) {
      const made = await t.call("GET", "/api/users/me", { token, headers: { "x-request-id": unsafe } });
      expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await t.call("GET", "/health")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("asks for the metrics token when one is set", async () => {
    expect((await t.call("GET", "/metrics")).status).toBe(401);
    const wrong = await t.call("GET", "/metrics", { headers: { authorization: "Bearer guess" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ detail: expect.stringMatching(/METRICS_TOKEN/) });
  });

  it("counts requests by route pattern, never by address, and times them", async () => {
    const missing = "doc_does_not_exist_42";
    expect((await t.call("GET", `/api/documents/${missing}`, { token })).status).toBe(404);
    const text = await metrics();
    expect(text).toContain('folio_http_requests_total{method="GET",route="/api/documents/:id",status="404"}');
    expect(text).not.toContain(missing);
    expect(sample(text, 'folio_http_request_duration_seconds_count{method="GET",route="/api/documents/:id"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain("folio_process_resident_memory_bytes");
  });

  it("reports ingested pages, job durations by kind and the queue's depth", async () => {
    const before = sample(await metrics(), "folio_ingested_pages_total") ?? 0;
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(fs.readFileSync(fixturePath("pdf", "nics-background-checks-2015-11.pdf")))]), "nics.pdf");
    const id = String(((await (await t.call("POST", "/api/documents", { token, body: form })).json()) as { doc_id: string }).doc_id);
    for (let i = 0; i < 450; i++) {
      const doc = (await (await t.call("GET", `/api/documents/${id}`, { token })).json()) as { status: string };
      if (doc.status === "ready") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const text = await metrics();
    expect(sample(text, "folio_ingested_pages_total")).toBe(before + 1);
    expect(sample(text, 'folio_job_duration_seconds_count{kind="ingest-document",outcome="completed"}')).toBeGreaterThanOrEqual(1);
    for (const phase of ["parse", "chunk", "embed", "store", "index", "commit"]) expect(sample(text, `folio_ingest_phase_seconds_count{phase="${phase}"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'folio_jobs{kind="ingest-document",state="queued"}')).toBeGreaterThanOrEqual(0);
  });

  it("is live, and ready while the database and the file store answer", async () => {
    expect(await (await t.call("GET", "/health/live")).json()).toEqual({ status: "ok" });
    expect(await (await t.call("GET", "/health/ready")).json()).toEqual({ status: "ok" });
    expect((await t.call("GET", "/health")).status).toBe(200);
  });
});

describe("readiness on S3-compatible storage", () => {
  it("turns unready with the reason when the bucket stops answering, while the process stays live", async () => {
    const s3 = await startTestS3Server();
    const t = await createTestApp("pglite", s3.env("folio-test", "ready"));
    try {
      expect((await t.call("GET", "/health/ready")).status).toBe(200);
      await s3.close();
      const res = await t.call("GET", "/health/ready");
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ detail: "The file store cannot be reached." });
      expect((await t.call("GET", "/health/live")).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
