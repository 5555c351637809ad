import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelRegistry, type HostedLanguageModel } from "../../apps/server/src/adapters/llm/index.ts";
import { readLlmConfig } from "../../apps/server/src/platform/config.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../apps/server/src/test-support/fake-openai-server.ts";
import fs from "node:fs";
import os from "node:os";
import { LANGUAGE_TEXT } from "../../apps/server/src/answering/index.ts";
import { readQaDataset } from "./qa-dataset.ts";
import { evidenceRank, isHedged, isRefusal, markersInOrder, outcome, scoreCitations, totals } from "./qa-metrics.ts";
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
      { citations: scoreCitations([at(1)], [1]), correct: true, evidenceRank: 1, refused: false, hedged: false, markersInOrder: true },
      { citations: scoreCitations([at(1), at(2), at(3)], [3]), correct: false, evidenceRank: 2, refused: false, hedged: false, markersInOrder: true },
      { citations: scoreCitations([], []), correct: null, evidenceRank: null, refused: true, hedged: false, markersInOrder: true },
    ]);
    expect(t.precision.micro).toBeCloseTo(2 / 4);
    expect(t.precision.macro).toBeCloseTo((1 + 1 / 3) / 2);
    expect(t.recall).toEqual({ macro: 1, micro: 1 });
    expect(t.abstained).toEqual({ correct: 1, of: 1 });
    expect(t.correctness).toEqual({ correct: 1, of: 2 });
  });
});

describe("evidenceRank", () => {
  it("is the 1-based rank of the first retrieved unit that holds evidence", () => {
    expect(evidenceRank([9, 4, 7, 4, 2], [2, 7])).toBe(3);
    expect(evidenceRank([7], [2, 7])).toBe(1);
  });
  it("is null when no retrieved unit holds evidence, or there is none", () => {
    expect(evidenceRank([1, 2, 3], [4])).toBeNull();
    expect(evidenceRank([1, 2], [])).toBeNull();
    expect(evidenceRank([], [1])).toBeNull();
  });
});

describe("isRefusal", () => {
  it("recognises the engine's not-found sentence in the question's language, also when more follows", () => {
    expect(isRefusal(LANGUAGE_TEXT.EN.notFound, "EN")).toBe(true);
    expect(isRefusal(`${LANGUAGE_TEXT.FR.notFound} J'ai cherché : moulin.`, "FR")).toBe(true);
  });
  it("does not take an answer, or another language's refusal, for one", () => {
    expect(isRefusal("According to the documents: the mill was built in 1832 [1].", "EN")).toBe(false);
    expect(isRefusal(LANGUAGE_TEXT.EN.notFound, "FR")).toBe(false);
  });
});

describe("isHedged", () => {
  it("recognises LOCAL's lead-in for passages that only relate, not the one for passages that answer", () => {
    expect(isHedged(`${LANGUAGE_TEXT.EN.closest}\n\n“The mill was rebuilt.” [1]`, "EN")).toBe(true);
    expect(isHedged(`${LANGUAGE_TEXT.EN.says}\n\n“The mill was built in 1832.” [1]`, "EN")).toBe(false);
    expect(isHedged(LANGUAGE_TEXT.DE.closest, "EN")).toBe(false);
  });
});

describe("markersInOrder", () => {
  const cites = (...ns: number[]) => ns.map((n) => ({ n }));
  it("accepts markers numbered 1..k in order of first use, repeats included, each with its citation", () => {
    expect(markersInOrder("A [1]. B [2][1]. C [3].", cites(1, 2, 3))).toBe(true);
    expect(markersInOrder("No sources here.", [])).toBe(true);
  });
  it("refuses gaps, another order, markers without a citation and citations never used", () => {
    expect(markersInOrder("A [1]. B [5].", cites(1, 5))).toBe(false);
    expect(markersInOrder("A [2]. B [1].", cites(1, 2))).toBe(false);
    expect(markersInOrder("A [1]. B [2].", cites(1))).toBe(false);
    expect(markersInOrder("A [1].", cites(1, 2))).toBe(false);
  });
});

describe("outcome", () => {
  const score = (cited: number[], evidence: number[]) => scoreCitations(cited.map(at), evidence);
  it("names what went wrong first: retrieval, then refusal, then the cited page", () => {
    expect(outcome({ citations: score([], [5]), refused: true, hedged: false, evidenceRank: null })).toBe("not-retrieved");
    expect(outcome({ citations: score([], [5]), refused: true, hedged: false, evidenceRank: 2 })).toBe("refused");
    expect(outcome({ citations: score([3, 5], [5]), refused: false, hedged: true, evidenceRank: 2 })).toBe("cites-evidence");
    expect(outcome({ citations: score([3], [5]), refused: false, hedged: false, evidenceRank: 2 })).toBe("wrong-page");
    expect(outcome({ citations: score([], [5]), refused: false, hedged: false, evidenceRank: 2 })).toBe("no-citation");
  });
  it("expects a question without evidence to be refused or left uncited, and tells hedged answers from assertive ones", () => {
    expect(outcome({ citations: score([], []), refused: true, hedged: false, evidenceRank: null })).toBe("abstained");
    expect(outcome({ citations: score([4], []), refused: false, hedged: true, evidenceRank: null })).toBe("hedged");
    expect(outcome({ citations: score([4], []), refused: false, hedged: false, evidenceRank: null })).toBe("answered-unanswerable");
  });
});

describe("totals of retrieval and answers", () => {
  const q = (cited: number[], evidence: number[], evidenceRank: number | null, refused = false, hedged = false) => ({ citations: scoreCitations(cited.map(at), evidence), correct: null, evidenceRank, refused, hedged, markersInOrder: !refused });
  it("counts recall@5/@10, answers citing evidence and refusals over the right questions", () => {
    const t = totals([
      q([5], [5], 1), // found first, cited
      q([2], [5], 5, false, true), // found at 5, cited the wrong page, hedged
      q([], [5], 7, true), // found at 7, refused
      q([], [5], null, true), // not found, refused
      q([], [], null, true), // unanswerable, refused
    ]);
    expect(t.recallAt5).toEqual({ count: 2, of: 4, share: 0.5 });
    expect(t.recallAt10).toEqual({ count: 3, of: 4, share: 0.75 });
    expect(t.citesEvidence).toEqual({ count: 1, of: 4, share: 0.25 });
    expect(t.cites).toEqual({ count: 2, of: 4, share: 0.5 });
    expect(t.refusals).toEqual({ count: 3, of: 5, share: 0.6 });
    expect(t.hedged).toEqual({ count: 1, of: 5, share: 0.2 });
    expect(t.markersInOrder).toEqual({ count: 2, of: 5, share: 0.4 });
    expect(t.refusedWithEvidence).toEqual({ count: 1, of: 3, share: 1 / 3 });
    expect(t.precision.micro).toBe(0.5);
  });
  it("has no shares without questions to count", () => {
    const t = totals([q([], [], null)]);
    expect(t.recallAt5).toEqual({ count: 0, of: 0, share: null });
    expect(t.refusedWithEvidence.share).toBeNull();
    expect(t.refusals).toEqual({ count: 0, of: 1, share: 0 });
  });
});

describe("readQaDataset", () => {
  it("reads the sample with defaults", async () => {
    const { folder, lines } = await readQaDataset(SAMPLE);
    expect(folder).toBe(SAMPLE);
    expect(lines.find((l) => l.id === "unanswerable")).toMatchObject({ evidence_units: [], language: "EN" });
    expect(lines.find((l) => l.id === "mill-fr")?.language).toBe("FR");
    expect(lines.find((l) => l.id === "unanswerable")?.kind).toBe("unanswerable");
    expect(lines.find((l) => l.id === "mill-builder")?.kind).toBe("text");
  });
  it("refuses an unanswerable kind with evidence units, and names the line", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qa-dataset-"));
    try {
      fs.writeFileSync(path.join(dir, "dataset.jsonl"), '{"document": "a.txt", "question": "q?", "kind": "table", "evidence_units": [1]}\n{"document": "a.txt", "question": "q?", "kind": "unanswerable", "evidence_units": [1]}\n');
      await expect(readQaDataset(dir)).rejects.toThrow(/dataset\.jsonl:2: kind: an unanswerable question has no evidence units/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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
    expect(results.map((r) => r.evidenceRank)).toEqual([1, 1, null]);
    expect(results[0]?.retrievedUnits).toEqual([1]);
    expect(results.map((r) => r.refused)).toEqual([false, false, true]);
    expect(results.map((r) => r.outcome)).toEqual(["cites-evidence", "cites-evidence", "abstained"]);
    expect(t.recallAt5).toEqual({ count: 2, of: 2, share: 1 });
    expect(t.refusals).toEqual({ count: 1, of: 3, share: 1 / 3 });
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
