/**
 * Question answering with citations: `npm run eval:qa -- <dataset> [--model NAME] [--judge NAME] [--show]`.
 *
 * <dataset> is a folder holding `dataset.jsonl` (or the .jsonl file itself), one question per line:
 *   {"id"?: "q1", "document": "report.pdf", "question": "...", "answer": "...", "evidence_units": [2, 3], "language"?: "EN"}
 * (`document` relative to the dataset's folder; an unanswerable question has no evidence units).
 * Every document is uploaded to a fresh Folio (embedded database) and read by the ingestion job;
 * each question is asked through POST /api/chat/{doc_id} with --model (default LOCAL). Printed:
 * citation precision (cited units that hold evidence), evidence recall (evidence units cited),
 * abstention on unanswerable questions and, with a judge (--judge NAME, or the server's default
 * model when a provider is configured), answer correctness. Providers are configured by the same
 * environment variables as the server. Sample: apps/server/src/features/chat/eval/testdata/sample.
 */
import { parseArgs } from "node:util";
import { createModelRegistry, readLlmConfig } from "../apps/server/src/adapters/llm/index.ts";
import { readQaDataset } from "../apps/server/src/features/chat/eval/qa-dataset.ts";
import { runQaEval } from "../apps/server/src/features/chat/eval/qa-run.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: "string", default: "LOCAL" }, judge: { type: "string" }, show: { type: "boolean", default: false } },
});
const where = positionals[0];
if (!where) {
  console.error("Usage: npm run eval:qa -- <dataset folder or .jsonl> [--model NAME] [--judge NAME] [--show]");
  process.exit(2);
}

const registry = createModelRegistry(readLlmConfig(process.env));
registry.languageModel(values.model); // refuses an unknown or unconfigured model before any work
const judgeName = values.judge ?? (registry.defaultModel() === "LOCAL" ? null : registry.defaultModel());
const judgeModel = judgeName ? registry.languageModel(judgeName) : null;
if (judgeModel === "LOCAL") throw new Error("LOCAL cannot judge answers; name a configured provider model with --judge");

const { folder, lines } = await readQaDataset(where);
const pct = (x: number | null) => (x === null ? "  -  " : `${(x * 100).toFixed(1)}%`);
console.log(`model: ${values.model}   judge: ${judgeName ?? "none (answer correctness needs a configured provider)"}   questions: ${lines.length}\n`);
console.log("id".padEnd(16), "cited".padStart(5), "prec".padStart(7), "recall".padStart(7), "ms".padStart(7), "  correct");

const { totals } = await runQaEval({
  folder,
  lines,
  modelName: values.model,
  judge: judgeModel,
  env: process.env,
  onResult: (r) => {
    const verdict = r.correct === null ? "" : r.correct ? "yes" : "no";
    console.log(r.id.slice(0, 16).padEnd(16), String(r.score.cited).padStart(5), pct(r.score.precision).padStart(7), pct(r.score.recall).padStart(7), r.ms.toFixed(0).padStart(7), `  ${verdict}`);
    if (values.show) console.log(`    Q: ${r.question}\n${r.answer.replace(/^/gm, "    ")}\n    cited units: ${[...new Set(r.citations.map((c) => c.locator.unit))].join(", ") || "none"}\n`);
  },
});

console.log(`\ncitation precision: ${pct(totals.precision.micro)} of cited units (mean per question ${pct(totals.precision.macro)})`);
console.log(`evidence recall:    ${pct(totals.recall.micro)} of evidence units (mean per question ${pct(totals.recall.macro)})`);
if (totals.abstained.of) console.log(`unanswerable:       ${totals.abstained.correct}/${totals.abstained.of} answered without citations`);
console.log(`answer correctness: ${totals.correctness ? `${totals.correctness.correct}/${totals.correctness.of} (${pct(totals.correctness.correct / totals.correctness.of)})` : "not judged"}`);
