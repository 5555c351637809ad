import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../../ingest/testing/make-pdf.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer, type FakeRequest } from "../../test-support/fake-openai-server.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;
interface Cite {
  n: number;
  locator: { unit: number; label: string };
  quote: string;
  verified: boolean;
}

// Sixteen pages on sixteen subjects (about 1,100 tokens): more than one call's 600 in a 1,000-token window.
const SUBJECTS = ["apples", "bridges", "candles", "dolphins", "engines", "falcons", "glaciers", "harbours", "islands", "jungles", "kettles", "lanterns", "meadows", "orchards", "pianos", "rivers"];
const ALMANAC = SUBJECTS.map((s, i) => [`Chapter ${i + 1} is about ${s}.`, `The ${s} of the valley were counted in ${1900 + i} by the survey.`, `This page of the almanac has one subject, ${s}.`]);

const contentOf = (req: FakeRequest) => (req.body.messages ?? []).map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
const passagesOf = (content: string) => [...content.matchAll(/<passage n="(\d+)"[^>]*>\n([\s\S]*?)\n<\/passage>/g)].map((m) => ({ n: Number(m[1]), text: m[2]!.replace(/\s+/g, " ") }));
const isReduce = (req: FakeRequest) => contentOf(req).includes("<part-summaries>");

describe.each(DATABASE_KINDS)("map-reduce provider summaries on %s", (kind) => {
  let t: TestApp;
  let fake: FakeOpenAIServer;
  let token: string;
  let doc: string;
  const json = async (res: Response) => (await res.json()) as Json;

  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    t = await createTestApp(kind, { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000", FOLIO_LLM_CONTEXT_TOKENS: "1000" });
    token = await registerWithPlan(t, "mapreduce@example.com", "PRO");
    const form = new FormData();
    form.append("file", new Blob([makePdf(ALMANAC.map((lines) => ({ lines })))]), "almanac.pdf");
    doc = String((await json(await t.call("POST", "/api/documents", { token, body: form }))).doc_id);
    const until = Date.now() + 60_000;
    for (;;) {
      const status = (await json(await t.call("GET", `/api/documents/${doc}`, { token }))).status;
      if (status === "ready") break;
      if (status === "failed" || Date.now() > until) throw new Error(`ingest: ${String(status)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("a document longer than the model's context is summarised part by part, then combined in one call; every citation verified on its page", async () => {
    fake.setHandler((req) => {
      const content = contentOf(req);
      const passages = passagesOf(content);
      if (isReduce(req)) {
        // The reduce call cites the first and the last passages it was given, quoting them, plus one invented quote.
        const [first, last] = [passages[0]!, passages.at(-1)!];
        const quote = (p: { text: string }) => p.text.split(" … ")[0]!;
        return {
          kind: "text",
          chunks: [
            `The almanac opens with ${first.text.split(" ")[1]} [${first.n}] and ends with a count [${last.n}]. Dragons are counted too [${first.n}].`,
            ` <citations>[{"n":${first.n},"quote":${JSON.stringify(quote(first))}},{"n":${last.n},"quote":${JSON.stringify(quote(last))}}]</citations>`,
          ],
        };
      }
      // A map call cites the first sentence of its first page, and a quote no page holds.
      const first = passages[0]!;
      const sentence = /^[^.]*\./.exec(first.text)?.[0] ?? first.text;
      return { kind: "text", chunks: [`- ${sentence} [${first.n}]\n- Dragons live here [${first.n}].`, ` <citations>[{"n":${first.n},"quote":${JSON.stringify(sentence)}},{"n":99,"quote":"Dragons live here."}]</citations>`] };
    });
    const before = fake.requests.length;
    const res = await t.call("PUT", `/api/summaries/${doc}?model_name=GPT4O_MINI`, { token, json: { doc_id: doc, format: "PARAGRAPH", length: "SHORT", language: "EN" } });
    expect(res.status).toBe(200);
    const s = await json(res);
    const calls = fake.requests.slice(before);
    // Map calls run a few at once: put them in part order.
    const partOf = (r: FakeRequest) => Number(/part (\d+) of \d+/.exec(JSON.stringify(r.body))?.[1]);
    const maps = calls.filter((r) => !isReduce(r)).sort((a, b) => partOf(a) - partOf(b));
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(calls.filter(isReduce)).toHaveLength(1);
    expect(isReduce(calls.at(-1)!)).toBe(true);
    // The map calls read every page once, in order, and each is told which part it has.
    const mapped = maps.flatMap((r) => passagesOf(contentOf(r)).map((p) => /Chapter (\d+)/.exec(p.text)?.[1]));
    expect(mapped).toEqual(SUBJECTS.map((_, i) => String(i + 1)));
    expect(JSON.stringify(maps[1]!.body)).toContain(`part 2 of ${maps.length}`);
    // The reduce call gets the part summaries and the map stage's verified quotes only.
    const reduceContent = contentOf(calls.at(-1)!);
    expect(reduceContent).toContain("Part 1 of");
    const reducePassages = passagesOf(reduceContent);
    expect(reducePassages.length).toBeGreaterThanOrEqual(maps.length);
    expect(reducePassages.every((p) => /^Chapter \d+ is about \w+\.$/.test(p.text))).toBe(true);
    expect(JSON.stringify(calls.at(-1)!.body)).toContain("at most 100 words");

    const citations = s.citations as Cite[];
    expect(citations.map((c) => c.n)).toEqual([1, 2]);
    expect(citations.every((c) => c.verified)).toBe(true);
    expect(citations[0]!.locator.unit).toBe(1);
    expect(citations[1]!.locator.unit).toBeGreaterThan(1);
    for (const c of citations) {
      const unit = (await json(await t.call("GET", `/api/documents/${doc}/content?unit=${c.locator.unit}`, { token }))).text as string;
      expect(unit.replace(/\s+/g, " ")).toContain(c.quote);
    }
    expect(String(s.text)).toMatch(/\[1\][\s\S]*\[2\]/);
  });

  it("a failing map call ends the summary FAILED with the reason, and no reduce call is made", async () => {
    fake.setReplies({ kind: "error", status: 500, message: "boom" });
    const before = fake.requests.length;
    const res = await t.call("PUT", `/api/summaries/${doc}?model_name=GPT4O_MINI`, { token, json: { doc_id: doc, format: "BULLET", length: "SHORT", language: "EN" } });
    expect(res.status).toBe(502);
    expect(fake.requests.slice(before).some(isReduce)).toBe(false);
    const list = (await json(await t.call("GET", "/api/summaries", { token }))).summaries as Json[];
    expect(list[0]).toMatchObject({ status: "FAILED" });
  });
});
