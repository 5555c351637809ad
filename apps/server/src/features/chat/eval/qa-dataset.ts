import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { CHAT_LANGUAGES } from "@folio/contract";

/**
 * One question of a QA evaluation set (`npm run eval:qa -- <dataset>`), a line of `dataset.jsonl`:
 *
 *   {"id": "q1", "document": "report.pdf", "question": "…", "answer": "…", "evidence_units": [2, 3], "language": "EN"}
 *
 * `document` is relative to the dataset's folder (any format Folio reads); `evidence_units` are the
 * 1-based units (pages, slides, chapters, sections, row blocks) that hold the answer. A question the
 * document cannot answer has no evidence units (and the answer should say so). `id` defaults to the
 * line number, `language` to EN.
 */
export const QaLine = z.object({
  id: z.string().min(1).optional(),
  document: z.string().min(1),
  question: z.string().min(1),
  answer: z.string().default(""),
  evidence_units: z.array(z.number().int().min(1)).default([]),
  language: z.enum(CHAT_LANGUAGES).default("EN"),
});
export type QaLine = z.infer<typeof QaLine> & { id: string };

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
    lines.push({ ...parsed.data, id: parsed.data.id ?? String(i + 1) });
  });
  return { folder: path.dirname(file), lines };
}
