import { FOLDER_NAME_MAX, REVIEW_MAX_SOURCES, type ReviewZoteroSource } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { RunningJob } from "../../platform/queue/tracked-job.ts";
import { createFolder } from "../folders/index.ts";
import { keyScopeOf, type ScopedUser } from "../scope/index.ts";
import { collectionImportStatus, startCollectionImport, zoteroCollections } from "../zotero/index.ts";
import { REVIEW_JOB, type ReviewProgress, type ReviewRow } from "./review-state.ts";

/** How long a review waits before it looks at its collection import (and the imported papers' reading) again. */
const WAIT_SECONDS = 2;
/** The review's progress while the collection is imported (0..IMPORTED) and its papers are read (..READ); writing takes the rest. */
const IMPORTED = 40;
export const ZOTERO_READ = 50;

const COLLECTION_NOT_FOUND = "That Zotero collection cannot be found in your library.";

/**
 * A review of a Zotero collection starts with the collection's import (the collection import job)
 * into the folder given, or a new folder named after the collection. Zotero is for people signed
 * in with a session: an API key narrowed to a folder or documents cannot reach it.
 */
export async function importCollectionForReview(deps: AppDeps, user: ScopedUser, source: ReviewZoteroSource, folderId: string | null): Promise<{ folderId: string; importId: string }> {
  if (keyScopeOf(user)) throw new AppError("api_key_scope_denied");
  const { collections } = await zoteroCollections(deps, user, source.library);
  const collection = collections.find((c) => c.key === source.collection);
  if (!collection) throw new AppError("not_found", COLLECTION_NOT_FOUND);
  const folder = folderId ?? (await createFolder(deps, user, { name: collection.name.slice(0, FOLDER_NAME_MAX), document_ids: [], knowledge_base_type: "FOLDER" })).id;
  const started = await startCollectionImport(deps, user, { collection: source.collection, library: source.library, knowledge_base_id: folder });
  return { folderId: folder, importId: started.id };
}

/**
 * The first step of a Zotero-collection review's job: the documents its import made (or found
 * imported before), once the import is done and every one of them has been read; null while it
 * waits, after the job has been queued again to look in WAIT_SECONDS (a waiting review holds no
 * worker). The ready ones become the review's doc_ids.
 */
export async function collectionDocuments(deps: AppDeps, row: ReviewRow & { zotero_import_id: string }, job: RunningJob<ReviewProgress>): Promise<string[] | null> {
  const user = await deps.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirstOrThrow();
  const imported = await collectionImportStatus(deps, user, row.zotero_import_id);
  if (imported.status === "failed") throw new AppError("bad_request", `The Zotero collection could not be imported: ${imported.error ?? "Error fetching documents from Zotero"}`);
  if (imported.status !== "done") return waitAgain(deps, row, job, Math.max(1, Math.round((IMPORTED * imported.progress) / 100)));
  if (imported.doc_ids.length === 0) throw new AppError("bad_request", "None of the collection's items has a file Folio can read (a PDF or another document stored in Zotero).");
  const docs = await deps.db.selectFrom("documents").select(["id", "status"]).where("user_id", "=", row.user_id).where("id", "in", imported.doc_ids).execute();
  const reading = docs.filter((d) => d.status === "queued" || d.status === "processing").length;
  if (reading > 0) return waitAgain(deps, row, job, IMPORTED + Math.round(((ZOTERO_READ - IMPORTED) * (docs.length - reading)) / docs.length));
  const ready = new Set(docs.filter((d) => d.status === "ready").map((d) => d.id));
  const docIds = imported.doc_ids.filter((id) => ready.has(id)).slice(0, REVIEW_MAX_SOURCES);
  if (docIds.length === 0) throw new AppError("bad_request", "None of the collection's papers could be read.");
  await deps.db.updateTable("literature_reviews").set({ doc_ids: JSON.stringify(docIds) }).where("id", "=", row.id).execute();
  return docIds;
}

async function waitAgain(deps: AppDeps, row: ReviewRow, job: RunningJob<ReviewProgress>, progress: number): Promise<null> {
  await job.update({ progress });
  const jobId = await deps.queue.send(REVIEW_JOB, { reviewId: row.id }, { user: row.user_id, startAfterSeconds: WAIT_SECONDS });
  await deps.db.updateTable("literature_reviews").set({ job_id: jobId }).where("id", "=", row.id).where("status", "not in", ["ready", "failed"]).execute();
  return null;
}
