import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelRegistry, readLlmConfig, type HostedLanguageModel } from "../../../adapters/llm/index.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../../test-support/fake-openai-server.ts";
import { readQaDataset } from "./qa-dataset.ts";
import { scoreCitations, totals } from "./qa-metrics.ts";
import { runQaEval } from "./qa-run.ts";

const SAMPLE = fileURLToPath(new URL("./testdata/sample", import.meta.url));
const at = (unit: number) => ({ locator: { kind: "page" as const, unit, label: `Page ${unit}` } });

describe("scoreCitations", () => {
  it("counts distinct cited units against the evidence", () => {
    expect(scoreCitations([at(2), at(2), at(7)], [2, 3])).toEqual({ cited: 2, citedWithEvidence: 1, evidenceFound: 1, evidence: 2, precision: 0.5, recall: 0.5 });
  });
  it("has no precision without citations and no recall without evidence", () => {
    expect(scoreCitations([], [])).toMatchObject({ precision: null, recall: null });
  });
  it("totals pool units (micro) and average questions (macro), and count abstentions", () => {
    const t = totals([
      { citations: scoreCitations([at(1)], [1]), correct: true },
      { citations: scoreCitations([at(1), at(2), at(3)], [3]), correct: false },
      { citations: scoreCitations([], []), correct: null },
    ]);
    expect(t.precision.micro).toBeCloseTo(2 / 4);
    expect(t.precision.macro).toBeCloseTo((1 + 1 / 3) / 2);
    expect(t.recall).toEqual({ macro: 1, micro: 1 });
    expect(t.abstained).toEqual({ correct: 1, of: 1 });
    expect(t.correctness).toEqual({ correct: 1, of: 2 });
  });
});

describe("readQaDataset", () => {
  it("reads the sample with defaults", async () => {
    const { folder, lines } = await readQaDataset(SAMPLE);
    expect(folder).toBe(SAMPLE);
    expect(lines.find((l) => l.id === "unanswerable")).toMatchObject({ evidence_units: [], language: "EN" });
    expect(lines.find((l) => l.id === "mill-fr")?.language).toBe("FR");
  });
});

describe("runQaEval", () => {
  let fake: FakeOpenAIServer;
  let judge: HostedLanguageModel;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    judge = createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url })).languageModel("GPT4O_MINI") as HostedLanguageModel;
  });
  afterAll(() => fake?.close());

  it("uploads, asks through the chat endpoint and scores citations and the judge's verdicts", async () => {
    const { lines } = await readQaDataset(SAMPLE);
    const valley = lines.filter((l) => l.document === "valley.txt" && l.language === "EN");
    fake.setReplies({ kind: "text", chunks: ["CORRECT"] }, { kind: "text", chunks: ["INCORRECT"] });
    const { results, totals: t } = await runQaEval({ folder: path.join(SAMPLE), lines: valley, modelName: "LOCAL", judge, env: {} });
    expect(results.map((r) => r.id)).toEqual(["mill-builder", "mill-wheel", "unanswerable"]);
    expect(results[0]?.answer).toContain("Harlow family");
    expect(results[0]?.citations[0]).toMatchObject({ doc_name: "valley.txt", verified: true });
    expect(t.precision.micro).toBe(1);
    expect(t.recall.micro).toBe(1);
    expect(t.abstained).toEqual({ correct: 1, of: 1 });
    expect(t.correctness).toEqual({ correct: 1, of: 3 });
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    expect(prompt).toContain("The Harlow family, in 1832.");
    expect(prompt).not.toContain("[1]");
  }, 120_000);
});
