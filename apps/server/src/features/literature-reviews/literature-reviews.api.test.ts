import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../../ingest/testing/make-pdf.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;
interface Cite {
  n: number;
  doc_id: string;
  locator: { unit: number; label: string };
  quote: string;
  verified: boolean;
}
interface Review {
  review_id: string;
  status: string;
  progress: number;
  sections: { heading: string; text: string; citations: Cite[] }[];
  references: { doc_id: string; title: string; formatted: string }[];
}

// Two short papers (page 1: aim and method; page 2: results and limitations) and a real document.
const PAPER_A = [
  { lines: ["Urban heat islands and street trees", "This study investigates how street trees reduce urban heat island temperatures.", "We measured surface temperatures on 120 streets with handheld infrared sensors."] },
  { lines: ["Results show that streets with dense tree canopy were significantly cooler at noon.", "Further research is needed on how tree species differ in cooling."] },
];
const PAPER_B = [
  { lines: ["Cool roofs and urban heat", "This paper examines whether reflective cool roofs lower urban heat island temperatures.", "We used a city-scale simulation model of roof albedo and air temperature."] },
  { lines: ["We find that cool roofs reduced peak air temperatures by about one degree.", "However, cool roofs did not reduce night-time temperatures in dense districts."] },
];

describe.each(DATABASE_KINDS)("literature reviews on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let folder: string;
  const docs: string[] = [];
  const json = async (res: Response) => (await res.json()) as Json;

  async function upload(bytes: Uint8Array, name: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([bytes]), name);
    const id = String((await json(await t.call("POST", "/api/documents", { token, body: form }))).doc_id);
    const until = Date.now() + 120_000;
    for (;;) {
      const status = (await json(await t.call("GET", `/api/documents/${id}`, { token }))).status;
      if (status === "ready") return id;
      if (status === "failed" || Date.now() > until) throw new Error(`ingest ${name}: ${String(status)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function finished(id: string): Promise<Review> {
    const until = Date.now() + 120_000;
    for (;;) {
      const review = (await json(await t.call("GET", `/api/literature-reviews/${id}`, { token }))) as unknown as Review;
      if (review.status === "ready" || review.status === "failed") return review;
      if (Date.now() > until) throw new Error(`review still ${review.status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await registerWithPlan(t, "reviewer@example.com", "PRO");
    other = await registerWithPlan(t, "other-reviewer@example.com", "PRO");
    docs.push(await upload(makePdf(PAPER_A), "street-trees.pdf"));
    docs.push(await upload(makePdf(PAPER_B), "cool-roofs.pdf"));
    docs.push(await upload(new Uint8Array(fs.readFileSync(fixturePath("pdf", "federal-register-2020-17221.pdf"))), "federal-register.pdf"));
    folder = String((await json(await t.call("POST", "/api/knowledge", { token, json: { name: "Heat papers", document_ids: docs } }))).id);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it("reviews a folder: every section present, every citation a verified quote of its page, references from the documents", async () => {
    const res = await t.call("POST", "/api/literature-reviews", { token, json: { topic: "urban heat island mitigation", knowledge_base_id: folder, style: "APA" } });
    expect(res.status).toBe(202);
    const id = String((await json(res)).review_id);
    const review = await finished(id);
    expect(review.status).toBe("ready");
    expect(review.progress).toBe(100);
    expect(review.sections.map((s) => s.heading)).toEqual(["Introduction", "Themes", "The sources", "Agreements and contradictions", "Gaps", "Conclusion", "Comparison of the sources"]);
    expect(review.sections[0]!.text).toMatch(/extractive/);
    const cites = review.sections.flatMap((s) => s.citations);
    expect(cites.length).toBeGreaterThan(5);
    for (const c of cites) {
      expect(c.verified).toBe(true);
      expect(docs).toContain(c.doc_id);
      const unit = (await json(await t.call("GET", `/api/documents/${c.doc_id}/content?unit=${c.locator.unit}`, { token }))) as Json;
      expect(String(unit.text).replace(/\s+/g, " ")).toContain(c.quote);
    }
    // Every marker in a section's text has its citation in that section.
    for (const s of review.sections) {
      for (const m of s.text.matchAll(/\[(\d+)\]/g)) expect(s.citations.map((c) => c.n)).toContain(Number(m[1]));
    }
    const all = review.sections.map((s) => s.text).join("\n");
    expect(all).toContain("We measured surface temperatures on 120 streets");
    expect(all).toContain("Further research is needed on how tree species differ in cooling.");
    expect(all).toContain("However, cool roofs did not reduce night-time temperatures in dense districts.");
    expect(review.references.map((r) => r.doc_id).sort()).toEqual([...docs].sort());
    expect(review.references.find((r) => r.doc_id === docs[0])!.formatted).toMatch(/street-trees/);
  }, 180_000);

  it("exports md, bib, pdf and docx; another user sees 404; delete answers 204", async () => {
    const res = await t.call("POST", "/api/literature-reviews", { token, json: { topic: "cool roofs", document_ids: [docs[0], docs[1]], style: "IEEE" } });
    const id = String((await json(res)).review_id);
    expect((await finished(id)).status).toBe("ready");

    const md = await t.call("GET", `/api/literature-reviews/${id}/export?format=md`, { token });
    expect(md.status).toBe(200);
    expect(await md.text()).toMatch(/^# Literature review: cool roofs[\s\S]*## References/);

    const bib = await (await t.call("GET", `/api/literature-reviews/${id}/export?format=bib`, { token })).text();
    const entries = [...bib.matchAll(/@article\{([^,]+),\n([\s\S]*?)\n\}/g)];
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e[2]).toMatch(/^ {2}title = \{[^{}]+\}/);

    const pdf = new Uint8Array(await (await t.call("GET", `/api/literature-reviews/${id}/export?format=pdf`, { token })).arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 4)).toString("latin1")).toBe("%PDF");

    const docx = await t.call("GET", `/api/literature-reviews/${id}/export?format=docx`, { token });
    const bytes = Buffer.from(await docx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const file = `${t.dataDir}/review.docx`;
    fs.writeFileSync(file, bytes);
    expect(execFileSync("unzip", ["-p", file, "word/document.xml"]).toString("utf8")).toContain("Literature review: cool roofs");

    expect((await t.call("GET", `/api/literature-reviews/${id}`, { token: other })).status).toBe(404);
    expect((await t.call("GET", `/api/literature-reviews/${id}/export?format=md`, { token: other })).status).toBe(404);
    expect((await t.call("DELETE", `/api/literature-reviews/${id}`, { token: other })).status).toBe(404);
    const list = (await json(await t.call("GET", "/api/literature-reviews", { token }))) as { reviews: Review[] };
    expect(list.reviews.map((r) => r.review_id)).toContain(id);

    expect((await t.call("DELETE", `/api/literature-reviews/${id}`, { token })).status).toBe(204);
    expect((await t.call("GET", `/api/literature-reviews/${id}`, { token })).status).toBe(404);
  }, 180_000);

  it("refuses a review without sources, and another user's folder, with nothing stored", async () => {
    const none = await t.call("POST", "/api/literature-reviews", { token, json: { topic: "anything" } });
    expect(none.status).toBe(400);
    expect(String((await json(none)).detail)).toMatch(/folder, documents or a Zotero collection/);
    expect((await t.call("POST", "/api/literature-reviews", { token: other, json: { topic: "x", knowledge_base_id: folder } })).status).toBe(404);
    expect((await t.call("POST", "/api/literature-reviews", { token: other, json: { topic: "x", document_ids: [docs[0]] } })).status).toBe(404);
    const list = (await json(await t.call("GET", "/api/literature-reviews", { token: other }))) as { reviews: Review[] };
    expect(list.reviews).toEqual([]);
  });
});
