/**
 * Retrieval quality: `npm run eval:retrieval -- <dataset folder> [--split test] [--limit-queries N] [--library [--lang en] [--as-ingested]]`.
 *
 * <dataset> is in the BEIR layout: corpus.jsonl ({_id, title, text}), queries.jsonl ({_id, text}) and
 * qrels/<split>.tsv (query-id, corpus-id, score). The corpus is uploaded into one folder of a fresh
 * Folio (embedded database) and read by the ingestion job; every judged query goes through
 * POST /api/retrieve over that folder. Printed: nDCG@10, Recall@10 and Recall@100, lexical and, when
 * an embedder is configured (EMBEDDINGS_BASE_URL + EMBEDDINGS_MODEL, or EMBEDDINGS_MODEL_DIR, as for
 * the server), hybrid. Sample: eval/harness/testdata/synthetic-sci. `--library` skips the server:
 * one lexical index per corpus entry (title as the title field, `--lang` its language, else
 * detected), every query over the whole corpus, in seconds (SciFact: docs/retrieval.md); with
 * `--as-ingested`, each entry indexed as ingestion indexes the text file the server run uploads;
 * LEARNED_RANKING=false measures it without the learned re-ranking (on at library level otherwise).
 */
import { parseArgs } from "node:util";
import { loadBeirDataset } from "../eval/harness/beir.ts";
import { evaluateLexical, indexCorpus } from "../eval/harness/beir-lexical.ts";
import { indexCorpusAsIngested } from "../eval/harness/beir-ingested.ts";
import { runRetrievalEval, type RetrievalRun } from "../eval/harness/beir-run.ts";
import { processEnv } from "../apps/server/src/platform/config.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { split: { type: "string" }, "limit-queries": { type: "string" }, library: { type: "boolean" }, lang: { type: "string" }, "as-ingested": { type: "boolean" } },
});
const where = positionals[0];
if (!where) {
  console.error("Usage: npm run eval:retrieval -- <BEIR dataset folder> [--split test] [--limit-queries N] [--library [--lang en] [--as-ingested]]");
  process.exit(2);
}
const dataset = await loadBeirDataset(where, values.split);
const limit = Number(values["limit-queries"] ?? 0);
if (limit > 0) {
  dataset.queries = dataset.queries.slice(0, limit);
  dataset.qrels = new Map([...dataset.qrels].filter(([q]) => dataset.queries.some((x) => x.id === q)));
}
console.log(`${where}: ${dataset.corpus.length} documents, ${dataset.queries.length} judged queries`);

if (values.library) {
  const asIngested = values["as-ingested"] === true;
  const indexes = asIngested ? await indexCorpusAsIngested(dataset) : indexCorpus(dataset, { lang: values.lang });
  const s = evaluateLexical(dataset, indexes, { learned: processEnv().LEARNED_RANKING !== "false" });
  console.log(`library level${asIngested ? ", entries indexed as ingested" : ""}, lexical only\n`);
  console.log("ranking".padEnd(8), "nDCG@10".padStart(8), "Recall@10".padStart(10), "Recall@100".padStart(11));
  console.log("lexical".padEnd(8), s.ndcg10.toFixed(4).padStart(8), s.recall10.toFixed(4).padStart(10), s.recall100.toFixed(4).padStart(11));
  process.exit(0);
}

let lastLine = "";
const result = await runRetrievalEval({
  dataset,
  env: processEnv(),
  onProgress: ({ stage, done, total }) => {
    const line = `${stage} ${done}/${total}`;
    if (line !== lastLine && (done === total || done % Math.max(1, Math.round(total / 20)) === 0)) console.error(line);
    lastLine = line;
  },
});

console.log(`ingested in ${result.ingestSeconds.toFixed(1)} s${result.failed ? ` (${result.failed} documents failed)` : ""}; embedder: ${result.embedder ?? "none (lexical only)"}\n`);
const row = (name: string, r: RetrievalRun) =>
  console.log(name.padEnd(8), r.summary.ndcg10.toFixed(4).padStart(8), r.summary.recall10.toFixed(4).padStart(10), r.summary.recall100.toFixed(4).padStart(11), `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}`.padStart(16));
console.log("ranking".padEnd(8), "nDCG@10".padStart(8), "Recall@10".padStart(10), "Recall@100".padStart(11), "ms p50 / p95".padStart(16));
row("lexical", result.lexical);
// With LEARNED_RANKING=true: the same ingestion ranked by the first stage alone (the learned re-ranking off).
if (result.firstStage) row("stage 1", result.firstStage);
if (result.hybrid) row("hybrid", result.hybrid);
