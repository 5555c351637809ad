import { sql, type Transaction } from "kysely";
import type { Database } from "../../platform/db/schema.ts";
import type { ParsedDocument } from "../../ingest/index.ts";

/**
 * Replace the document's units and chunks, then mark it ready with `markReady`: callers run both in
 * one transaction. Units and chunks go in as one statement each, their rows as one JSON parameter:
 * a 600-page document's 3,000 rows in two round trips, without binding 20,000 parameters. Text is
 * made well-formed first (a lone surrogate becomes U+FFFD, as binding it as UTF-8 did): PostgreSQL
 * refuses a lone surrogate's escape in JSON.
 */
export async function saveDocumentText(
  trx: Transaction<Database>,
  documentId: string,
  parsed: ParsedDocument,
  chunks: { id: string; unit: number; ordinal: number; text: string; charStart: number; charEnd: number }[],
  vectors?: { embedderId: string; byChunk: Map<string, Uint8Array> } | null,
): Promise<void> {
  await trx.deleteFrom("chunks").where("document_id", "=", documentId).execute();
  await trx.deleteFrom("document_units").where("document_id", "=", documentId).execute();
  const units = JSON.stringify(parsed.units.map((u) => ({ unit: u.unit, kind: u.kind, label: u.label, source: u.source, text: u.text.toWellFormed() })));
  await sql`
    insert into document_units (document_id, unit, kind, label, text, source)
    select ${documentId}, unit, kind, label, text, source
    from json_to_recordset(${units}::json) as u(unit int, kind text, label text, text text, source text)`.execute(trx);
  const rows = JSON.stringify(
    chunks.map((c) => {
      const vector = vectors?.byChunk.get(c.id);
      return { id: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text.toWellFormed(), char_start: c.charStart, char_end: c.charEnd, embedding: vector ? Buffer.from(vector).toString("base64") : null };
    }),
  );
  await sql`
    insert into chunks (id, document_id, unit, ordinal, text, char_start, char_end, embedding, embedder_id)
    select id, ${documentId}, unit, ordinal, text, char_start, char_end, decode(embedding, 'base64'), case when embedding is null then null else ${vectors?.embedderId ?? null}::text end
    from json_to_recordset(${rows}::json) as c(id text, unit int, ordinal int, text text, char_start int, char_end int, embedding text)`.execute(trx);
}

/**
 * Marks the document ready with its parse report and lexical index. False when the document was
 * deleted or its user cancelled the processing meanwhile (the caller rolls back).
 */
export async function markReady(trx: Transaction<Database>, documentId: string, parsed: ParsedDocument, indexRefId: string): Promise<boolean> {
  const ocrUnits = parsed.units.filter((u) => u.source === "ocr").length;
  const warnings = parsed.report.warnings.length + parsed.report.units.reduce((n, u) => n + u.warnings.length, 0);
  const saved = await trx
    .updateTable("documents")
    .set({
      status: "ready",
      progress: 100,
      stage: null,
      error: null,
      page_count: parsed.units.length,
      unit_kind: parsed.units[0]?.kind ?? null,
      title: parsed.title,
      language: parsed.language,
      report: JSON.stringify(parsed.report),
      ocr_units: ocrUnits,
      warnings,
      index_ref_id: indexRefId,
      ready_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", documentId)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  return Number(saved.numUpdatedRows) > 0;
}
