// The learned ranker's training data: for every judged query of a BEIR dataset, the first stage's top
// 100 over the whole corpus at library level with their features, computed by the server's own code
// (learnedRankingFeatures), so training and serving cannot drift. Also the corpus documents' indexed
// lengths, from which train.py sets the model's gate.
// Usage: node --import tsx eval/ltr/features.ts <beir-dir> <out.jsonl> [splits, default train,test]
import { writeFileSync } from "node:fs";
import { loadBeirDataset } from "../harness/beir.ts";
import { indexCorpus } from "../harness/beir-lexical.ts";
import { learnedRankingFeatures } from "../../apps/server/src/retrieval/search-lexical.ts";

const [dir, out, splitList] = process.argv.slice(2);
if (!dir || !out) throw new Error("usage: features.ts <beir-dir> <out.jsonl> [train,test]");
const splits = (splitList ?? "train,test").split(",");
const sets = await Promise.all(splits.map((s) => loadBeirDataset(dir, s)));
const corpus = sets[0];
if (!corpus) throw new Error("no split");
const indexes = indexCorpus(corpus, { lang: "en" });

const lines = [JSON.stringify({ lengths: indexes.map(({ index }) => index.sumBodyLen + index.sumTitleLen), chunks: indexes.map(({ index }) => index.nChunks) })];
sets.forEach((set, s) => {
  for (const q of set.queries) {
    const judged = set.qrels.get(q.id);
    const cands = learnedRankingFeatures(indexes, q.text, { lang: "en" }).map(({ hit, features }) => ({ doc: hit.docId, rel: judged?.get(hit.docId) ?? 0, f: features }));
    const nrel = [...(judged?.values() ?? [])].filter((g) => g > 0).length;
    lines.push(JSON.stringify({ qid: q.id, split: splits[s], nrel, cands }));
  }
});
writeFileSync(out, lines.join("\n") + "\n");
