/**
 * Summary quality: `npm run eval:summary -- <dataset> [--judge MODEL] [--facts] [--show]`.
 *
 * <dataset> is a folder holding `dataset.jsonl`, one document per line:
 *   {"id": "...", "file": "paper.pdf" | "text": "...", "key_facts": ["...", ...], "format"?: "AUTO|PARAGRAPH|BULLET|PAPER",
 *    "length"?: "AUTO|SHORT|LONG", "language"?: "EN|ZH|JA|ES|DE|FR|KO|PT|AR|IT"}
 * (`file` relative to the folder; see docs/summaries.md). Each document is summarised with LOCAL and
 * scored by coverage: the share of its key facts present in the summary. Offline, a fact is present
 * when one statement holds at least half of its content words; with `--judge GPT4O_MINI` (any model
 * name configured in the environment, as for chat) that model decides. `--facts` lists every fact
 * with its verdict (and, offline, its best overlap); `--show` prints each summary.
 * A sample dataset: apps/server/src/features/summaries/engine/testdata/sample.
 */
import { parseArgs } from "node:util";
import { createModelRegistry } from "../apps/server/src/adapters/llm/index.ts";
import { processEnv, readLlmConfig } from "../apps/server/src/platform/config.ts";
import { evaluateDocument, lexicalJudge, readDataset, type FactJudge } from "../eval/harness/summary-dataset.ts";
import { judgeFactsWithModel } from "../eval/harness/summary-model-judge.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { judge: { type: "string" }, facts: { type: "boolean", default: false }, show: { type: "boolean", default: false } },
});
const folder = positionals[0];
if (!folder) {
  console.error("Usage: npm run eval:summary -- <dataset folder> [--judge MODEL] [--facts] [--show]");
  process.exit(2);
}

function modelJudge(name: string): FactJudge {
  const model = createModelRegistry(readLlmConfig(processEnv())).languageModel(name);
  if (model === "LOCAL") throw new Error("LOCAL cannot judge; name a configured provider model, or leave out --judge for the lexical judge");
  return async (summary, facts) => (await judgeFactsWithModel({ model, summary: summary.markdown, facts })).map((present) => ({ present }));
}

const judge = values.judge ? modelJudge(values.judge) : lexicalJudge;
const lines = await readDataset(folder);
console.log(`judge: ${values.judge ?? "lexical"}   documents: ${lines.length}\n`);
console.log("id".padEnd(24), "units".padStart(6), "stmts".padStart(6), "words".padStart(6), "ms".padStart(7), "  coverage");
let sum = 0;
let found = 0;
let total = 0;
for (const line of lines) {
  const score = await evaluateDocument(line, folder, judge);
  const hits = score.facts.filter((f) => f.present).length;
  console.log(score.id.padEnd(24), String(score.units).padStart(6), String(score.statements).padStart(6), String(score.words).padStart(6), score.ms.toFixed(0).padStart(7), `  ${(score.coverage * 100).toFixed(0)}% (${hits}/${score.facts.length})`);
  if (values.show) console.log(`\n${score.summary.markdown.replace(/^/gm, "    ")}\n`);
  if (values.facts) for (const f of score.facts) console.log(`    ${f.present ? "✓" : "✗"} ${f.overlap === undefined ? "" : `${f.overlap.toFixed(2)} `}${f.fact}`);
  sum += score.coverage;
  found += hits;
  total += score.facts.length;
}
console.log(`\nmean coverage: ${((sum / lines.length) * 100).toFixed(1)}% per document, ${((found / total) * 100).toFixed(1)}% of all ${total} facts`);
