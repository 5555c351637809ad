import { sql } from "kysely";
import { z } from "zod";
import { ZOTERO_COLLECTION_IMPORT_MAX, type ZoteroImport, type ZoteroItem } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { defineTrackedJob, type JobRecord } from "../../platform/queue/tracked-job.ts";
import { addUploadToFolder, assertFolderTakesUpload } from "../folders/index.ts";
import { listZoteroItems } from "./browse.ts";
import { requireConnection } from "./connection.ts";
import { importAttachment, zoteroSourceUrl } from "./import-attachment.ts";

export const ZOTERO_IMPORT_JOB = "zotero-import-collection";
const FAILED_MESSAGE = "The Zotero collection could not be imported. Try again.";
const PAGE = 100;

interface ImportRow {
  id: string;
  user_id: string;
  library: string;
  collection_key: string;
  folder_id: string | null;
}
interface ImportProgress {
  progress?: number;
  total?: number;
  imported?: number;
  skipped?: number;
  doc_ids?: string[];
}

/** POST zotero/imports: checks the connection and the folder now, then queues the job. */
export async function startCollectionImport(deps: AppDeps, user: UserRow, body: { collection: string; library: string; knowledge_base_id?: string | undefined }): Promise<ZoteroImport> {
  await requireConnection(deps, user.id);
  if (body.knowledge_base_id) await assertFolderTakesUpload(deps, user, body.knowledge_base_id);
  const id = await queueCollectionImport(deps, user.id, { library: body.library, collection: body.collection, folderId: body.knowledge_base_id ?? null });
  return collectionImportStatus(deps, user, id);
}

/** A new import of a collection, queued (a request's, or a watch's when its library changed). */
export async function queueCollectionImport(deps: AppDeps, userId: string, c: { library: string; collection: string; folderId: string | null }): Promise<string> {
  const id = newId("zimp_");
  await deps.db.insertInto("zotero_imports").values({ id, user_id: userId, library: c.library, collection_key: c.collection, folder_id: c.folderId, error: null }).execute();
  await deps.queue.send(ZOTERO_IMPORT_JOB, { importId: id }, { user: userId });
  return id;
}

export async function collectionImportStatus(deps: AppDeps, user: UserRow, id: string): Promise<ZoteroImport> {
  const row = await deps.db.selectFrom("zotero_imports").selectAll().where("id", "=", id).where("user_id", "=", user.id).executeTakeFirst();
  if (!row) throw new AppError("zotero_import_not_found");
  const docIds = typeof row.doc_ids === "string" ? (JSON.parse(row.doc_ids) as unknown) : row.doc_ids;
  return { id: row.id, status: row.status, progress: row.progress, total: row.total, imported: row.imported, skipped: row.skipped, doc_ids: Array.isArray(docIds) ? docIds.map(String) : [], error: row.error };
}

async function update(deps: AppDeps, id: string, values: ImportProgress & { status?: ZoteroImport["status"]; error?: string | null }) {
  const { doc_ids, ...rest } = values;
  await deps.db
    .updateTable("zotero_imports")
    .set({ ...rest, ...(doc_ids ? { doc_ids: JSON.stringify(doc_ids) } : {}), updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where("status", "not in", ["done", "failed"])
    .execute();
}

function importRecord(deps: AppDeps, id: string): JobRecord<ImportRow, ImportProgress> {
  return {
    async load() {
      const row = await deps.db.selectFrom("zotero_imports").select(["id", "user_id", "library", "collection_key", "folder_id", "status", "cancelled_at"]).where("id", "=", id).executeTakeFirst();
      return row && row.status !== "done" && row.status !== "failed" && row.cancelled_at === null ? row : null;
    },
    start: () => update(deps, id, { status: "running", error: null }),
    progress: (values) => update(deps, id, values),
    async isCancelled() {
      const row = await deps.db.selectFrom("zotero_imports").select("cancelled_at").where("id", "=", id).executeTakeFirst();
      return !row || row.cancelled_at !== null;
    },
    fail: (_row, message) => update(deps, id, { status: "failed", error: message }),
    retrying: () => update(deps, id, { status: "queued" }),
  };
}

/** The attachment to import for an item: its PDF if it has one, else its first stored file. */
function chosenAttachment(item: ZoteroItem) {
  return item.attachments.find((a) => a.content_type === "application/pdf") ?? item.attachments[0];
}

/**
 * Import a collection: page through its top-level items (at most ZOTERO_COLLECTION_IMPORT_MAX),
 * import each item's file with the item's metadata, skip items without one and attachments this
 * user imported before (so running it again, or a watch, adds only what is new). A refusal of one
 * file (too many pages, not a readable format) skips it; the day's upload limit ends the job.
 */
export function zoteroImportJob(deps: AppDeps) {
  return defineTrackedJob({
    name: ZOTERO_IMPORT_JOB,
    payload: z.object({ importId: z.string() }),
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    concurrency: 1,
    log: deps.log,
    cancelCheckMs: 1000,
    progressEveryMs: 400,
    failedMessage: FAILED_MESSAGE,
    finalFailure: (err) => (err instanceof AppError ? err.detail : undefined),
    record: ({ importId }) => importRecord(deps, importId),
    work: async (row, job) => {
      const user = await deps.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirstOrThrow();
      const c = await requireConnection(deps, user.id);
      const items: ZoteroItem[] = [];
      for (let page = 1; items.length < ZOTERO_COLLECTION_IMPORT_MAX; page++) {
        const list = await listZoteroItems(deps, user, { library: row.library, collection: row.collection_key, page_number: page, page_size: PAGE, order: "dateAdded:asc" });
        items.push(...list.items);
        if (list.items.length < PAGE || items.length >= list.total) break;
      }
      const toImport = items.slice(0, ZOTERO_COLLECTION_IMPORT_MAX);
      const importedBefore = await deps.db.selectFrom("documents").select(["id", "source_url"]).where("user_id", "=", user.id).where("source_url", "like", "zotero://%").execute();
      const seen = new Map(importedBefore.map((d) => [d.source_url, d.id]));
      const state = { total: toImport.length, imported: 0, skipped: 0, doc_ids: [] as string[] };
      await job.update({ ...state, progress: 1 });
      for (const [index, item] of toImport.entries()) {
        job.signal.throwIfAborted();
        const attachment = chosenAttachment(item);
        const before = attachment && seen.get(zoteroSourceUrl(attachment.link));
        if (!attachment) state.skipped++;
        else {
          try {
            if (before) {
              // Not imported again, but put in this folder too and listed, so the folder (and a review of it) holds the whole collection.
              if (row.folder_id) {
                await assertFolderTakesUpload(deps, user, row.folder_id);
                await addUploadToFolder(deps, row.folder_id, before);
              }
              state.skipped++;
              state.doc_ids.push(before);
            } else {
              const doc = await importAttachment(deps, user, c, { link: attachment.link, fileName: attachment.file_name, folderId: row.folder_id ?? undefined });
              state.imported++;
              state.doc_ids.push(doc.doc_id);
            }
          } catch (err) {
            // The day's allowance or a full folder stops the whole import; one unreadable file does not.
            if (err instanceof AppError && (err.status === 429 || err.status === 402 || err.code === "zotero_failed")) throw err;
            if (!(err instanceof AppError)) throw err;
            state.skipped++;
          }
        }
        job.progress({ ...state, doc_ids: [...state.doc_ids], progress: Math.max(1, Math.round(((index + 1) / Math.max(1, toImport.length)) * 100)) });
      }
      await job.update({ ...state, progress: 100 });
      await update(deps, row.id, { status: "done" });
    },
  });
}
