import { sql, type Transaction } from "kysely";
import type { Database } from "../../platform/db/schema.ts";
import type { ParsedDocument } from "../../ingest/index.ts";

const BATCH = 200;

/**
 * Replace the document's units and chunks and mark it ready: callers run this in one transaction. False
 * when the document was deleted or its user cancelled the processing meanwhile (the caller rolls back).
 */
export async function saveDocumentText(
  trx: Transaction<Database>,
  documentId: string,
  parsed: ParsedDocument,
  chunks: { id: string; unit: number; ordinal: number; text: string; charStart: number; charEnd: number }[],
  indexRefId: string,
  vectors?: { embedderId: string; byChunk: Map<string, Uint8Array> } | null,
): Promise<boolean> {
  const embeddingOf = (id: string) => {
    const v = vectors?.byChunk.get(id);
    return v ? { embedding: v, embedder_id: vectors!.embedderId } : {};
  };
  await trx.deleteFrom("chunks").where("document_id", "=", documentId).execute();
  await trx.deleteFrom("document_units").where("document_id", "=", documentId).execute();
  for (let i = 0; i < parsed.units.length; i += BATCH) {
    await trx
      .insertInto("document_units")
      .values(parsed.units.slice(i, i + BATCH).map((u) => ({ document_id: documentId, unit: u.unit, kind: u.kind, label: u.label, text: u.text, source: u.source })))
      .execute();
  }
  for (let i = 0; i < chunks.length; i += BATCH * 2) {
    await trx
      .insertInto("chunks")
      .values(chunks.slice(i, i + BATCH * 2).map((c) => ({ id: c.id, document_id: documentId, unit: c.unit, ordinal: c.ordinal, text: c.text, char_start: c.charStart, char_end: c.charEnd, ...embeddingOf(c.id) })))
      .execute();
  }
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
