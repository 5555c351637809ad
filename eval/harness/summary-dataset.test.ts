import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelRegistry, type HostedLanguageModel } from "../../apps/server/src/adapters/llm/index.ts";
import { readLlmConfig } from "../../apps/server/src/platform/config.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../apps/server/src/test-support/fake-openai-server.ts";
import { evaluateDocument, lexicalJudge, readDataset } from "./summary-dataset.ts";
import { judgeFactsWithModel } from "./summary-model-judge.ts";

const SAMPLE = new URL("../../apps/server/src/features/summaries/engine/testdata/sample", import.meta.url).pathname;

describe("evaluation harness", () => {
  it("reads the sample dataset and scores its documents (LOCAL, lexical judge)", async () => {
    const lines = await readDataset(SAMPLE);
    expect(lines.map((l) => l.id)).toContain("harbour-towns");
    expect(lines.every((l) => l.key_facts.length > 0)).toBe(true);
    const book = lines.find((l) => l.id === "harbour-towns");
    if (!book) throw new Error("the sample has the generated book");
    const score = await evaluateDocument(book, SAMPLE, lexicalJudge);
    expect(score.units).toBe(40);
    expect(score.coverage).toBeGreaterThanOrEqual(0.95);
  });

  it("takes pasted text and explains a bad line", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "folio-eval-"));
    try {
      const text = "The lighthouse was built in 1847. It stands on a rock. Ships pass it every day.";
      await writeFile(path.join(dir, "dataset.jsonl"), `${JSON.stringify({ id: "pasted", text, key_facts: ["The lighthouse was built in 1847"], length: "SHORT" })}\n`);
      const [line] = await readDataset(dir);
      if (!line) throw new Error("one line");
      expect(await evaluateDocument(line, dir, lexicalJudge)).toMatchObject({ id: "pasted", coverage: 1 });
      await writeFile(path.join(dir, "dataset.jsonl"), `${JSON.stringify({ id: "both", text, file: "x.txt", key_facts: ["a"] })}\n`);
      await expect(readDataset(dir)).rejects.toThrow(/dataset.jsonl:1: .*exactly one of file and text/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  describe("with a model as judge", () => {
    let server: FakeOpenAIServer;
    let model: HostedLanguageModel;
    beforeAll(async () => {
      server = await startFakeOpenAIServer();
      const registry = createModelRegistry(readLlmConfig({ OPENAI_COMPATIBLE_BASE_URL: server.url, FOLIO_MODEL_GPT4O_MINI: "compatible:judge" }));
      const m = registry.languageModel("GPT4O_MINI");
      if (m === "LOCAL") throw new Error("a hosted model");
      model = m;
    });
    afterAll(() => server.close());

    it("asks once per document with the summary fenced and reads the verdicts", async () => {
      server.setReplies({ kind: "text", chunks: ['{"present": [true, ', "false]}"] });
      const verdicts = await judgeFactsWithModel({ model, summary: "The lighthouse was built in 1847. [1]", facts: ["Built in 1847", "It is red"] });
      expect(verdicts).toEqual([true, false]);
      const prompt = JSON.stringify(server.requests.at(-1)?.body.messages);
      expect(prompt).toContain("<summary>\\nThe lighthouse was built in 1847. [1]\\n</summary>");
      expect(prompt).toContain("2. It is red");
    });

    it("refuses a reply that is not one boolean per fact", async () => {
      server.setReplies({ kind: "text", chunks: ["Both facts are present."] });
      await expect(judgeFactsWithModel({ model, summary: "s", facts: ["a", "b"] })).rejects.toThrow(/did not answer with JSON/);
      server.setReplies({ kind: "text", chunks: ['{"present": [true]}'] });
      await expect(judgeFactsWithModel({ model, summary: "s", facts: ["a", "b"] })).rejects.toThrow(/2 booleans were expected/);
    });
  });
});
