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
  if (row.status !== "ready") throw new AppError("document_not_ready", { status: 409, detail: "The document is still being processed. Try again when it is ready." });
  return row;
}
