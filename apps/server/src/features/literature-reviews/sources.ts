import { DocumentMetadata, documentDisplayName, type LocatorKind } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";

/** One page (slide, chapter…) of a reviewed document. */
export interface SourceUnit {
  unit: number;
  kind: LocatorKind;
  label: string;
  text: string;
}

/** A reviewed document with its reference data: the imported metadata when present, else its name. */
export interface ReviewSource {
  docId: string;
  title: string;
  creators: string[];
  year: number | null;
  doi: string | null;
  units: SourceUnit[];
}

/** The review's documents, in the order asked, with their units; documents deleted since are left out. */
export async function loadSources(deps: AppDeps, userId: string, docIds: string[]): Promise<ReviewSource[]> {
  if (docIds.length === 0) return [];
  const docs = await deps.db.selectFrom("documents").select(["id", "name", "custom_file_name", "metadata"]).where("user_id", "=", userId).where("id", "in", docIds).execute();
  const units = await deps.db.selectFrom("document_units").select(["document_id", "unit", "kind", "label", "text"]).where("document_id", "in", docIds).orderBy("document_id").orderBy("unit").execute();
  const byDoc = new Map<string, SourceUnit[]>();
  for (const u of units) {
    const list = byDoc.get(u.document_id) ?? [];
    list.push({ unit: u.unit, kind: u.kind as LocatorKind, label: u.label, text: u.text });
    byDoc.set(u.document_id, list);
  }
  const byId = new Map(docs.map((d) => [d.id, d]));
  return docIds.flatMap((id) => {
    const doc = byId.get(id);
    if (!doc) return [];
    const meta = DocumentMetadata.safeParse(doc.metadata);
    const fallbackTitle = documentDisplayName(doc).replace(/\.[a-z0-9]{2,5}$/i, "");
    return [
      {
        docId: id,
        title: meta.success && meta.data.title.trim() ? meta.data.title : fallbackTitle,
        creators: meta.success ? meta.data.creators : [],
        year: meta.success ? meta.data.year : null,
        doi: meta.success ? meta.data.doi : null,
        units: byDoc.get(id) ?? [],
      },
    ];
  });
}
