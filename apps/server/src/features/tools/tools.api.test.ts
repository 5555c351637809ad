import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_LIMITS, TOOLS } from "@folio/contract";
import { runTextTool } from "@folio/text-tools";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readUiMessageChunks } from "../../test-support/ui-message-stream.ts";
import { makePdf, proseLines } from "../../ingest/testing/make-pdf.ts";

type Json = Record<string, unknown>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-tools-api-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A generated PDF of `pages` text pages, each tagged "<tag> page <n>" so its text shows where it landed. */
function textPdf(tag: string, pages: number): Buffer {
  return makePdf(Array.from({ length: pages }, (_, i) => ({ lines: [`${tag} page ${i + 1}`, ...proseLines(3, tag)] })));
}

/** A "scan": text pages rendered at 300 dpi and put back as pictures, with no text layer. */
function scannedPdf(lines: string[]): Buffer {
  const source = path.join(dir, `scan-source-${lines[0]?.slice(0, 6).replace(/\W/g, "")}.pdf`);
  fs.writeFileSync(source, makePdf([{ lines }]));
  return makePdf([{ pgm: execFileSync("pdftoppm", ["-r", "300", "-gray", "-singlefile", source], { maxBuffer: 64 * 1024 * 1024 }) }]);
}

/** The response's bytes on disk, to read with poppler and unzip as a user's tools would. */
async function saved(res: Response, name: string): Promise<string> {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}
const pageCount = (file: string) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
const pdfText = (file: string, page?: number) =>
  execFileSync("pdftotext", [...(page ? ["-f", String(page), "-l", String(page)] : []), "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
function unzipped(zip: string): string[] {
  const out = fs.mkdtempSync(path.join(dir, "unzip-"));
  execFileSync("unzip", ["-q", zip, "-d", out]);
  return fs.readdirSync(out).sort().map((n) => path.join(out, n));
}

function form(files: { bytes: Buffer; name: string }[], options?: unknown, field = "files"): FormData {
  const f = new FormData();
  for (const file of files) f.append(field, new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  if (options !== undefined) f.append("options", JSON.stringify(options));
  return f;
}
const fixture = (name: string) => ({ bytes: fs.readFileSync(fixturePath("pdf", name)), name });

describe.each(DATABASE_KINDS)("free tools API on %s", (kind) => {
  let t: TestApp;
  let withModel: TestApp;
  let fake: FakeOpenAIServer;
  let pro: string;
  let free: string;
  let modelUser: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const tool = (app: TestApp, slug: string, body: unknown, opts: { token?: string; headers?: Record<string, string>; query?: string } = {}) =>
    app.call("POST", `/api/tools/${slug}${opts.query ?? ""}`, { json: body, token: opts.token, headers: opts.headers });
  const pdfTool = (slug: string, body: FormData, token = pro) => t.call("POST", `/api/tools/${slug}`, { body, token });

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    [t, withModel] = await Promise.all([
      createTestApp(kind),
      createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000" }),
    ]);
    pro = await registerWithPlan(t, "pro@example.com", "PRO");
    [modelUser, free] = await Promise.all([registerWithPlan(withModel, "writer@example.com", "PRO"), registerWithPlan(withModel, "free@example.com", "FREE")]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), withModel?.close()]);
    await fake?.close();
  });

  it("lists every tool of the registry with its path under /tools", async () => {
    const res = await t.call("GET", "/api/tools");
    expect(res.status).toBe(200);
    const { tools } = (await json(res)) as { tools: Json[] };
    expect(tools.map((x) => x.slug)).toEqual(TOOLS.map((x) => x.slug));
    for (const x of tools) {
      expect(x.path).toBe(`/tools/${String(x.slug)}`);
      expect(typeof x.name).toBe("string");
      expect(typeof x.category).toBe("string");
      expect(x.needs_model).toBe(x.kind === "generative");
    }
  });

  describe("text tools", () => {
    it("runs every deterministic tool through the API with the same result as the package", async () => {
      const text = "the quick brown fox\njumps over the lazy dog";
      for (const x of TOOLS.filter((e) => e.kind === "text")) {
        // The glitch style is random: one fixed style keeps the fancy-text answers comparable.
        const options = x.category === "Fancy text" ? { style: "bold" } : undefined;
        const res = await tool(t, x.slug, { text, options }, { token: pro });
        expect(res.status, x.slug).toBe(200);
        const { output } = (await json(res)) as { output: string };
        if (x.slug === "list-randomizer") expect(output.split("\n").sort()).toEqual(text.split("\n").sort());
        else expect(output, x.slug).toBe((runTextTool(x.slug, text, options) as { output: string }).output);
      }
    });

    it("gives exact answers with options", async () => {
      const out = async (slug: string, text: string, options?: unknown) => (await json(await tool(t, slug, { text, options }, { token: pro }))).output;
      expect(await out("case-converter", "Hello World", { case: "upper" })).toBe("HELLO WORLD");
      expect(await out("case-converter", "Hello World", { case: "lower" })).toBe("hello world");
      expect(await out("text-repeater", "ab", { count: 3, separator: "space" })).toBe("ab ab ab");
      expect(await out("reverse-text-generator", "abc")).toBe("cba");
      expect(await out("alphabetizer", "pear\napple\nBanana")).toBe("apple\nBanana\npear");
      expect(await out("word-counter", "One two three. Four five!")).toContain("Words: 5\n");
      expect(await out("word-counter", "One two three. Four five!")).toContain("Sentences: 2\n");
    });

    it("refuses bad options and oversized text with 422 and a too large body with 413, and an unknown slug with 404", async () => {
      const badCase = await tool(t, "case-converter", { text: "x", options: { case: "shouty" } }, { token: pro });
      expect(badCase.status).toBe(422);
      expect(String((await json(badCase)).detail)).toContain("options.case");
      const long = await tool(t, "word-counter", { text: "a".repeat(TOOL_LIMITS.textChars + 1) }, { token: pro });
      expect(long.status).toBe(422);
      expect(String((await json(long)).detail)).toContain("at most 100,000 characters");
      const huge = await tool(t, "word-counter", { text: "\u0001".repeat(TOOL_LIMITS.textChars * 2) }, { token: pro });
      expect(huge.status).toBe(413);
      const unknown = await tool(t, "no-such-tool", { text: "x" });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).code).toBe("tool_not_found");
      const review = await tool(t, "literature-review-writer", { text: "x" });
      expect(review.status).toBe(404);
      expect(String((await json(review)).detail)).toContain("POST /api/literature-reviews");
    });
  });

  describe("PDF tools", () => {
    it("merges PDFs in the order sent", async () => {
      const res = await pdfTool("pdf-merge", form([fixture("arabic.pdf"), fixture("federal-register-2020-17221.pdf")]));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toContain("attachment");
      const merged = await saved(res, `merged-${kind}.pdf`);
      expect(pageCount(merged)).toBe(16);
    });

    it("merges 300 pages from three files, each page where it belongs", async () => {
      const files = ["alpha", "beta", "gamma"].map((tag) => ({ bytes: textPdf(tag, 100), name: `${tag}.pdf` }));
      const res = await pdfTool("pdf-merge", form(files));
      expect(res.status).toBe(200);
      const merged = await saved(res, `merged-300-${kind}.pdf`);
      expect(pageCount(merged)).toBe(300);
      expect(pdfText(merged, 1)).toContain("alpha page 1");
      expect(pdfText(merged, 150)).toContain("beta page 50");
      expect(pdfText(merged, 300)).toContain("gamma page 100");
    });

    it("splits by ranges into a zip of one PDF per range, and one range into a PDF", async () => {
      const res = await pdfTool("pdf-split", form([fixture("federal-register-2020-17221.pdf")], { ranges: "1-3,5-6" }, "file"));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      const parts = unzipped(await saved(res, `split-${kind}.zip`));
      expect(parts.map((p) => path.basename(p))).toEqual(["federal-register-2020-17221-pages-1-3.pdf", "federal-register-2020-17221-pages-5-6.pdf"]);
      expect(parts.map(pageCount)).toEqual([3, 2]);

      const one = await pdfTool("pdf-split", form([{ bytes: textPdf("solo", 6), name: "solo.pdf" }], { ranges: "2-4" }));
      expect(one.headers.get("content-type")).toBe("application/pdf");
      const file = await saved(one, `split-one-${kind}.pdf`);
      expect(pageCount(file)).toBe(3);
      expect(pdfText(file, 1)).toContain("solo page 2");
    });

    it("splits every page, and by size into parts under the limit", async () => {
      const every = await pdfTool("pdf-split", form([{ bytes: textPdf("each", 4), name: "each.pdf" }], { mode: "every-page" }));
      const pages = unzipped(await saved(every, `every-${kind}.zip`));
      expect(pages.map((p) => path.basename(p))).toEqual(["each-page-1.pdf", "each-page-2.pdf", "each-page-3.pdf", "each-page-4.pdf"]);
      expect(pages.map(pageCount)).toEqual([1, 1, 1, 1]);
      expect(pdfText(pages[3] as string)).toContain("each page 4");

      const bySize = await pdfTool("pdf-split", form([fixture("federal-register-2020-17221.pdf")], { mode: "size", max_mb: 0.3 }));
      expect(bySize.status).toBe(200);
      const parts = unzipped(await saved(bySize, `size-${kind}.zip`));
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.map(pageCount).reduce((a, b) => a + b, 0)).toBe(15);
      for (const part of parts) if (pageCount(part) > 1) expect(fs.statSync(part).size).toBeLessThanOrEqual(0.3 * 1024 * 1024);
    });

    it("refuses ranges past the end, encrypted, damaged and non-PDF files, and JSON, with a human 4xx", async () => {
      const past = await pdfTool("pdf-split", form([fixture("federal-register-2020-17221.pdf")], { ranges: "14-20" }));
      expect(past.status).toBe(422);
      expect((await json(past)).detail).toBe("Pages 14-20: this PDF has 15 pages.");
      const locked = await pdfTool("pdf-merge", form([fixture("password-example.pdf"), fixture("arabic.pdf")]));
      expect(locked.status).toBe(400);
      expect((await json(locked)).code).toBe("password_protected");
      const broken = fs.readFileSync(fixturePath("pdf", "arabic.pdf")).subarray(0, 2000);
      const damaged = await pdfTool("pdf-split", form([{ bytes: broken, name: "broken.pdf" }], { ranges: "1" }));
      expect(damaged.status).toBe(400);
      expect(String((await json(damaged)).detail)).toContain("damaged");
      const text = await pdfTool("pdf-merge", form([{ bytes: Buffer.from("not a pdf at all"), name: "notes.pdf" }, fixture("arabic.pdf")]));
      expect(text.status).toBe(400);
      expect((await json(text)).code).toBe("tool_not_pdf");
      const asJson = await tool(t, "pdf-merge", { text: "x" }, { token: pro });
      expect(asJson.status).toBe(400);
      expect((await json(asJson)).code).toBe("tool_files_required");
      const tooMany = await pdfTool("pdf-merge", form(Array.from({ length: TOOL_LIMITS.pdfFiles + 1 }, () => fixture("arabic.pdf"))));
      expect(tooMany.status).toBe(413);
    });

    it("stops the OCR and removes its files when the caller goes away", async () => {
      const stop = new AbortController();
      const started = t.app.request("/api/tools/ocr", { method: "POST", body: form([fixture("linn.pdf")], {}, "file"), headers: { authorization: `Bearer ${pro}` }, signal: stop.signal });
      const workRoot = path.join(t.dataDir, "tmp", "tools");
      // Aborted once the upload is in its work directory and the OCR has begun.
      for (let i = 0; i < 200 && !(fs.existsSync(workRoot) && fs.readdirSync(workRoot).some((d) => fs.existsSync(path.join(workRoot, d, "ocr")))); i++) await new Promise((r) => setTimeout(r, 25));
      stop.abort();
      const res = await started;
      expect(res.status).toBe(499);
      expect(fs.readdirSync(workRoot)).toEqual([]);
    }, 60_000);

    // OCR reads the scan the same whatever the database (a PDF tool only counts the call against the
    // rate limit, which every tool here tests on both): these two, a minute of OCR on the CI machine
    // per database, run on one.
    if (kind === DATABASE_KINDS[0]) {
      it("makes a scanned PDF searchable and gives its text", async () => {
        const res = await pdfTool("ocr", form([fixture("linn.pdf")], {}, "file"));
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        const searchable = await saved(res, `ocr-${kind}.pdf`);
        expect(pageCount(searchable)).toBe(1);
        expect(pdfText(searchable)).toContain("LinnSequencer");

        const pages = await pdfTool("ocr", form([fixture("linn.pdf"), fixture("linn.pdf")], {}, "file"));
        expect(pages.status).toBe(413);
        expect((await json(pages)).detail).toBe("This tool takes one PDF at a time.");
      }, 120_000);

      it("reads scans in the product's languages: detected, or the one asked for", async () => {
        const french = ["Le conseil municipal a décidé de planter des arbres dans toutes les rues.", "Les habitants pourront choisir les espèces pour leur quartier."];
        const detected = await pdfTool("ocr", form([{ bytes: scannedPdf(french), name: "scan-fr.pdf" }], { text: true }, "file"));
        expect(detected.status).toBe(200);
        expect(String((await json(detected)).output)).toContain("conseil municipal a décidé");

        const german = ["Die Stadt hat beschlossen, in allen Strassen neue Baeume zu pflanzen.", "Die Bewohner koennen die Arten fuer ihr Viertel selbst waehlen."];
        const asked = await pdfTool("ocr", form([{ bytes: scannedPdf(german), name: "scan-de.pdf" }], { text: true, language: "DE" }, "file"));
        expect(asked.status).toBe(200);
        expect(String((await json(asked)).output)).toContain("Bewohner");
      }, 120_000);
    }
  });

  describe("generative tools", () => {
    it("answers 503 saying so, without naming the operator's settings, when the server has no generative model", async () => {
      const res = await tool(t, "essay-maker", { text: "Why cities plant trees" }, { token: pro });
      expect(res.status).toBe(503);
      const body = await json(res);
      expect(body.code).toBe("tool_needs_model");
      expect(String(body.detail)).toContain("Its operator can enable one.");
      expect(String(body.detail)).not.toMatch(/API_KEY|BASE_URL/);
    });

    it("writes with the model, the tool's prompt and the user's text fenced", async () => {
      fake.setReplies({ kind: "text", chunks: ["Roses ", "are ", "red."] });
      const res = await tool(withModel, "poem-generator", { text: "a poem about roses", options: { tone: "funny", length: "short" } }, { token: modelUser });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ output: "Roses are red." });
      const sent = fake.requests.at(-1)?.body;
      expect(sent?.model).toBe("gpt-4o-mini");
      const messages = JSON.stringify(sent?.messages);
      expect(messages).toContain("You are Folio's Poem Generator");
      expect(messages).toContain("Tone: funny.");
      expect(messages).toContain("<user_text>\\na poem about roses\\n</user_text>");
    });

    it("streams when asked with Accept: text/event-stream", async () => {
      fake.setReplies({ kind: "text", chunks: ["Dear team, ", "the report is late."] });
      const res = await tool(withModel, "email-writer", { text: "tell the team the report is late" }, { token: modelUser, headers: { accept: "text/event-stream" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/event-stream");
      const chunks = await readUiMessageChunks(res);
      expect(chunks.map((c) => c.type)).toEqual(["start", "text-start", "text-delta", "text-delta", "text-end", "finish"]);
      expect(chunks.map((c) => (c.type === "text-delta" ? c.delta : "")).join("")).toBe("Dear team, the report is late.");
    });

    it("follows the plan's model rules, and reports a provider failure", async () => {
      const paidModel = await tool(withModel, "story-generator", { text: "a lighthouse keeper" }, { token: free, query: "?model_name=GPT4" });
      expect(paidModel.status).toBe(403);
      fake.setReplies({ kind: "text", chunks: ["Once."] });
      const anonymous = await tool(withModel, "story-generator", { text: "a lighthouse keeper" }, { query: "?model_name=GPT4" });
      expect(anonymous.status).toBe(200);
      expect(fake.requests.at(-1)?.body.model).toBe("gpt-4o-mini");
      fake.setReplies({ kind: "error", status: 500 });
      const failed = await tool(withModel, "story-generator", { text: "a lighthouse keeper" }, { token: modelUser });
      expect(failed.status).toBe(502);
    });

    it("counts a generated text as a message of the API plan when called with an API key", async () => {
      const created = await withModel.call("POST", "/api/api-keys", { token: modelUser, json: { name: "tools", key_type: "DEVELOPMENT" } });
      expect(created.status).toBe(201);
      const key = String((await json(created)).key);
      const used = async () => ((await json(await withModel.call("GET", "/api/api-usage", { token: modelUser }))).limits as { key: string; used: number }[]).find((l) => l.key === "messages")?.used;
      const before = await used();
      fake.setReplies({ kind: "text", chunks: ["A title."] });
      const res = await tool(withModel, "book-title-generator", { text: "a cat detective" }, { headers: { "x-api-key": key } });
      expect(res.status).toBe(200);
      expect(await used()).toBe((before ?? 0) + 1);
    });

    it("refuses the AI content detector without a model that scores text, and text past the limit", async () => {
      const detector = await tool(withModel, "ai-content-detector", { text: "Some text to check." }, { token: modelUser });
      expect(detector.status).toBe(503);
      expect(String((await json(detector)).detail)).toContain("scores text");
      const long = await tool(withModel, "essay-maker", { text: "a".repeat(TOOL_LIMITS.generativeChars + 1) }, { token: modelUser });
      expect(long.status).toBe(422);
      expect(String((await json(long)).detail)).toContain("at most 10,000 characters");
    });
  });

  it("limits anonymous callers to 100 tool calls a minute per address, with Retry-After", async () => {
    await t.deps.db.deleteFrom("rate_limits").where("key", "like", "tools:%").execute();
    const calls = await Promise.all(Array.from({ length: TOOL_LIMITS.anonymousCallsPerMinute }, () => tool(t, "case-converter", { text: "ok" })));
    expect(calls.map((r) => r.status)).toEqual(calls.map(() => 200));
    const refused = await tool(t, "case-converter", { text: "ok" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String((await json(refused)).detail)).toContain("more than 100 a minute");
    // A signed-in account is counted on its own, not by the address.
    expect((await tool(t, "case-converter", { text: "ok" }, { token: pro })).status).toBe(200);
  });
});
