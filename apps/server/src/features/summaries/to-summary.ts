import type { Selectable } from "kysely";
import { SUMMARY_FORMATS, SUMMARY_LENGTHS, CHAT_LANGUAGES, type ChatLanguage, type Summary, type SummaryCitation, type SummaryFormat, type SummaryLength } from "@folio/contract";
import type { SummariesTable } from "../../platform/db/schema.ts";
import type { SummaryResult } from "./engine/index.ts";

export type SummaryRow = Selectable<SummariesTable>;

/** The stored summary as the contract's Summary; the result's citations carry the source document. */
export function toSummary(row: SummaryRow): Summary {
  const result = (typeof row.result === "string" ? JSON.parse(row.result) : row.result) as SummaryResult | null;
  const citations: SummaryCitation[] = (result?.citations ?? []).map((c) => ({
    n: c.n,
    doc_id: row.doc_id,
    doc_name: row.doc_name,
    locator: { kind: c.kind, unit: c.unit, label: c.label },
    quote: c.quote,
    verified: c.verified,
  }));
  const format = (result?.format ?? row.format) as SummaryFormat;
  return {
    summary_id: row.id,
    id: row.id,
    name: row.name,
    source: row.source,
    doc_id: row.doc_id,
    doc_name: row.doc_name,
    prompt: row.prompt,
    format: SUMMARY_FORMATS.includes(format) ? format : "AUTO",
    length: (SUMMARY_LENGTHS as readonly string[]).includes(row.length) ? (row.length as SummaryLength) : "AUTO",
    language: (CHAT_LANGUAGES as readonly string[]).includes(row.language) ? (row.language as ChatLanguage) : "EN",
    model_name: row.model_name,
    status: row.status,
    progress: row.progress,
    error: row.error,
    text: result?.markdown ?? row.text,
    citations,
    sections: (result?.sections ?? []).map((s) => ({ heading: s.heading, statements: s.statements.map((st) => ({ text: st.text, citations: st.citations.map((c) => ({ unit: c.unit, quote: c.quote })) })) })),
    date_time: row.created_at.toISOString(),
  };
}
