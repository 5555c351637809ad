import type { AppDeps } from "../../deps.ts";
import type { DocumentRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";

/** The user's document, or 404: another user's document is indistinguishable from none. */
export async function ownedDocument(deps: AppDeps, userId: string, docId: string): Promise<DocumentRow> {
  const row = await deps.db.selectFrom("documents").selectAll().where("id", "=", docId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("not_found", "The document cannot be found or has been deleted.");
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
