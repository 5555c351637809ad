import type { AppDeps } from "../../deps.ts";
import type { DocumentRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";

const DOCUMENT_NOT_FOUND = "The document cannot be found or has been deleted.";

/** The 404 for one of several named documents that is not the user's: it names the document. */
export function documentNotFound(docId: string): AppError {
  return new AppError("not_found", `The document ${docId} cannot be found or has been deleted.`);
}

/** The user's document, or 404: another user's document is indistinguishable from none. */
export async function ownedDocument(deps: AppDeps, userId: string, docId: string): Promise<DocumentRow> {
  const row = await deps.db.selectFrom("documents").selectAll().where("id", "=", docId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("not_found", DOCUMENT_NOT_FOUND);
  return row;
}

/** The same, for calls that need the document's text: it must have finished processing. */
export async function readyDocument(deps: AppDeps, userId: string, docId: string): Promise<DocumentRow> {
  const row = await ownedDocument(deps, userId, docId);
  assertReady(row);
  return row;
}

/**
 * Refuse a document whose text cannot be used: one still in processing (409, try again later), or
 * one that failed, with the reason it failed (409 too, until it is retried).
 */
export function assertReady(doc: Pick<DocumentRow, "status" | "error">): void {
  if (doc.status === "ready") return;
  if (doc.status === "failed") throw new AppError("document_failed", doc.error ? `The document could not be processed: ${doc.error}` : undefined);
  throw new AppError("document_not_ready");
}

/**
 * What a user may add (to a folder): the given ids without repeats, each one of the user's
 * documents, in any state (404 names the first that is not).
 */
export async function ownedDocumentIds(deps: AppDeps, userId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.db.selectFrom("documents").select("id").where("user_id", "=", userId).where("id", "in", unique).execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw documentNotFound(missing);
  return unique;
}
