import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBeirDataset, writeBeirDataset } from "./beir.ts";
import { ndcgAt, rankDocuments, recallAt, summarize } from "./retrieval-metrics.ts";

describe("metrics", () => {
  it("computes nDCG@k with linear gains and log2 discounts, as pytrec_eval", () => {
    const qrels = new Map([["a", 1], ["b", 2], ["z", 0]]);
    expect(ndcgAt(10, ["b", "a"], qrels)).toBeCloseTo(1);
    // DCG = 1/log2(2) + 2/log2(3); IDCG = 2 + 1/log2(3)
    expect(ndcgAt(10, ["a", "b"], qrels)).toBeCloseTo((1 + 2 / Math.log2(3)) / (2 + 1 / Math.log2(3)));
    expect(ndcgAt(1, ["x", "b"], qrels)).toBe(0);
    expect(ndcgAt(10, ["a"], new Map([["a", 0]]))).toBe(0);
  });

  it("computes recall@k over the relevant documents only", () => {
    const qrels = new Map([["a", 1], ["b", 1], ["c", 0]]);
    expect(recallAt(10, ["c", "a"], qrels)).toBe(0.5);
    expect(recallAt(1, ["c", "a", "b"], qrels)).toBe(0);
    expect(recallAt(100, ["b", "a"], qrels)).toBe(1);
  });

  it("averages over judged queries, counting missing rankings as zero", () => {
    const qrels = new Map([["q1", new Map([["a", 1]])], ["q2", new Map([["b", 1]])]]);
    const s = summarize(new Map([["q1", ["a"]]]), qrels);
    expect(s).toEqual({ queries: 2, ndcg10: 0.5, recall10: 0.5, recall100: 0.5 });
    expect(rankDocuments([{ docId: "a" }, { docId: "b" }, { docId: "a" }])).toEqual(["a", "b"]);
  });

  it("reads and writes the BEIR layout", async () => {
    const dir = await mkdtemp(join(tmpdir(), "beir-"));
    try {
      await writeBeirDataset(dir, {
        corpus: [{ id: "1", title: "T", text: "x" }, { id: "2", title: "", text: "y" }],
        queries: [{ id: "q1", text: "what" }],
        qrels: new Map([["q1", new Map([["2", 1]])]]),
      });
      const ds = await loadBeirDataset(dir);
      expect(ds.corpus).toEqual([{ id: "1", title: "T", text: "x" }, { id: "2", title: "", text: "y" }]);
      expect(ds.queries).toEqual([{ id: "q1", text: "what" }]);
      expect(ds.qrels.get("q1")?.get("2")).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
