import type { EvidencePassage } from "../../answering/index.ts";
import type { PassageInUnit } from "../retrieval/index.ts";

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
