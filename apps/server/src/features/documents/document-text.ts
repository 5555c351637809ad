import { sql } from "kysely";
import type { z } from "zod";
import { documentDisplayName, ParseReport, type FileType, type LocatorKind, type SearchResult } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { documentInKeyScope, keyScopeOf, ownedDocument, readyDocument, searchScope, type ScopedUser } from "../scope/index.ts";
import { lexicalUnitMatches, type UnitMatch } from "../retrieval/index.ts";
import { contentTypeOf } from "./accept-document.ts";

export async function unitContent(deps: AppDeps, user: UserRow, id: string, unit: number) {
  await readyDocument(deps, user.id, id);
  const row = await deps.db.selectFrom("document_units").select(["unit", "kind", "label", "text", "source"]).where("document_id", "=", id).where("unit", "=", unit).executeTakeFirst();
  if (!row) throw new AppError("unit_not_found", `This document has no unit ${unit}.`);
  return { ...row, kind: row.kind as LocatorKind };
}

export async function documentOutline(deps: AppDeps, user: UserRow, id: string) {
  const doc = await readyDocument(deps, user.id, id);
  const rows = await deps.db
    .selectFrom("document_units")
    .select(["unit", "label", "kind", sql<boolean>`text ~ '[^[:space:]]'`.as("has_text")])
    .where("document_id", "=", id)
    .orderBy("unit")
    .execute();
  // Units stay numbered as the file numbers them (spine item n is unit n), so an empty cover keeps
  // its number; a viewer, which shows a unit's text, opens at the first unit with text instead. A
  // PDF's page is shown as drawn, so its pictures-only cover is worth opening at.
  const first = rows[0]?.unit ?? 1;
  const start = doc.file_type === "pdf" ? first : (rows.find((r) => r.has_text)?.unit ?? first);
  return { units: rows.map((r) => ({ unit: r.unit, label: r.label, kind: r.kind as LocatorKind })), start_unit: start };
}

export async function documentReport(deps: AppDeps, user: UserRow, id: string) {
  const doc = await readyDocument(deps, user.id, id);
  return ParseReport.parse(doc.report);
}

export async function documentFile(deps: AppDeps, user: UserRow, id: string) {
  const doc = await ownedDocument(deps, user.id, id);
  const ref = await deps.db.selectFrom("blob_refs").select(["hash", "size_bytes"]).where("id", "=", doc.file_ref_id ?? "").executeTakeFirst();
  if (!ref) throw new AppError("not_found", "The document's file is no longer stored.");
  return { stream: deps.blobs.read(ref.hash), size: ref.size_bytes, contentType: contentTypeOf(doc.file_type), fileName: documentDisplayName(doc) };
}

// Text matches a search returns at most (the names' matches come on top).
const TEXT_RESULTS = 50;

/**
 * Library-wide search over names and text: the lexical ranking of the units of every ready document
 * the caller may read (decision 54), then units holding the query as a substring where the tokenizer
 * does not cut it out (part of a segmented Chinese or Japanese word, or of a longer token), after them.
 */
export async function searchDocuments(deps: AppDeps, user: ScopedUser, query: string) {
  const like = `%${query.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const keyScope = keyScopeOf(user);
  const scope = await searchScope(deps, user.id, { keyScope });
  const ranked = await lexicalUnitMatches(deps, scope, query, TEXT_RESULTS);
  const byText = [...(await matchedUnits(deps, user.id, ranked)), ...(await substringUnits(deps, user, like, ranked))].slice(0, TEXT_RESULTS);
  const byName = await deps.db
    .selectFrom("documents")
    .select(["id", "name", "custom_file_name", "file_type"])
    .where("user_id", "=", user.id)
    .where(documentInKeyScope(keyScope, "id"))
    .where((eb) => eb.or([eb("name", "ilike", like), eb("custom_file_name", "ilike", like)]))
    .limit(20)
    .execute();
  const results: z.infer<typeof SearchResult>[] = byName.map((d) => ({ doc_id: d.id, name: documentDisplayName(d), file_type: d.file_type as FileType, locator: null, snippet: "" }));
  for (const r of byText) {
    results.push({ doc_id: r.id, name: documentDisplayName(r), file_type: r.file_type as FileType, locator: { kind: r.kind as LocatorKind, unit: r.unit, label: r.label }, snippet: snippetAround(r.text, query) });
  }
  return { results };
}

const UNIT_COLUMNS = ["d.id", "d.name", "d.custom_file_name", "d.file_type", "u.unit", "u.kind", "u.label", "u.text"] as const;

/** The ranked units' rows with their documents', in the ranking's order. */
async function matchedUnits(deps: AppDeps, userId: string, ranked: UnitMatch[]) {
  if (ranked.length === 0) return [];
  const rows = await deps.db
    .selectFrom("document_units as u")
    .innerJoin("documents as d", "d.id", "u.document_id")
    .select(UNIT_COLUMNS)
    .where("d.user_id", "=", userId)
    .where((eb) => eb.or(ranked.map((m) => eb.and([eb("u.document_id", "=", m.docId), eb("u.unit", "=", m.unit)]))))
    .execute();
  const byKey = new Map(rows.map((r) => [`${r.id}:${r.unit}`, r]));
  return ranked.flatMap((m) => byKey.get(`${m.docId}:${m.unit}`) ?? []);
}

/**
 * Units holding the query as a substring, other than the ranked ones, only while the ranking left
 * room: a part of what the tokenizer keeps as one token (a segmented Chinese word) is still found.
 */
async function substringUnits(deps: AppDeps, user: ScopedUser, like: string, ranked: UnitMatch[]) {
  const room = TEXT_RESULTS - ranked.length;
  if (room <= 0) return [];
  const taken = new Set(ranked.map((m) => `${m.docId}:${m.unit}`));
  const rows = await deps.db
    .selectFrom("document_units as u")
    .innerJoin("documents as d", "d.id", "u.document_id")
    .select(UNIT_COLUMNS)
    .where("d.user_id", "=", user.id)
    .where("d.status", "=", "ready")
    .where(documentInKeyScope(keyScopeOf(user), "d.id"))
    .where("u.text", "ilike", like)
    .orderBy("d.created_at", "desc")
    .orderBy("u.unit")
    .limit(room + ranked.length)
    .execute();
  return rows.filter((r) => !taken.has(`${r.id}:${r.unit}`)).slice(0, room);
}

/** About 200 characters of text around the first occurrence of the query's first term. */
export function snippetAround(text: string, query: string): string {
  const flat = text.replace(/\s+/g, " ");
  const term = query.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  const at = Math.max(0, flat.toLowerCase().indexOf(term));
  const start = Math.max(0, at - 80);
  return (start > 0 ? "…" : "") + flat.slice(start, start + 200) + (start + 200 < flat.length ? "…" : "");
}
