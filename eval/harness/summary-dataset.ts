import { open, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { detectFileType, parseDocument } from "../../apps/server/src/ingest/index.ts";
import { countSummaryWords, splitTextIntoUnits, summariseExtractive, type SourceUnit, type SummaryResult } from "../../apps/server/src/features/summaries/index.ts";
import { scoreFacts } from "../../apps/server/src/features/summaries/engine/testing/fact-match.ts";

/**
 * The summary evaluation harness (`npm run eval:summary -- <dataset>`). A dataset is a folder with
 * `dataset.jsonl`, one document per line:
 *
 *   {"id": "nap-study", "file": "nap-study.pdf", "key_facts": ["…", "…"], "format": "PAPER", "length": "AUTO", "language": "EN"}
 *   {"id": "pasted", "text": "…the document itself…", "key_facts": ["…"]}
 *
 * `file` is relative to the folder (any format the ingestion library reads, parsed as uploads
 * are), `text` is pasted text; format, length and language default to AUTO, AUTO, EN. Each
 * document is summarised with LOCAL and its coverage is the share of its key facts the summary
 * states, judged by lexical match (fact-match.ts) or by a configured model.
 */
export const DatasetLine = z
  .object({
    id: z.string().min(1),
    file: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    key_facts: z.array(z.string().min(1)).min(1),
    format: z.enum(["AUTO", "PARAGRAPH", "BULLET", "PAPER"]).default("AUTO"),
    length: z.enum(["AUTO", "SHORT", "LONG"]).default("AUTO"),
    language: z.string().default("EN"),
  })
  .refine((l) => (l.file === undefined) !== (l.text === undefined), { message: "give exactly one of file and text" });
export type DatasetLine = z.infer<typeof DatasetLine>;

/** Says which key facts a summary states; the lexical judge also reports each fact's best term overlap. */
export type FactJudge = (summary: SummaryResult, facts: string[]) => Promise<{ present: boolean; overlap?: number }[]>;

export interface DocumentScore {
  id: string;
  units: number;
  statements: number;
  /** The summary's words as a reader counts them (the text toolkit's countWords), against its LENGTH's limit. */
  words: number;
  ms: number;
  facts: { fact: string; present: boolean; overlap?: number }[];
  coverage: number;
  summary: SummaryResult;
}

export const lexicalJudge: FactJudge = async (summary, facts) => scoreFacts(facts, summary.sections.flatMap((s) => s.statements.map((st) => st.text)));

export async function readDataset(folder: string): Promise<DatasetLine[]> {
  const file = (await stat(folder)).isDirectory() ? path.join(folder, "dataset.jsonl") : folder;
  const lines = (await readFile(file, "utf8")).split("\n").filter((l) => l.trim() !== "");
  return lines.map((line, i) => {
    const parsed = DatasetLine.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((e) => `${e.path.join(".") || "line"}: ${e.message}`).join("; ")}`);
    return parsed.data;
  });
}

export async function evaluateDocument(line: DatasetLine, folder: string, judge: FactJudge): Promise<DocumentScore> {
  const units = line.text !== undefined ? splitTextIntoUnits(line.text) : await unitsOfFile(path.resolve(folder, line.file ?? ""));
  const started = performance.now();
  const summary = summariseExtractive(units, { format: line.format, length: line.length, language: line.language });
  const ms = performance.now() - started;
  const verdicts = await judge(summary, line.key_facts);
  const facts = line.key_facts.map((fact, i) => ({ fact, ...(verdicts[i] ?? { present: false }) }));
  const coverage = facts.filter((f) => f.present).length / facts.length;
  return { id: line.id, units: units.length, statements: summary.citations.length, words: countSummaryWords(summary), ms, facts, coverage, summary };
}

async function unitsOfFile(file: string): Promise<SourceUnit[]> {
  const handle = await open(file);
  const head = new Uint8Array(4096);
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const type = detectFileType(head.subarray(0, bytesRead), path.basename(file));
  if (!type) throw new Error(`${file}: not a format Folio reads`);
  return (await parseDocument(file, type)).units;
}
