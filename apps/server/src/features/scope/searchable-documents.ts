import { documentDisplayName } from "@folio/contract";

/** A document a search can read, named as the user sees it. */
export interface SearchableDocument {
  id: string;
  name: string;
  indexRefId: string;
}

interface DocumentScopeRow {
  id: string;
  name: string;
  custom_file_name: string | null;
  status: string;
  index_ref_id: string | null;
}

/** The rows a search can read: ready, with their search index built. */
export function searchableDocuments(rows: DocumentScopeRow[]): SearchableDocument[] {
  return rows.flatMap((r) => (r.status === "ready" && r.index_ref_id ? [{ id: r.id, name: documentDisplayName(r), indexRefId: r.index_ref_id }] : []));
}
