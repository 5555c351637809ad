/**
 * Question answering with citations: `npm run eval:qa -- <dataset> [--model NAME] [--judge NAME] [--show] [--out FILE] [--baseline FILE]`.
 *
 * <dataset> is a folder holding `dataset.jsonl` (or the .jsonl file itself), one question per line:
 *   {"id"?: "q1", "document": "report.pdf", "kind"?: "table", "question": "...", "answer": "...", "evidence_units": [2, 3], "language"?: "EN"}
 * (`document` relative to the dataset's folder; an unanswerable question has no evidence units).
 * Every document is uploaded to a fresh Folio (embedded database) and read by the ingestion job;
 * each question is put to POST /api/retrieve (top 10 on its document) and asked through
 * POST /api/chat/{doc_id} with --model (default LOCAL). Printed, per question and in total:
 * evidence-page recall@5/@10 of retrieval, answers that cite an evidence page, citation precision
 * (cited units that hold evidence), evidence recall (evidence units cited), refusals, hedged
 * answers ("The closest passages are"), what became of unanswerable questions and, with a judge (--judge NAME, or the server's default model when a
 * provider is configured), answer correctness. --out writes every result as JSON lines; --baseline
 * reads such a file from an earlier run and lists the questions that fare better or worse. Providers
 * are configured by the same environment variables as the server. The set: eval/qa (README there);
 * a small sample: eval/harness/testdata/sample.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createModelRegistry } from "../apps/server/src/adapters/llm/index.ts";
import { processEnv, readLlmConfig } from "../apps/server/src/platform/config.ts";
import { compareRuns, type ComparedResult } from "../eval/harness/qa-compare.ts";
import { readQaDataset } from "../eval/harness/qa-dataset.ts";
import { totals as totalsOf, type QaTotals, type Share } from "../eval/harness/qa-metrics.ts";
import { qaScore, runQaEval } from "../eval/harness/qa-run.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: "string", default: "LOCAL" }, judge: { type: "string" }, show: { type: "boolean", default: false }, out: { type: "string" }, baseline: { type: "string" } },
});
const where = positionals[0];
if (!where) {
  console.error("Usage: npm run eval:qa -- <dataset folder or .jsonl> [--model NAME] [--judge NAME] [--show] [--out FILE] [--baseline FILE]");
  process.exit(2);
}

const registry = createModelRegistry(readLlmConfig(processEnv()));
registry.languageModel(values.model); // refuses an unknown or unconfigured model before any work
const judgeName = values.judge ?? (registry.defaultModel() === "LOCAL" ? null : registry.defaultModel());
const judgeModel = judgeName ? registry.languageModel(judgeName) : null;
if (judgeModel === "LOCAL") throw new Error("LOCAL cannot judge answers; name a configured provider model with --judge");

const { folder, lines } = await readQaDataset(where);
// Read before the run, so that a wrong path fails at once rather than after the ingestion.
const baseline = values.baseline ? readFileSync(values.baseline, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as ComparedResult) : null;
const pct = (x: number | null) => (x === null ? "  -  " : `${(x * 100).toFixed(1)}%`);
const of = (s: Share) => `${pct(s.share)} (${s.count}/${s.of})`;
console.log(`model: ${values.model}   judge: ${judgeName ?? "none (answer correctness needs a configured provider)"}   questions: ${lines.length}\n`);
console.log("id".padEnd(24), "kind".padEnd(6), "rank".padStart(4), "cited".padStart(5), "prec".padStart(7), "recall".padStart(7), "ms".padStart(7), "  outcome".padEnd(24), "correct");

const started = performance.now();
const { results, totals, ingestMs } = await runQaEval({
  folder,
  lines,
  modelName: values.model,
  judge: judgeModel,
  env: processEnv(),
  onResult: (r) => {
    const verdict = r.correct === null ? "" : r.correct ? "yes" : "no";
    const rank = r.evidenceRank === null ? "-" : String(r.evidenceRank);
    console.log(r.id.slice(0, 24).padEnd(24), r.kind.slice(0, 6).padEnd(6), rank.padStart(4), String(r.score.cited).padStart(5), pct(r.score.precision).padStart(7), pct(r.score.recall).padStart(7), r.ms.toFixed(0).padStart(7), `  ${r.outcome}`.padEnd(24), verdict);
    if (values.show) console.log(`    Q: ${r.question}\n${r.answer.replace(/^/gm, "    ")}\n    retrieved units: ${r.retrievedUnits.join(", ")}\n    cited units: ${[...new Set(r.citations.map((c) => c.locator.unit))].join(", ") || "none"}\n`);
  },
});
const seconds = (performance.now() - started) / 1000;
if (values.out) writeFileSync(values.out, results.map((r) => JSON.stringify(r)).join("\n") + "\n");

const summary = (t: QaTotals) => `recall@5 ${of(t.recallAt5)}, recall@10 ${of(t.recallAt10)}, cites evidence ${of(t.citesEvidence)}, refusals ${of(t.refusals)}, hedged ${of(t.hedged)}`;
console.log(`\nevidence-page recall@5:  ${of(totals.recallAt5)} of questions with evidence (retrieval's top 5 holds an evidence page)`);
console.log(`evidence-page recall@10: ${of(totals.recallAt10)}`);
console.log(`answers citing an evidence page: ${of(totals.citesEvidence)} of questions with evidence; citing anything: ${of(totals.cites)}`);
console.log(`citation precision: ${pct(totals.precision.micro)} of cited units (mean per question ${pct(totals.precision.macro)})`);
console.log(`evidence recall:    ${pct(totals.recall.micro)} of evidence units (mean per question ${pct(totals.recall.macro)})`);
console.log(`refusals:           ${of(totals.refusals)} of all answers; refused although an evidence page was retrieved (top 10): ${of(totals.refusedWithEvidence)}`);
console.log(`hedged answers:     ${of(totals.hedged)} of all answers ("the closest passages are")`);
console.log(`citation markers:   ${of(totals.markersInOrder)} of answers number them 1..k in order of first use, each with its source`);
if (totals.abstained.of) {
  const count = (o: string) => results.filter((r) => r.outcome === o).length;
  console.log(`unanswerable:       ${totals.abstained.of} questions: ${count("abstained")} abstained (refused or no citation), ${count("hedged")} hedged, ${count("answered-unanswerable")} answered as if the document held the answer`);
}
console.log(`answer correctness: ${totals.correctness ? `${totals.correctness.correct}/${totals.correctness.of} (${pct(totals.correctness.correct / totals.correctness.of)})` : "not judged"}`);
const kinds = [...new Set(results.map((r) => r.kind))];
if (kinds.length > 1) {
  console.log("\nby kind:");
  for (const kind of kinds) {
    const mine = results.filter((r) => r.kind === kind);
    console.log(`  ${kind.padEnd(13)} ${String(mine.length).padStart(3)} questions: ${summary(totalsOf(mine.map(qaScore)))}`);
  }
}
const outcomes = Object.entries(Object.groupBy(results, (r) => r.outcome)).map(([name, rs]) => `${name} ${rs?.length ?? 0}`);
console.log(`\noutcomes: ${outcomes.join(", ")}`);
const ms = results.map((r) => r.ms).sort((a, b) => a - b);
const median = ms.length ? ms[Math.floor(ms.length / 2)]! : 0;
console.log(`time: ${seconds.toFixed(0)} s in all, ${(ingestMs / 1000).toFixed(0)} s of it uploading and ingesting ${new Set(lines.map((l) => l.document)).size} documents; median answer ${median.toFixed(0)} ms`);
if (baseline) {
  const changes = compareRuns(baseline, results);
  const show = (r: ComparedResult) => `${r.outcome} (rank ${r.evidenceRank ?? "-"})`;
  console.log(`\nagainst ${values.baseline}: ${changes.filter((c) => c.direction > 0).length} better, ${changes.filter((c) => c.direction < 0).length} worse`);
  for (const c of changes) console.log(`  ${c.direction > 0 ? "+" : "-"} ${c.id.padEnd(26)} ${show(c.before)} -> ${show(c.after)}`);
}
