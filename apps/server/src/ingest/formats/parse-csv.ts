import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { cleanChars } from "../clean-text.ts";
import { unreadableText } from "../ingest-error.ts";
import { LIMITS } from "../limits.ts";
import type { ParseContext } from "../parse-context.ts";
import { decodeText } from "../text-encoding.ts";
import { assessText } from "../text-quality.ts";
import type { RawDocument, RawUnit } from "../types.ts";
import { findHeaderRecord } from "./csv-header.ts";

const isBlankRecord = (record: string[]) => record.every((f) => f.trim() === "");

/**
 * A record as the line people read, cite and search: its values joined by the file's delimiter, a
 * cell's line breaks made spaces. A value is shown as it is: the file's doubled quotes ("ha ""ha""
 * ha") were its escape, so they read as the one quote they stand for (ha "ha" ha); only a value
 * holding the delimiter is put in quotes, so that the columns still read apart.
 */
function readableRecord(record: string[], delimiter: string): string {
  return record
    .map((field) => {
      const value = field.replace(/\s*\n\s*/g, " ");
      return value.includes(delimiter) ? `"${value}"` : value;
    })
    .join(delimiter);
}

/**
 * CSV as blocks of rows. Every block starts with the header line, so a row can be quoted with
 * its column names; rows are numbered as data records (1 = the first record after the header),
 * one record per line even when a cell held line breaks. Lines above the header (a title, a
 * unit) open the first block.
 */
export async function parseCsv(path: string, ctx: ParseContext): Promise<RawDocument> {
  ctx.progress({ stage: "reading", done: 0, total: 1 });
  const { text, encoding } = decodeText(await readFile(path));
  const verdict = assessText(text);
  if (verdict.problem) throw unreadableText(`its text could not be decoded (${verdict.reason}; read as ${encoding})`);

  const parsed = Papa.parse<string[]>(cleanChars(text), { delimitersToGuess: [",", ";", "\t", "|"], skipEmptyLines: false });
  const records = parsed.data;
  while (records.length > 0 && isBlankRecord(records[records.length - 1] ?? [])) records.pop();
  const delimiter = parsed.meta.delimiter || ",";
  const render = (record: string[]) => readableRecord(record, delimiter);

  const warnings: string[] = [];
  const quoteErrors = parsed.errors.filter((e) => e.type === "Quotes");
  if (quoteErrors[0]) warnings.push(`Unbalanced quotes from record ${(quoteErrors[0].row ?? 0) + 1}; rows after it may be merged`);

  const headerIndex = findHeaderRecord(records);
  const preamble = records.slice(0, headerIndex).filter((r) => !isBlankRecord(r)).map(render);
  const header = render(records[headerIndex] ?? []);
  const rows = records.slice(headerIndex + 1);

  const units: RawUnit[] = [];
  let blockStart = 0;
  let lines: string[] = [];
  let chars = 0;
  const flush = (end: number) => {
    if (lines.length > 0) {
      const opening = units.length === 0 ? [...preamble, header] : [header];
      const label = blockStart + 1 === end ? `Row ${end}` : `Rows ${blockStart + 1}-${end}`;
      units.push({ kind: "rows", label, text: [...opening, ...lines].join("\n"), source: "text", warnings: [] });
    }
    blockStart = end;
    lines = [];
    chars = 0;
  };
  rows.forEach((record, i) => {
    if (!isBlankRecord(record)) {
      const line = render(record);
      if (lines.length > 0 && chars + line.length > LIMITS.csvCharsPerUnit) flush(i);
      lines.push(line);
      chars += line.length;
    }
    if (i + 1 - blockStart >= LIMITS.csvRowsPerUnit) flush(i + 1);
  });
  flush(rows.length);
  if (units.length === 0 && (preamble.length > 0 || header.trim() !== "")) {
    units.push({ kind: "rows", label: "Header", text: [...preamble, header].join("\n"), source: "text", warnings: ["The file has a header but no data rows"] });
  }
  ctx.progress({ stage: "reading", done: 1, total: 1 });
  const title = records[0] && headerIndex > 0 ? (records[0].find((f) => f.trim() !== "")?.trim() ?? null) : null;
  return { title, units, warnings };
}
