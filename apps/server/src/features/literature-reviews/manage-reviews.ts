import { z } from "zod";
import {
  REVIEW_MAX_SOURCES,
  REVIEW_NEEDS_SOURCES,
  REVIEW_NOT_FOUND,
  ReviewReference,
  ReviewSection,
  type CitationStyle,
  type CreateReviewBody,
  type LiteratureReview,
  type ReviewPage,
} from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { cancelJob } from "../../platform/queue/cancel-job.ts";
import { documentsInFolder, keyScopeOf, ownedDocumentIds, ownedFolder, readyDocument, type ScopedUser } from "../scope/index.ts";
import { chargeCredits, defaultModelFor, refundCredits } from "../billing/index.ts";
import { REVIEW_JOB, type ReviewRow } from "./review-state.ts";
import { importCollectionForReview } from "./zotero-source.ts";

const StoredResult = z.object({ sections: z.array(ReviewSection), references: z.array(ReviewReference) });
const DocIds = z.array(z.string());

export function toReview(row: ReviewRow): LiteratureReview {
  const result = row.result ? StoredResult.parse(typeof row.result === "string" ? JSON.parse(row.result) : row.result) : { sections: [], references: [] };
  return {
    review_id: row.id,
    status: row.status,
    progress: row.progress,
    topic: row.topic,
    style: row.style as CitationStyle,
    model_name: row.model_name,
    language: row.language as LiteratureReview["language"],
    knowledge_base_id: row.folder_id,
    document_ids: DocIds.parse(row.doc_ids),
    zotero: row.zotero_library && row.zotero_collection ? { library: row.zotero_library, collection: row.zotero_collection } : null,
    error: row.error,
    sections: result.sections,
    references: result.references,
    date_time: new Date(row.created_at).toISOString(),
  };
}

/** A review a narrowed API key may reach: every one of its documents is inside the key's scope. */
async function inKeyScope(deps: AppDeps, user: ScopedUser, row: ReviewRow): Promise<boolean> {
  const scope = keyScopeOf(user);
  if (!scope) return true;
  const allowed = scope.docIds ? new Set(scope.docIds) : new Set(scope.folderId ? await documentsInFolder(deps, user.id, scope.folderId) : []);
  const docIds = DocIds.parse(row.doc_ids);
  // A Zotero collection's review has no documents until they are imported: no narrowed key reaches it.
  return docIds.length > 0 && docIds.every((id) => allowed.has(id));
}

/** The user's review, or 404 (another user's, or one outside the API key's scope, is indistinguishable from none). */
export async function ownedReview(deps: AppDeps, user: ScopedUser, id: string): Promise<ReviewRow> {
  const row = await deps.db.selectFrom("literature_reviews").selectAll().where("id", "=", id).where("user_id", "=", user.id).executeTakeFirst();
  if (!row || !(await inKeyScope(deps, user, row))) throw new AppError("not_found", REVIEW_NOT_FOUND);
  return row;
}

/** The documents to review: the folder's ready ones and the chosen ones (each must be ready), without repeats. */
async function chooseDocuments(deps: AppDeps, user: ScopedUser, body: CreateReviewBody): Promise<{ folderId: string | null; docIds: string[] }> {
  const folderId = body.knowledge_base_id?.trim() || null;
  const chosen = await ownedDocumentIds(deps, user.id, body.document_ids ?? []);
  // A chosen document must be ready (409 says it is still processing, or why it failed).
  for (const id of chosen) await readyDocument(deps, user.id, id);
  const inFolder = folderId ? (await ownedFolder(deps, user.id, folderId), await documentsInFolder(deps, user.id, folderId)) : [];
  if (chosen.length === 0 && inFolder.length === 0) throw new AppError("bad_request", REVIEW_NEEDS_SOURCES);
  const ids = [...new Set([...chosen, ...inFolder])];
  const docs = ids.length > 0 ? await deps.db.selectFrom("documents").select(["id", "status", "error"]).where("user_id", "=", user.id).where("id", "in", ids).execute() : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const ready = ids.filter((id) => byId.get(id)?.status === "ready");
  if (ready.length === 0) throw new AppError("document_not_ready", "None of the folder's documents is ready yet. Try again when they are processed.");
  if (ready.length > REVIEW_MAX_SOURCES) throw new AppError("bad_request", `A review can cover at most ${REVIEW_MAX_SOURCES} documents; choose fewer.`);
  return { folderId, docIds: ready };
}

/**
 * `POST /api/literature-reviews`: stores the request and queues the job; answers its id. A Zotero
 * collection is imported first (its import queued now), and the job waits for it.
 */
export async function startReview(deps: AppDeps, user: ScopedUser, body: CreateReviewBody): Promise<string> {
  const modelName = body.model_name ?? defaultModelFor(deps, user);
  deps.models.languageModel(modelName);
  if (body.zotero && body.document_ids?.length) throw new AppError("bad_request", "Choose either documents or a Zotero collection to review, not both.");
  // The plan's model rule and a credit model's credits, as chat and summaries charge them (403/402
  // before anything is stored); given back when the review is then refused or cannot be stored, and
  // by its job if it fails for good (the row keeps what was charged).
  const charged = await chargeCredits(deps, user, modelName);
  try {
    return await storeAndQueue(deps, user, body, modelName, charged);
  } catch (err) {
    await refundCredits(deps, user.id, charged);
    throw err;
  }
}

/** The review's sources chosen (a Zotero collection's import queued), the request stored with the credits it cost and its job queued. */
async function storeAndQueue(deps: AppDeps, user: ScopedUser, body: CreateReviewBody, modelName: string, credits: number): Promise<string> {
  const given = body.knowledge_base_id?.trim() || null;
  const zotero = body.zotero ? { source: body.zotero, ...(await importCollectionForReview(deps, user, body.zotero, given)) } : null;
  const { folderId, docIds } = zotero ? { folderId: zotero.folderId, docIds: [] } : await chooseDocuments(deps, user, body);
  const id = newId("rev_");
  await deps.db
    .insertInto("literature_reviews")
    .values({
      id,
      user_id: user.id,
      topic: body.topic,
      folder_id: folderId,
      doc_ids: JSON.stringify(docIds),
      style: body.style,
      language: body.language ?? "EN",
      model_name: modelName,
      credits,
      status: "queued",
      zotero_library: zotero?.source.library ?? null,
      zotero_collection: zotero?.source.collection ?? null,
      zotero_import_id: zotero?.importId ?? null,
    })
    .execute();
  const jobId = await deps.queue.send(REVIEW_JOB, { reviewId: id }, { user: user.id });
  await deps.db.updateTable("literature_reviews").set({ job_id: jobId }).where("id", "=", id).execute();
  return id;
}

export async function getReview(deps: AppDeps, user: ScopedUser, id: string): Promise<LiteratureReview> {
  return toReview(await ownedReview(deps, user, id));
}

export async function listReviews(deps: AppDeps, user: ScopedUser, q: { page: number; page_size: number; order: "asc" | "desc" }): Promise<ReviewPage> {
  // Key-scoped lists are rare and short: filtered after reading (a review's scope is all its documents).
  const rows = await deps.db.selectFrom("literature_reviews").selectAll().where("user_id", "=", user.id).orderBy("created_at", q.order).orderBy("id", q.order).execute();
  const visible = [];
  for (const r of rows) if (await inKeyScope(deps, user, r)) visible.push(r);
  const start = (q.page - 1) * q.page_size;
  const page = visible.slice(start, start + q.page_size);
  return { reviews: page.map(toReview), nextPage: start + q.page_size < visible.length ? q.page + 1 : null };
}

export async function deleteReview(deps: AppDeps, user: ScopedUser, id: string): Promise<void> {
  const row = await ownedReview(deps, user, id);
  // A running job sees the row gone and stops.
  await deps.db.deleteFrom("literature_reviews").where("id", "=", id).execute();
  if (row.job_id && row.status !== "ready" && row.status !== "failed") await cancelJob(deps, REVIEW_JOB, row.job_id);
}
