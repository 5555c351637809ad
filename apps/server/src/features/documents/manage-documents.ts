import { sql } from "kysely";
import type { z } from "zod";
import type { DocumentListQuery } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";
import { daysSinceUpload, documentFilters, documentInKeyScope, keyScopeOf, ownedDocument, type ScopedUser } from "../scope/index.ts";
import { toDocument } from "./to-document.ts";
import { CANCELLED_MESSAGE, INGEST_JOB } from "./ingest-constants.ts";
import { cancelJob } from "../../platform/queue/cancel-job.ts";
import { containsPattern } from "../../platform/db/contains-pattern.ts";

/** Newest first, pages of 20; a search term clears the other filters (as the web app does). */
export async function listDocuments(deps: AppDeps, user: ScopedUser, q: z.infer<typeof DocumentListQuery>) {
  const { search, types, range } = documentFilters(q);
  let base = deps.db.selectFrom("documents").where("user_id", "=", user.id);
  base = base.where(documentInKeyScope(keyScopeOf(user), "id"));
  if (types.length) base = base.where("file_type", "in", types);
  if (range) base = base.where(daysSinceUpload("created_at"), ">=", range.from).where(daysSinceUpload("created_at"), "<=", range.to);
  // The Folder filter: documents in any of the checked folders (the user's own only).
  const folderIds = search ? [] : (q.knowledge_base_id ?? "").split(",").map((f) => f.trim()).filter(Boolean);
  if (folderIds.length) {
    base = base.where("id", "in", (eb) =>
      eb
        .selectFrom("knowledge_base_documents as k")
        .innerJoin("knowledge_bases as kb", "kb.id", "k.knowledge_base_id")
        .select("k.document_id")
        .where("kb.user_id", "=", user.id)
        .where("k.knowledge_base_id", "in", folderIds),
    );
  }
  if (search) {
    const like = containsPattern(search);
    base = base.where((eb) => eb.or([eb("name", "ilike", like), eb("custom_file_name", "ilike", like)]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy("created_at", q.order).orderBy("id", q.order).limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { documents: rows.map(toDocument), total: Number(count.n) };
}

/** The user's document (404 for any other). */
export async function getDocument(deps: AppDeps, user: UserRow, id: string) {
  return toDocument(await ownedDocument(deps, user.id, id));
}

export async function renameDocument(deps: AppDeps, user: UserRow, id: string, customName: string) {
  await ownedDocument(deps, user.id, id);
  const row = await deps.db
    .updateTable("documents")
    .set({ custom_file_name: customName || null, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("user_id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDocument(row);
}

/** Delete the document, its text, chunks and index (cascade), and the bytes no one else shares. */
export async function deleteDocument(deps: AppDeps, user: UserRow, id: string) {
  const doc = await ownedDocument(deps, user.id, id);
  if (doc.job_id && (doc.status === "queued" || doc.status === "processing")) await cancelJob(deps, INGEST_JOB, doc.job_id);
  await deps.db.deleteFrom("documents").where("id", "=", id).execute();
  await releaseBlobRefs(deps.db, deps.blobs, [doc.file_ref_id, doc.index_ref_id].filter((r): r is string => Boolean(r)));
  return { ok: true as const };
}

export async function cancelDocument(deps: AppDeps, user: UserRow, id: string) {
  const doc = await ownedDocument(deps, user.id, id);
  if (doc.status !== "queued" && doc.status !== "processing") throw new AppError("not_running");
  const row = await deps.db
    .updateTable("documents")
    .set({ status: "failed", stage: null, error: CANCELLED_MESSAGE, cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "in", ["queued", "processing"])
    .returningAll()
    .executeTakeFirst();
  if (doc.job_id) await cancelJob(deps, INGEST_JOB, doc.job_id);
  return toDocument(row ?? (await ownedDocument(deps, user.id, id)));
}

export async function retryDocument(deps: AppDeps, user: UserRow, id: string) {
  const doc = await ownedDocument(deps, user.id, id);
  if (doc.status !== "failed") throw new AppError("not_failed");
  const row = await deps.db
    .updateTable("documents")
    .set({ status: "queued", stage: "queued", progress: 0, error: null, cancelled_at: null, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const jobId = await deps.queue.send(INGEST_JOB, { documentId: id }, { user: user.id });
  await deps.db.updateTable("documents").set({ job_id: jobId }).where("id", "=", id).execute();
  return toDocument({ ...row, job_id: jobId });
}
