import { DocumentMetadata, documentDisplayName, type Document, type FileType, type LocatorKind } from "@folio/contract";
import type { DocumentRow } from "../../platform/db/schema.ts";

export function toDocument(row: DocumentRow): Document {
  return {
    doc_id: row.id,
    name: documentDisplayName(row),
    custom_file_name: row.custom_file_name,
    type: "doc",
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    page_count: row.page_count,
    unit_kind: row.unit_kind as LocatorKind | null,
    file_type: row.file_type as FileType,
    size_bytes: row.size_bytes,
    source_url: row.source_url,
    date_time: row.created_at.toISOString(),
    ocr_units: row.ocr_units,
    warnings: row.warnings,
    metadata: metadataOf(row.metadata),
  };
}

/** The stored metadata when it has the contract's shape (a jsonb column: PGlite and pg both parse it). */
export function metadataOf(value: unknown): DocumentMetadata | null {
  if (value === null || value === undefined) return null;
  const parsed = DocumentMetadata.safeParse(typeof value === "string" ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}
