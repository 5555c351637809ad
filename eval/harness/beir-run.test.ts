import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBeirDataset, type BeirDataset } from "./beir.ts";
import { rankDocuments, summarize } from "./retrieval-metrics.ts";
import { indexCorpusAsIngested } from "./beir-ingested.ts";
import { searchLexical } from "../../apps/server/src/retrieval/index.ts";
import { startFakeEmbeddingsServer, type FakeEmbeddingsServer } from "../../apps/server/src/retrieval/testing/fake-embeddings-server.ts";
import { runRetrievalEval, type RetrievalEvalResult } from "./beir-run.ts";

const DIR = fileURLToPath(new URL("./testdata/multilingual-mini", import.meta.url));
const LANGS = ["en", "fr", "de", "es", "it", "pt", "zh", "ja", "ko", "ar"];

/**
 * The evaluation harness on a small dataset of its own: five topics written in each of the ten
 * chat languages (50 documents), one question per topic and language. `same` judges the document
 * in the question's language relevant, `cross` the nine in the other languages. Run lexical only
 * and with a multilingual embedder (the fake server, whose concept table maps each topic's words
 * across the ten languages: an ideal multilingual model, not a real one).
 */
describe("npm run eval:retrieval harness (BEIR layout, through POST /api/retrieve)", () => {
  let fake: FakeEmbeddingsServer;
  let data: BeirDataset;
  let same: BeirDataset["qrels"];
  let cross: BeirDataset["qrels"];
  let lexical: RetrievalEvalResult;
  let hybrid: RetrievalEvalResult;

  beforeAll(async () => {
    fake = await startFakeEmbeddingsServer(JSON.parse(readFileSync(`${DIR}/concepts.json`, "utf8")) as string[][]);
    data = await loadBeirDataset(DIR);
    same = (await loadBeirDataset(DIR, "same")).qrels;
    cross = (await loadBeirDataset(DIR, "cross")).qrels;
    lexical = await runRetrievalEval({ dataset: data, env: {} });
    hybrid = await runRetrievalEval({ dataset: data, env: { EMBEDDINGS_BASE_URL: fake.url, EMBEDDINGS_MODEL: "fake-multilingual" } });
  });
  afterAll(async () => fake?.close());

  const byLang = (rankings: Map<string, string[]>, qrels: BeirDataset["qrels"], lang: string) =>
    summarize(rankings, new Map([...qrels].filter(([q]) => q.endsWith(`-${lang}`)))).ndcg10;

  it("ingests the corpus into a folder, asks every query, and scores nDCG@10 / Recall@10 / Recall@100", () => {
    expect(lexical).toMatchObject({ documents: 50, failed: 0, embedder: null, hybrid: null });
    expect(lexical.lexical.summary.queries).toBe(50);
    expect(hybrid.embedder).toBe(`fake-multilingual at ${fake.url}`);
    expect(hybrid.hybrid?.summary.queries).toBe(50);
    // Hybrid and lexical are both asked through the same server (the embedder switched off for lexical).
    expect(hybrid.lexical.summary.ndcg10).toBeCloseTo(lexical.lexical.summary.ndcg10, 6);

    const rows = [
      ["lexical", lexical.lexical.rankings],
      ["hybrid", hybrid.hybrid!.rankings],
    ] as const;
    const table = rows.map(([name, r]) => {
      const s = summarize(r, same);
      const c = summarize(r, cross);
      return `${name.padEnd(8)} same-language nDCG@10 ${s.ndcg10.toFixed(3)} R@10 ${s.recall10.toFixed(3)} | cross-language nDCG@10 ${c.ndcg10.toFixed(3)} R@10 ${c.recall10.toFixed(3)} | by query language (cross nDCG@10): ${LANGS.map((l) => `${l} ${byLang(r, cross, l).toFixed(2)}`).join(" ")}`;
    });
    console.log(`multilingual-mini (50 documents, 50 questions)\n${table.join("\n")}`);
  });

  it("ranks as the library ranks the corpus indexed as ingestion indexes it (what eval/ltr trains on with --as-ingested)", async () => {
    const indexes = await indexCorpusAsIngested(data);
    for (const q of data.queries) {
      const hits = searchLexical(indexes, q.text, { topK: 100, learned: false });
      const score = new Map([...hits].reverse().map((h) => [h.docId, h.score]));
      // The same scores for the same documents, in the same order up to ties (the scope's order breaks them, and the folder's is not the corpus's).
      const server = lexical.lexical.rankings.get(q.id) ?? [];
      const serverScores = lexical.lexical.scores.get(q.id) ?? [];
      expect(server.length, q.id).toBe(rankDocuments(hits).length);
      server.forEach((d, k) => expect(serverScores[k], `${q.id}: ${d}`).toBeCloseTo(score.get(d) ?? NaN, 6));
      expect(serverScores, q.id).toEqual([...serverScores].sort((a, b) => b - a));
    }
  });

  it("lexical ranking finds the question's own language and is monolingual; the embedder adds the other languages", () => {
    const lexSame = summarize(lexical.lexical.rankings, same);
    const lexCross = summarize(lexical.lexical.rankings, cross);
    const hybSame = summarize(hybrid.hybrid!.rankings, same);
    const hybCross = summarize(hybrid.hybrid!.rankings, cross);
    expect(lexSame.recall10).toBeGreaterThanOrEqual(0.9);
    expect(lexCross.recall10).toBeLessThan(0.3);
    expect(hybSame.recall10).toBeGreaterThanOrEqual(lexSame.recall10);
    expect(hybCross.recall10).toBeGreaterThan(lexCross.recall10 + 0.4);
  });
});
