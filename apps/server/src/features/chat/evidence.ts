import type { Passage } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { EvidencePassage } from "../../answering/index.ts";

/**
 * Retrieved passages numbered [1]..[k] with the whole text of the unit each comes from: a cited
 * quote is verified against its unit, not only the chunk the model saw.
 */
export async function toEvidence(deps: AppDeps, passages: Passage[]): Promise<EvidencePassage[]> {
  if (passages.length === 0) return [];
  const units = await deps.db
    .selectFrom("document_units")
    .select(["document_id", "unit", "text"])
    .where((eb) => eb.or(passages.map((p) => eb.and([eb("document_id", "=", p.doc_id), eb("unit", "=", p.locator.unit)]))))
    .execute();
  const textOf = new Map(units.map((u) => [`${u.document_id}:${u.unit}`, u.text]));
  return passages.map((p, i) => ({
    n: i + 1,
    docId: p.doc_id,
    docName: p.doc_name,
    locator: p.locator,
    text: p.text,
    unitText: textOf.get(`${p.doc_id}:${p.locator.unit}`) ?? p.text,
    score: p.score,
  }));
}
