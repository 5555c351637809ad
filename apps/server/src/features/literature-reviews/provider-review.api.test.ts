import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_MODELS } from "@folio/contract";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { creditBalance, grantCredits } from "../billing/index.ts";
import { makePdf } from "../../ingest/testing/make-pdf.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeRequest } from "../../test-support/fake-openai-server.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { reviewRecord } from "./review-state.ts";

type Json = Record<string, unknown>;
interface Review {
  status: string;
  sections: { heading: string; text: string; citations: { n: number; verified: boolean }[] }[];
}

const PAPER = [
  { lines: ["Street trees and heat", "This study investigates how street trees reduce urban heat island temperatures.", "We measured surface temperatures on 120 streets with handheld infrared sensors."] },
  { lines: ["Results show that streets with dense tree canopy were significantly cooler at noon.", "Further research is needed on how tree species differ in cooling."] },
];

const contentOf = (req: FakeRequest) => (req.body.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");

describe.each(DATABASE_KINDS)("a literature review written by a provider model on %s", (kind) => {
  let t: TestApp;
  let fake: FakeOpenAIServer;
  let token: string;
  let doc: string;
  const json = async (res: Response) => (await res.json()) as Json;

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    t = await createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000" });
    token = await registerWithPlan(t, "prose@example.com", "PRO");
    const form = new FormData();
    form.append("file", new Blob([makePdf(PAPER)]), "trees.pdf");
    doc = String((await json(await t.call("POST", "/api/documents", { token, body: form }))).doc_id);
    const until = Date.now() + 60_000;
    while ((await json(await t.call("GET", `/api/documents/${doc}`, { token }))).status !== "ready") {
      if (Date.now() > until) throw new Error("ingest");
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The review once its job has ended (ready or failed). */
  const finished = async (who: string, id: string): Promise<Review> => {
    const until = Date.now() + 60_000;
    for (;;) {
      const review = (await json(await t.call("GET", `/api/literature-reviews/${id}`, { token: who }))) as unknown as Review;
      if (review.status === "ready" || review.status === "failed") return review;
      if (Date.now() > until) throw new Error(review.status);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it("refuses a model the free plan does not include before anything is stored", async () => {
    const free = await registerWithPlan(t, "free-review@example.com", "FREE");
    const res = await t.call("POST", "/api/literature-reviews", { token: free, json: { topic: "street trees", document_ids: [doc], model_name: "GPT4" } });
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ code: "upgrade_required" });
    expect((await json(await t.call("GET", "/api/literature-reviews", { token: free }))).reviews).toEqual([]);
  });

  it("keeps the prose sentences that cite the section's verified quotes and drops the others", async () => {
    fake.setHandler((req) => {
      const n = /<passage n="(\d+)"/.exec(contentOf(req))?.[1] ?? "1";
      return { kind: "text", chunks: [`The study reports cooler streets under trees [${n}]. `, "Trees always cool every city by ten degrees. ", "An invented source agrees [99]."] };
    });
    const res = await t.call("POST", "/api/literature-reviews", { token, json: { topic: "street trees", document_ids: [doc], model_name: "GPT4O_MINI" } });
    expect(res.status).toBe(202);
    const review = await finished(token, String((await json(res)).review_id));
    expect(review.status).toBe("ready");
    const intro = review.sections[0]!;
    expect(intro.text).toMatch(/^The study reports cooler streets under trees \[\d+\]\.$/);
    const all = review.sections.map((s) => s.text).join("\n");
    expect(all).not.toContain("ten degrees");
    expect(all).not.toContain("[99]");
    for (const s of review.sections) {
      for (const m of s.text.matchAll(/\[(\d+)\]/g)) expect(s.citations.find((c) => c.n === Number(m[1]))?.verified).toBe(true);
    }
    // The comparison table stays as composed.
    expect(review.sections.at(-1)!.text.startsWith("| Source |")).toBe(true);
  }, 120_000);

  it("charges a credit model's credit as chat and summaries do, and refuses with the spec's message when none is left", async () => {
    // The Pro user who owns the document: Premium and Pro pay a credit model's credits.
    const { id: userId } = await t.deps.db.selectFrom("users").select("id").where("email", "=", "prose@example.com").executeTakeFirstOrThrow();
    const reviews = async () => ((await json(await t.call("GET", "/api/literature-reviews", { token }))).reviews as unknown[]).length;
    await grantCredits(t.deps.db, userId, CREDIT_MODELS.GPT4!);
    fake.setHandler(() => ({ kind: "text", chunks: ["The study reports cooler streets under trees [1]."] }));
    const body = { topic: "street trees", document_ids: [doc], model_name: "GPT4" };
    const res = await t.call("POST", "/api/literature-reviews", { token, json: body });
    expect(res.status).toBe(202);
    expect(await creditBalance(t.deps.db, userId)).toBe(0);
    await finished(token, String((await json(res)).review_id));

    const before = await reviews();
    const refused = await t.call("POST", "/api/literature-reviews", { token, json: body });
    expect(refused.status).toBe(402);
    expect(await json(refused)).toMatchObject({ code: "credits_exhausted", detail: BILLING_MESSAGES.unitsUsedUp("credits") });
    expect(await reviews()).toBe(before);
    // A review refused after the charge (no source given) gives the credit back.
    await grantCredits(t.deps.db, userId, CREDIT_MODELS.GPT4!);
    expect((await t.call("POST", "/api/literature-reviews", { token, json: { ...body, document_ids: [] } })).status).toBe(400);
    expect(await creditBalance(t.deps.db, userId)).toBe(CREDIT_MODELS.GPT4);
  }, 120_000);

  it("gives a credit model's credits back once when the review's job fails for good", async () => {
    const { id: userId } = await t.deps.db.selectFrom("users").select("id").where("email", "=", "prose@example.com").executeTakeFirstOrThrow();
    const cost = CREDIT_MODELS.GPT4!;
    const start = await creditBalance(t.deps.db, userId);
    await grantCredits(t.deps.db, userId, cost);
    fake.setReplies({ kind: "error", status: 500, message: "the provider is down" });
    const res = await t.call("POST", "/api/literature-reviews", { token, json: { topic: "street trees", document_ids: [doc], model_name: "GPT4" } });
    expect(res.status).toBe(202);
    const id = String((await json(res)).review_id);
    expect((await finished(token, id)).status).toBe("failed");
    expect(await creditBalance(t.deps.db, userId)).toBe(start + cost);
    const row = await t.deps.db.selectFrom("literature_reviews").select("credits").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(0);
  }, 120_000);

  it("keeps the charge while the queue retries, and refunds only the first final failure", async () => {
    const { id: userId } = await t.deps.db.selectFrom("users").select("id").where("email", "=", "prose@example.com").executeTakeFirstOrThrow();
    const cost = CREDIT_MODELS.GPT4!;
    const id = `rev_credits_${kind}`;
    await t.deps.db
      .insertInto("literature_reviews")
      .values({ id, user_id: userId, topic: "t", folder_id: null, doc_ids: JSON.stringify([doc]), style: "APA", language: "EN", model_name: "GPT4", credits: cost, status: "processing" })
      .execute();
    const record = reviewRecord(t.deps, id);
    const start = await creditBalance(t.deps.db, userId);
    const row = (await record.load())!;
    await record.retrying();
    expect(await creditBalance(t.deps.db, userId)).toBe(start);
    await record.fail(row, "failed");
    expect(await creditBalance(t.deps.db, userId)).toBe(start + cost);
    // A redelivered job failing the same review again gives nothing more.
    await record.fail(row, "failed");
    expect(await creditBalance(t.deps.db, userId)).toBe(start + cost);
    expect((await t.deps.db.selectFrom("literature_reviews").select(["status", "credits"]).where("id", "=", id).executeTakeFirstOrThrow())).toEqual({ status: "failed", credits: 0 });
  });
});
