// The learned ranker's training data: for every judged query of a BEIR dataset, the first stage's top
// 100 over the whole corpus with their features, computed by the server's own code
// (learnedRankingFeatures), so training and serving cannot drift. Also the corpus documents' indexed
// lengths, from which train.py sets the model's gate. `--as-ingested` builds the corpus as ingestion
// builds uploaded text files (beir-ingested.ts: the title line in the body, the file name's title
// words as the title field, decision 46; chunks as chunkUnits cuts them), which is what the server ranks;
// without it, one chunk per entry with its title as the title field (the library-level harness).
// A document cut in two chunks is a candidate once, by its better chunk, as the server ranks documents.
// Usage: node --import tsx eval/ltr/features.ts <beir-dir> <out.jsonl> [splits, default train,test] [--as-ingested]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadBeirDataset } from "../harness/beir.ts";
import { indexCorpus } from "../harness/beir-lexical.ts";
import { indexCorpusAsIngested } from "../harness/beir-ingested.ts";
import { learnedRankingFeatures } from "../../apps/server/src/retrieval/search-lexical.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { "as-ingested": { type: "boolean" } } });
const [dir, out, splitList] = positionals;
if (!dir || !out) throw new Error("usage: features.ts <beir-dir> <out.jsonl> [train,test] [--as-ingested]");
const splits = (splitList ?? "train,test").split(",");
const sets = await Promise.all(splits.map((s) => loadBeirDataset(dir, s)));
const corpus = sets[0];
if (!corpus) throw new Error("no split");
const indexes = values["as-ingested"] ? await indexCorpusAsIngested(corpus) : indexCorpus(corpus, { lang: "en" });

const lines = [JSON.stringify({ lengths: indexes.map(({ index }) => index.sumBodyLen + index.sumTitleLen), chunks: indexes.map(({ index }) => index.nChunks) })];
sets.forEach((set, s) => {
  for (const q of set.queries) {
    const judged = set.qrels.get(q.id);
    const seen = new Set<string>();
    const cands = learnedRankingFeatures(indexes, q.text, { lang: "en" })
      .filter(({ hit }) => !seen.has(hit.docId) && seen.add(hit.docId))
      .map(({ hit, features }) => ({ doc: hit.docId, rel: judged?.get(hit.docId) ?? 0, f: features }));
    const nrel = [...(judged?.values() ?? [])].filter((g) => g > 0).length;
    lines.push(JSON.stringify({ qid: q.id, split: splits[s], nrel, cands }));
  }
});
writeFileSync(out, lines.join("\n") + "\n");
