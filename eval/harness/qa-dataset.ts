import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { CHAT_LANGUAGES } from "@folio/contract";

/**
 * One question of a QA evaluation set (`npm run eval:qa -- <dataset>`), a line of `dataset.jsonl`:
 *
 *   {"id": "q1", "document": "report.pdf", "kind": "table", "question": "…", "answer": "…", "evidence_units": [2, 3], "language": "EN"}
 *
 * `document` is relative to the dataset's folder (any format Folio reads); `evidence_units` are the
 * 1-based units (pages, slides, chapters, sections, row blocks) that hold the answer. A question the
 * document cannot answer has no evidence units (and the answer should say so). `kind` says where the
 * answer lives (`table`: a figure read from a table or statement, `figure`: a chart, `text`: prose,
 * `unanswerable`), so results can be split by it. `evidence_quotes`, when given, are what makes a
 * unit evidence: the evidence units are exactly the units whose text holds one of them (white space
 * collapsed, case ignored), which a test checks for eval/qa. `id` defaults to the line number,
 * `language` to EN, `kind` to `unanswerable` without evidence units and `text` with them.
 */
export const QA_KINDS = ["table", "figure", "text", "unanswerable"] as const;

export const QaLine = z.object({
  id: z.string().min(1).optional(),
  document: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().default(""),
  evidence_units: z.array(z.number().int().min(1)).default([]),
  language: z.enum(CHAT_LANGUAGES).default("EN"),
  kind: z.enum(QA_KINDS).optional(),
  evidence_quotes: z.array(z.string().min(1)).optional(),
}).refine((l) => l.kind === undefined || (l.kind === "unanswerable") === (l.evidence_units.length === 0), {
  message: "an unanswerable question has no evidence units, and only it",
  path: ["kind"],
});
export type QaKind = (typeof QA_KINDS)[number];
export type QaLine = Omit<z.infer<typeof QaLine>, "kind"> & { id: string; kind: QaKind };

/** The dataset's lines and the folder its documents are relative to; a bad line names its number and field. */
export async function readQaDataset(where: string): Promise<{ folder: string; lines: QaLine[] }> {
  const file = (await stat(where)).isDirectory() ? path.join(where, "dataset.jsonl") : where;
  const raw = (await readFile(file, "utf8")).split("\n");
  const lines: QaLine[] = [];
  raw.forEach((text, i) => {
    if (text.trim() === "") return;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${file}:${i + 1}: not JSON`);
    }
    const parsed = QaLine.safeParse(json);
    if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues.map((e) => `${e.path.join(".") || "line"}: ${e.message}`).join("; ")}`);
    const kind = parsed.data.kind ?? (parsed.data.evidence_units.length ? "text" : "unanswerable");
    lines.push({ ...parsed.data, id: parsed.data.id ?? String(i + 1), kind });
  });
  return { folder: path.dirname(file), lines };
}
