import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_MESSAGES, CREDIT_MODELS, SUMMARY_CANCELLED, SUMMARY_NEEDS_SOURCE, SUMMARY_NOT_FOUND } from "@folio/contract";
import { closePdfRenderer } from "../../adapters/pdf/index.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { creditBalance, grantCredits } from "../billing/index.ts";
import { readUiMessageChunks } from "../../test-support/ui-message-stream.ts";

type Json = Record<string, unknown>;
interface Cite {
  n: number;
  doc_id: string | null;
  doc_name: string | null;
  locator: { kind: string; unit: number; label: string };
  quote: string;
  verified: boolean;
}

// A short report in three sections, each with a fact of its own.
const REPORT = [
  "Harbour towns of the north",
  "",
  "Introduction",
  "",
  "This report studies how three harbour towns recovered after the storm of 1998. The northern wall of the old harbour was destroyed and rebuilt within two years.",
  "",
  "Fishing",
  "",
  "Fishing boats returned within a year, and the fish market reopened on the quay in 1999. The catch of cod fell by a third during the following decade.",
  "",
  "Tourism",
  "",
  "Tourism now brings more money to the towns than fishing does. Visitors come in summer for the ferries to the islands and for the restaurants along the harbour. The ferry to Lindholm carries 40,000 passengers a year.",
].join("\n");

const PASTED =
  "Kingfishers nest in burrows dug into the clay banks of slow rivers. Both parents dig the tunnel, which can be a metre long. The female lays six or seven white eggs at the end of it. The young leave the nest after about twenty-five days and are fed by their parents for a few days more.";

describe.each(DATABASE_KINDS)("summaries API on %s", (kind) => {
  let t: TestApp;
  let withProvider: TestApp;
  let fake: FakeOpenAIServer;
  let token: string;
  let other: string;
  let free: string;
  let providerUser: string;
  let docId: string;
  let providerDoc: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const register = async (app: TestApp, email: string, plan: "PRO" | "FREE" = "PRO") => {
    const { token: userToken } = (await (await app.call("POST", "/api/auth/register", { json: { email, password: "long enough" } })).json()) as { token: string };
    if (plan === "PRO") await app.deps.db.updateTable("users").set({ plan: "PRO" }).where("email", "=", email).execute();
    return userToken;
  };
  async function uploadText(app: TestApp, as: string, text: string, name: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([text]), name);
    const id = String((await json(await app.call("POST", "/api/documents", { token: as, body: form }))).doc_id);
    const until = Date.now() + 60_000;
    for (;;) {
      const doc = await json(await app.call("GET", `/api/documents/${id}`, { token: as }));
      if (doc.status === "ready") return id;
      if (doc.status === "failed" || Date.now() > until) throw new Error(`ingest: ${String(doc.status)} ${String(doc.error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const summarise = (app: TestApp, as: string, doc: string, body: Json, query = "model_name=LOCAL", headers: Record<string, string> = {}) =>
    app.call("PUT", `/api/summaries/${doc}?${query}`, { token: as, json: { doc_id: doc, ...body }, headers });

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    [t, withProvider] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000" }),
    ]);
    token = await register(t, "sum@example.com");
    other = await register(t, "other-sum@example.com");
    free = await register(t, "free-sum@example.com", "FREE");
    providerUser = await register(withProvider, "provider-sum@example.com");
    [docId, providerDoc] = await Promise.all([uploadText(t, token, REPORT, "harbour.txt"), uploadText(withProvider, providerUser, REPORT, "harbour.txt")]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), withProvider?.close()]);
    await fake?.close();
    await closePdfRenderer();
  });

  it("summarises a document in each format and length, every citation verified against its unit", async () => {
    const seenFormats = new Set<string>();
    for (const [format, length] of [["AUTO", "AUTO"], ["PARAGRAPH", "SHORT"], ["BULLET", "LONG"], ["PAPER", "AUTO"]] as const) {
      const res = await summarise(t, token, docId, { format, length, prompt: "", language: "EN" });
      expect(res.status).toBe(200);
      const s = await json(res);
      expect(s).toMatchObject({ status: "COMPLETED", progress: 100, length, source: "DOCUMENT", doc_id: docId, doc_name: "harbour.txt", name: "Harbour towns of the north", model_name: "LOCAL", language: "EN" });
      expect(typeof s.summary_id).toBe("string");
      if (format !== "AUTO") expect(s.format).toBe(format);
      seenFormats.add(String(s.format));
      const citations = s.citations as Cite[];
      expect(citations.length).toBeGreaterThan(0);
      for (const c of citations) {
        expect(c).toMatchObject({ doc_id: docId, doc_name: "harbour.txt", verified: true });
        const unit = (await json(await t.call("GET", `/api/documents/${docId}/content?unit=${c.locator.unit}`, { token }))).text as string;
        expect(unit.replace(/\s+/g, " ")).toContain(c.quote);
        expect(String(s.text)).toContain(`[${c.n}]`);
      }
      if (format === "BULLET") expect(String(s.text)).toMatch(/^- /m);
    }
    expect(seenFormats.size).toBeGreaterThanOrEqual(3);
  });

  it("a prompt steers the summary; LONG says more than SHORT", async () => {
    const s = await json(await summarise(t, token, docId, { format: "PARAGRAPH", length: "SHORT", prompt: "ferry passengers" }));
    expect(String(s.text)).toContain("40,000 passengers");
    const statements = (x: Json) => (x.sections as { statements: unknown[] }[]).reduce((n, sec) => n + sec.statements.length, 0);
    const short = await json(await summarise(t, token, docId, { format: "BULLET", length: "SHORT" }));
    const long = await json(await summarise(t, token, docId, { format: "BULLET", length: "LONG" }));
    expect(statements(long)).toBeGreaterThan(statements(short));
  });

  it("streams progress, the text and the citations as a UI message stream", async () => {
    const res = await summarise(t, token, docId, { format: "BULLET", length: "AUTO" }, "model_name=LOCAL", { accept: "text/event-stream" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const id = res.headers.get("x-summary-id");
    const chunks = await readUiMessageChunks(res);
    expect(chunks[0]).toMatchObject({ type: "start", messageId: id });
    expect(chunks.find((c) => c.type === "data-progress")).toMatchObject({ data: { summary_id: id } });
    const text = chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("");
    const final = chunks.find((c) => c.type === "data-summary") as { data: Json } | undefined;
    expect(final?.data).toMatchObject({ summary_id: id, status: "COMPLETED" });
    expect(text).toBe(final?.data.text);
    const cites = chunks.filter((c) => c.type === "data-citation");
    expect(cites.length).toBe((final?.data.citations as Cite[]).length);
    expect(chunks.at(-1)).toMatchObject({ type: "finish" });
  });

  it("summarises pasted text; text or a document must be chosen", async () => {
    const res = await t.call("POST", "/api/text-summary?model_name=LOCAL", { token, json: { summary_text: PASTED, format: "PARAGRAPH", length: "SHORT" } });
    expect(res.status).toBe(200);
    const s = await json(res);
    expect(s).toMatchObject({ status: "COMPLETED", source: "TEXT", doc_id: null, doc_name: null, format: "PARAGRAPH", length: "SHORT" });
    expect(String(s.name)).toMatch(/^Kingfishers nest in burrows/);
    for (const c of s.citations as Cite[]) {
      expect(c.verified).toBe(true);
      expect(PASTED).toContain(c.quote);
    }
    for (const body of [{ summary_text: "   ", format: "AUTO", length: "AUTO" }, { format: "AUTO", length: "AUTO" }]) {
      const refused = await t.call("POST", "/api/text-summary", { token, json: body });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ detail: SUMMARY_NEEDS_SOURCE });
    }
    expect((await t.call("POST", "/api/text-summary", { token, json: { summary_text: PASTED, format: "POEM", length: "AUTO" } })).status).toBe(422);
  });

  it("summarises a pasted text of more than 1 MB (a long book) and refuses one over the limit", async () => {
    const chapters = Array.from({ length: 40 }, (_, i) => `Chapter ${i + 1}\n\n` + `The harbour of town ${i + 1} was rebuilt in ${1900 + i} after a storm. `.repeat(500)).join("\n\n");
    expect(Buffer.byteLength(chapters)).toBeGreaterThan(1_000_000);
    const res = await t.call("POST", "/api/text-summary?model_name=LOCAL", { token, json: { summary_text: chapters, format: "BULLET", length: "SHORT" } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: "COMPLETED", source: "TEXT" });
    const tooLong = await t.call("POST", "/api/text-summary", { token, json: { summary_text: "x ".repeat(1_000_001), format: "AUTO", length: "AUTO" } });
    expect(tooLong.status).toBe(422);
  });

  it("refuses an unknown or another user's document, an unconfigured or unknown model", async () => {
    expect(await json(await summarise(t, token, "doc_unknown", { format: "AUTO", length: "AUTO" }))).toMatchObject({ detail: "The document cannot be found or has been deleted." });
    expect((await summarise(t, other, docId, { format: "AUTO", length: "AUTO" })).status).toBe(404);
    const unconfigured = await summarise(t, token, docId, { format: "AUTO", length: "AUTO" }, "model_name=GPT4O_MINI");
    expect(unconfigured.status).toBe(400);
    expect(String((await json(unconfigured)).detail)).toContain("not configured");
    expect((await summarise(t, token, docId, { format: "AUTO", length: "AUTO" }, "model_name=GPT5")).status).toBe(422);
  });

  it("lists saved summaries with their source document; get, delete; another user's summary is 404", async () => {
    const made = await json(await summarise(t, token, docId, { format: "BULLET", length: "SHORT" }));
    const id = String(made.summary_id);
    const page = await json(await t.call("GET", "/api/summaries?page_size=2", { token }));
    const list = page.summaries as Json[];
    expect(list[0]).toMatchObject({ summary_id: id, doc_id: docId, doc_name: "harbour.txt", status: "COMPLETED" });
    expect(list).toHaveLength(2);
    expect(page.nextPage).toBe(2);
    expect((await json(await t.call(`GET`, `/api/summaries?doc_id=${docId}&page_size=100`, { token }))).summaries as Json[]).not.toHaveLength(0);
    expect(((await json(await t.call("GET", "/api/summaries", { token: other }))).summaries as Json[])).toHaveLength(0);

    expect(await json(await t.call("GET", `/api/summaries/${id}`, { token }))).toMatchObject({ summary_id: id, text: made.text, citations: made.citations });
    for (const [method, p] of [["GET", `/api/summaries/${id}`], ["DELETE", `/api/summaries/${id}`], ["GET", `/api/summaries/${id}/pdf`], ["POST", `/api/summaries/${id}/cancel`]]) {
      const res = await t.call(method!, p!, { token: other });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ detail: SUMMARY_NOT_FOUND });
    }
    expect((await t.call("POST", `/api/summaries/${id}/cancel`, { token })).status).toBe(409);
    expect((await t.call("DELETE", `/api/summaries/${id}`, { token })).status).toBe(204);
    expect((await t.call("GET", `/api/summaries/${id}`, { token })).status).toBe(404);
  });

  it("a summary outlives its document: kept with the name it had, its sources without the document", async () => {
    const doomed = await uploadText(t, token, REPORT, "doomed.txt");
    const made = await json(await summarise(t, token, doomed, { format: "BULLET", length: "SHORT" }));
    expect((await t.call("DELETE", `/api/documents/${doomed}`, { token })).status).toBeLessThan(300);
    const after = await json(await t.call("GET", `/api/summaries/${String(made.summary_id)}`, { token }));
    expect(after).toMatchObject({ status: "COMPLETED", doc_id: null, doc_name: "doomed.txt", text: made.text });
    expect((after.citations as Cite[]).every((c) => c.doc_id === null && c.verified)).toBe(true);
    expect((await t.call("GET", `/api/summaries/${String(made.summary_id)}/pdf`, { token })).status).toBe(200);
  });

  it("free users get the upgrade refusal (403) for summaries and PDF export", async () => {
    for (const res of [
      await summarise(t, free, docId, { format: "AUTO", length: "AUTO" }),
      await t.call("POST", "/api/text-summary", { token: free, json: { summary_text: PASTED, format: "AUTO", length: "AUTO" } }),
      await t.call("GET", "/api/summaries/sum_any/pdf", { token: free }),
    ]) {
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ detail: BILLING_MESSAGES.upgrade, code: "upgrade_required" });
    }
    expect(await t.deps.db.selectFrom("summaries").select("id").where("user_id", "in", t.deps.db.selectFrom("users").select("id").where("email", "=", "free-sum@example.com")).execute()).toHaveLength(0);
  });

  it("exports a finished summary as a PDF whose text reads back with pdftotext", async () => {
    const s = await json(await summarise(t, token, docId, { format: "BULLET", length: "AUTO" }));
    const res = await t.call("GET", `/api/summaries/${String(s.summary_id)}/pdf`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Harbour towns of the north - summary.pdf"; filename*=UTF-8''Harbour%20towns%20of%20the%20north%20-%20summary.pdf`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summary-pdf-"));
    const file = path.join(dir, "s.pdf");
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(text).toContain("Harbour towns of the north");
    expect(text).toContain("harbour.txt");
    const firstQuote = (s.citations as Cite[])[0]!.quote.split(" ").slice(0, 4).join(" ");
    expect(text.replace(/\s+/g, " ")).toContain(firstQuote);
  });

  describe("with a provider", () => {
    it("streams the model's summary as it is written and keeps only verified citations, renumbered", async () => {
      // The fake sends each chunk only after the client has read a text delta for the chunk before it,
      // so the summary reaches the client in several deltas however slow the machine (a timed gap
      // between chunks merged into one delta under load). arrived[i] resolves at the (i+1)th delta.
      const arrived = Array.from({ length: 3 }, () => Promise.withResolvers<void>());
      let deltasRead = 0;
      // The reply cites the passages the request numbered: the wall's, the cod's and the ferry's, plus an invented quote.
      fake.setHandler((req) => {
        const content = (req.body.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
        const passages = [...content.matchAll(/<passage n="(\d+)"[^>]*>([\s\S]*?)<\/passage>/g)];
        const n = (needle: string) => passages.find((p) => p[2]!.includes(needle))?.[1] ?? "0";
        const [wall, cod, ferry] = [n("northern wall"), n("catch of cod"), n("Lindholm")];
        return {
          kind: "text",
          beforeChunk: (i) => arrived[i - 1]!.promise,
          chunks: [
            `- The northern wall was rebuilt within two years after the 1998 storm [${wall}].\n`,
            `- Cod catches fell by a third [${cod}].\n`,
            `- A ferry carries 40,000 passengers a year [${ferry}].`,
            ` <citations>[{"n":${wall},"quote":"The northern wall of the old harbour was destroyed and rebuilt within two years."},{"n":${cod},"quote":"The catch of cod fell by a third during the following decade."},{"n":${ferry},"quote":"A dragon lives under the pier."}]</citations>`,
          ],
        };
      });
      const res = await summarise(withProvider, providerUser, providerDoc, { format: "BULLET", length: "SHORT", language: "EN" }, "model_name=GPT4O_MINI", { accept: "text/event-stream" });
      expect(res.status).toBe(200);
      const chunks = await readUiMessageChunks(res, (c) => {
        if (c.type === "text-delta") arrived[deltasRead++]?.resolve();
      });
      const deltas = chunks.filter((c) => c.type === "text-delta");
      expect(deltas.length).toBeGreaterThan(1);
      const streamed = deltas.map((c) => (c.type === "text-delta" ? c.delta : "")).join("");
      expect(streamed).toContain("Cod catches fell by a third");
      expect(streamed).not.toContain("<citations>");
      const final = (chunks.find((c) => c.type === "data-summary") as { data: Json }).data;
      expect(final).toMatchObject({ status: "COMPLETED", format: "BULLET", model_name: "GPT4O_MINI" });
      const citations = final.citations as Cite[];
      expect(citations.map((c) => c.n)).toEqual(citations.map((_, i) => i + 1));
      expect(citations.every((c) => c.verified && c.doc_id === providerDoc)).toBe(true);
      expect(citations.some((c) => c.quote.includes("dragon"))).toBe(false);
      expect(citations.some((c) => c.quote.startsWith("The northern wall of the old harbour"))).toBe(true);
      expect(String(final.text)).toMatch(/Cod catches fell by a third \[\d\]/);
      const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
      expect(prompt).toContain("Lindholm");
      expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain("Markdown list");
      // The model is held to SHORT's word limit (at most 300 words, less for a short document).
      const limit = Number(/at most (\d+) words/.exec(JSON.stringify(fake.requests.at(-1)?.body))?.[1]);
      expect(limit).toBeGreaterThan(0);
      expect(limit).toBeLessThanOrEqual(300);
    });

    it("a summary the model writes past its word limit is cut to it by whole sentences, each section keeping its cited sentence", async () => {
      fake.setHandler((req) => {
        const content = (req.body.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
        const passages = [...content.matchAll(/<passage n="(\d+)"[^>]*>([\s\S]*?)<\/passage>/g)];
        const n = (needle: string) => passages.find((p) => p[2]!.includes(needle))?.[1] ?? "0";
        const [wall, cod, ferry] = [n("northern wall"), n("catch of cod"), n("Lindholm")];
        const padding = (topic: string) => `The report then goes on at some length about ${topic}, repeating what the towns said about it over many years of meetings and letters.`;
        return {
          kind: "text",
          chunks: [
            `## The storm\n\nThe northern wall was rebuilt within two years [${wall}]. ${padding("the storm")} ${padding("the harbour wall")}\n\n`,
            `## Fishing\n\n${padding("fishing")} Cod catches fell by a third [${cod}]. ${padding("the fish market")}\n\n`,
            `## Tourism\n\nA ferry carries 40,000 passengers a year [${ferry}]. ${padding("tourism")} ${padding("the restaurants")}`,
            ` <citations>[{"n":${wall},"quote":"The northern wall of the old harbour was destroyed and rebuilt within two years."},{"n":${cod},"quote":"The catch of cod fell by a third during the following decade."},{"n":${ferry},"quote":"The ferry to Lindholm carries 40,000 passengers a year."}]</citations>`,
          ],
        };
      });
      const res = await summarise(withProvider, providerUser, providerDoc, { format: "PARAGRAPH", length: "SHORT", language: "EN" }, "model_name=GPT4O_MINI");
      expect(res.status).toBe(200);
      const s = await json(res);
      const limit = Number(/at most (\d+) words/.exec(JSON.stringify(fake.requests.at(-1)?.body))?.[1]);
      const sections = s.sections as { heading: string | null; statements: { text: string }[] }[];
      const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]\S*/gu)?.length ?? 0;
      const written = sections.reduce((w, sec) => w + wordsOf(sec.heading ?? "") + sec.statements.reduce((x, st) => x + wordsOf(st.text), 0), 0);
      // The reply was about 170 words; the document's SHORT limit is 100.
      expect(limit).toBe(100);
      expect(written).toBeLessThanOrEqual(limit);
      expect(sections.map((sec) => sec.heading)).toEqual(["The storm", "Fishing", "Tourism"]);
      // Uncited padding went first; every section keeps its cited fact (the text file is one unit, so one source [1]).
      expect((String(s.text).match(/goes on at some length/g) ?? []).length).toBeLessThan(5);
      expect(String(s.text)).toMatch(/rebuilt within two years\. \[1\][\s\S]*fell by a third\. \[1\][\s\S]*40,000 passengers a year\. \[1\]/);
      const citations = s.citations as Cite[];
      expect(citations.map((c) => c.n)).toEqual([1]);
      expect(citations.every((c) => c.verified)).toBe(true);
    });

    it("cancel stops a summary being written: FAILED with the cancel message, the waiting call answers 409", async () => {
      fake.setReplies({ kind: "stall", chunks: ["- The northern wall was rebuilt"] });
      const waiting = summarise(withProvider, providerUser, providerDoc, { format: "BULLET", length: "SHORT" }, "model_name=GPT4O_MINI");
      let running: Json | undefined;
      const until = Date.now() + 20_000;
      while (!running) {
        const list = (await json(await withProvider.call("GET", "/api/summaries", { token: providerUser }))).summaries as Json[];
        running = list.find((s) => s.status === "SUMMARISING" && String(s.text).includes("northern wall"));
        if (Date.now() > until) throw new Error("no summary being written");
        if (!running) await new Promise((r) => setTimeout(r, 100));
      }
      const cancelled = await withProvider.call("POST", `/api/summaries/${String(running.summary_id)}/cancel`, { token: providerUser });
      expect(cancelled.status).toBe(200);
      expect(await json(cancelled)).toMatchObject({ status: "FAILED", error: SUMMARY_CANCELLED });
      const res = await waiting;
      expect(res.status).toBe(409);
      expect(await json(res)).toMatchObject({ detail: SUMMARY_CANCELLED });
      await fake.requests.at(-1)?.closed;
      expect(fake.requests.at(-1)?.closedEarly).toBe(true);
    });

    it("a model failure ends the summary FAILED with the reason", async () => {
      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const res = await summarise(withProvider, providerUser, providerDoc, { format: "AUTO", length: "AUTO" }, "model_name=GPT4O_MINI");
      expect(res.status).toBe(502);
      const list = (await json(await withProvider.call("GET", "/api/summaries", { token: providerUser }))).summaries as Json[];
      expect(list[0]).toMatchObject({ status: "FAILED" });
      expect(String(list[0]!.error)).not.toBe("");
    });

    it("a credit model's summary that fails gives its credits back, once", async () => {
      const { id: userId } = await withProvider.deps.db.selectFrom("users").select("id").where("email", "=", "provider-sum@example.com").executeTakeFirstOrThrow();
      const cost = CREDIT_MODELS.GPT4!;
      await grantCredits(withProvider.deps.db, userId, cost);
      const start = await creditBalance(withProvider.deps.db, userId);
      fake.setReplies({ kind: "error", status: 500, message: "boom" });
      const res = await summarise(withProvider, providerUser, providerDoc, { format: "AUTO", length: "AUTO" }, "model_name=GPT4");
      expect(res.status).toBe(502);
      const list = (await json(await withProvider.call("GET", "/api/summaries", { token: providerUser }))).summaries as Json[];
      expect(list[0]).toMatchObject({ status: "FAILED" });
      expect(await creditBalance(withProvider.deps.db, userId)).toBe(start);
      const row = await withProvider.deps.db.selectFrom("summaries").select("credits").where("id", "=", String(list[0]!.summary_id)).executeTakeFirstOrThrow();
      expect(row.credits).toBe(0);
    });
  });
});
