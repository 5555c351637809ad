import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadBeirDataset } from "./beir.ts";
import { evaluateLexical, indexCorpus } from "./beir-lexical.ts";
import { syntheticBeir } from "./synthetic-corpus.ts";

const SAMPLE = fileURLToPath(new URL("./testdata/synthetic-sci", import.meta.url));

/**
 * Each ranking component measured by taking it away, on synthetic scientific abstracts (see
 * synthetic-corpus.ts for what they model). Stemming and the title field must clearly help;
 * proximity and feedback must not cost more than noise (their effect varies from set to set).
 */
describe("lexical ranking quality", () => {
  it("scores the committed sample dataset through the BEIR loader", async () => {
    const ds = await loadBeirDataset(SAMPLE);
    expect(ds.corpus).toHaveLength(500);
    expect(ds.queries).toHaveLength(80);
    const full = evaluateLexical(ds, indexCorpus(ds));
    expect(full.ndcg10).toBeGreaterThan(0.85);
    expect(full.recall100).toBeGreaterThan(0.98);
  });

  it("gains from stemming and the title field, and loses nothing to proximity or feedback", () => {
    const ds = syntheticBeir({ seed: 11, docs: 1500, queries: 150 });
    const indexes = indexCorpus(ds, { lang: "en" });
    const full = evaluateLexical(ds, indexes);
    const noStem = evaluateLexical(ds, indexCorpus(ds, { lang: "en", stem: false }));
    const noTitle = evaluateLexical(ds, indexes, { bm25: { titleWeight: 0 } });
    const noProximity = evaluateLexical(ds, indexes, { proximity: 0 });
    const noFeedback = evaluateLexical(ds, indexes, { prf: false });
    expect(full.ndcg10).toBeGreaterThan(0.85);
    expect(full.ndcg10).toBeGreaterThan(noStem.ndcg10 + 0.2);
    expect(full.ndcg10).toBeGreaterThan(noTitle.ndcg10 + 0.01);
    expect(full.ndcg10).toBeGreaterThan(noProximity.ndcg10 - 0.02);
    expect(full.ndcg10).toBeGreaterThan(noFeedback.ndcg10 - 0.02);
    expect(full.recall100).toBeGreaterThanOrEqual(noFeedback.recall100);
  });
});
