import type { LocatorKind } from "@folio/contract";
import { CHARS_PER_TOKEN, documentBudget, estimateTokens } from "../../adapters/llm/index.ts";
import type { AppDeps } from "../../deps.ts";
import type { EvidencePassage } from "../../answering/index.ts";

/** Markers are one to three digits (markers.ts): a whole text of more units cannot be cited unit by unit. */
export const MAX_WHOLE_UNITS = 999;

interface ScopeUnit {
  document_id: string;
  unit: number;
  kind: string;
  label: string;
  text: string;
}

/**
 * The whole text of the scope as passages, one per unit (page, slide, chapter, block of rows) in
 * document order, each labelled with its locator, when it fits the model's budget; null when it
 * does not (the caller retrieves passages instead). A unit is a passage, so a model's [n] names a
 * unit and its quote is verified against that unit's text (passage text and unit text are the
 * same), the path retrieved evidence takes. Units without text are left out: nothing there to cite.
 */
export async function wholeScopeEvidence(deps: AppDeps, scope: { id: string; name: string }[], contextTokens: number): Promise<EvidencePassage[] | null> {
  if (scope.length === 0) return null;
  const budget = documentBudget(contextTokens);
  const ids = scope.map((d) => d.id);
  // Sizes first, so a large scope's text is not read. octet_length is known without decompressing a
  // stored text (length() is not), and bytes / 6 never exceeds the estimate (a Latin, Greek or Cyrillic
  // character is one or two bytes for a third of a token, any other at most four bytes for one token).
  const size = await deps.db
    .selectFrom("document_units")
    .select((eb) => [eb.fn.countAll<string>().as("units"), eb.fn.sum<string>(eb.fn("octet_length", ["text"])).as("bytes")])
    .where("document_id", "in", ids)
    .where("text", "<>", "")
    .executeTakeFirstOrThrow();
  if (Number(size.units) === 0 || Number(size.units) > MAX_WHOLE_UNITS || Number(size.bytes) / (2 * CHARS_PER_TOKEN) > budget) return null;
  const units = await deps.db
    .selectFrom("document_units")
    .select(["document_id", "unit", "kind", "label", "text"])
    .where("document_id", "in", ids)
    .where("text", "<>", "")
    .execute();
  return wholeTextPassages(scope, units, budget);
}

/** The units as numbered passages in scope and unit order, or null past the token budget. */
export function wholeTextPassages(scope: { id: string; name: string }[], units: ScopeUnit[], budget: number): EvidencePassage[] | null {
  const order = new Map(scope.map((d, i) => [d.id, i]));
  const sorted = units.filter((u) => order.has(u.document_id) && u.text.trim() !== "").sort((a, b) => (order.get(a.document_id) ?? 0) - (order.get(b.document_id) ?? 0) || a.unit - b.unit);
  if (sorted.length === 0 || sorted.length > MAX_WHOLE_UNITS) return null;
  let tokens = 0;
  for (const u of sorted) {
    tokens += estimateTokens(u.text) + estimateTokens(u.label);
    if (tokens > budget) return null;
  }
  const names = new Map(scope.map((d) => [d.id, d.name]));
  return sorted.map((u, i) => ({
    n: i + 1,
    docId: u.document_id,
    docName: names.get(u.document_id) ?? "",
    locator: { kind: u.kind as LocatorKind, unit: u.unit, label: u.label },
    text: u.text,
    unitText: u.text,
  }));
}
