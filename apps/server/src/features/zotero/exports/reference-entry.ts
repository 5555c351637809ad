import type { DocumentMetadata } from "@folio/contract";

/** One entry of a BibTeX or RIS export: its metadata and the attachment file names it lists (basenames). */
export interface ReferenceEntry {
  metadata: DocumentMetadata;
  files: string[];
}

/** The last path segment of a file path written by Zotero (either slash), or "" for none. */
export function baseName(filePath: string): string {
  return filePath.trim().split(/[\\/]/).pop()?.trim() ?? "";
}

export function yearIn(text: string | undefined): number | null {
  const m = /\b(\d{4})\b/.exec(text ?? "");
  return m?.[1] ? Number(m[1]) : null;
}
