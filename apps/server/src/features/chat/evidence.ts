import { inTextCitation, type CitationReference } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { EvidencePassage } from "../../answering/index.ts";
import type { PassageInUnit } from "../retrieval/index.ts";
import { metadataOf } from "../documents/index.ts";

/**
 * Retrieved passages numbered [1]..[k] with the whole text of the unit each comes from: a cited
 * quote is verified against its unit, not only the chunk the model saw.
 */
export function toEvidence(found: PassageInUnit[]): EvidencePassage[] {
  return found.map(({ passage: p, unitText }, i) => ({
    n: i + 1,
    docId: p.doc_id,
    docName: p.doc_name,
    locator: p.locator,
    text: p.text,
    unitText,
    score: p.score,
  }));
}

/**
 * The passages with their document's reference when it was imported with metadata (Zotero, BibTeX,
 * RIS), so each citation can say "Smith et al., 2019, p. 4". One query over the cited documents;
 * the scope is the user's, so the rows are too.
 */
export async function withReferences(deps: AppDeps, passages: EvidencePassage[]): Promise<EvidencePassage[]> {
  const ids = [...new Set(passages.map((p) => p.docId))];
  if (ids.length === 0) return passages;
  const rows = await deps.db.selectFrom("documents").select(["id", "metadata"]).where("id", "in", ids).where("metadata", "is not", null).execute();
  const references = new Map<string, CitationReference>();
  for (const row of rows) {
    const meta = metadataOf(row.metadata);
    if (!meta?.title.trim()) continue;
    const { title, creators, year, doi } = meta;
    references.set(row.id, { title, creators, year, doi, in_text: inTextCitation(meta) });
  }
  if (references.size === 0) return passages;
  return passages.map((p) => {
    const reference = references.get(p.docId);
    return reference ? { ...p, reference } : p;
  });
}
