import { z } from "zod";
import type { ZoteroWatch } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { defineJob } from "../../platform/queue/job.ts";
import { assertFolderTakesUpload } from "../folders/index.ts";
import { libraryRef } from "./browse.ts";
import { findConnection, requireConnection } from "./connection.ts";
import { queueCollectionImport } from "./collection-import.ts";
import { fromZotero, zoteroApi } from "./zotero-deps.ts";

export const ZOTERO_WATCH_JOB = "zotero-watch-collections";
/** Watches checked per run at most; the rest wait for the next run (oldest checked first). */
const WATCHES_PER_RUN = 500;

type WatchRow = { id: string; library: string; collection_key: string; folder_id: string | null; last_version: number | null; last_checked_at: Date | null };
const toWatch = (r: WatchRow): ZoteroWatch => ({ id: r.id, library: r.library, collection: r.collection_key, knowledge_base_id: r.folder_id, last_version: r.last_version, last_checked_at: r.last_checked_at?.toISOString() ?? null });

/** PUT zotero/watches: one watch per collection and user (watching again changes its folder). */
export async function watchCollection(deps: AppDeps, user: UserRow, body: { collection: string; library: string; knowledge_base_id?: string | undefined }): Promise<ZoteroWatch> {
  await requireConnection(deps, user.id);
  if (body.knowledge_base_id) await assertFolderTakesUpload(deps, user, body.knowledge_base_id);
  const row = await deps.db
    .insertInto("zotero_watches")
    .values({ id: newId("zw_"), user_id: user.id, library: body.library, collection_key: body.collection, folder_id: body.knowledge_base_id ?? null })
    .onConflict((oc) => oc.columns(["user_id", "library", "collection_key"]).doUpdateSet({ folder_id: body.knowledge_base_id ?? null }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWatch(row);
}

export async function listWatches(deps: AppDeps, user: UserRow): Promise<{ watches: ZoteroWatch[] }> {
  const rows = await deps.db.selectFrom("zotero_watches").selectAll().where("user_id", "=", user.id).orderBy("created_at").execute();
  return { watches: rows.map(toWatch) };
}

export async function unwatchCollection(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  const gone = await deps.db.deleteFrom("zotero_watches").where("id", "=", id).where("user_id", "=", user.id).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new AppError("zotero_watch_not_found");
}

/**
 * One round of every watch: ask Zotero for the collection's items only if its library changed since
 * the version last seen (`If-Modified-Since-Version`; unchanged, it answers 304 and that is the one
 * request), and when it did, queue a collection import (which skips what was imported before).
 * A watch whose user has no connection any more, or whose check fails, waits for the next round.
 */
export async function checkWatches(deps: AppDeps): Promise<{ checked: number; imports: number }> {
  const rows = await deps.db.selectFrom("zotero_watches").selectAll().orderBy("last_checked_at", (ob) => ob.asc().nullsFirst()).limit(WATCHES_PER_RUN).execute();
  let imports = 0;
  for (const w of rows) {
    const c = await findConnection(deps, w.user_id);
    if (!c) continue;
    const lib = libraryRef(c, w.library);
    try {
      const page = await fromZotero(deps, "checking a watched collection", () =>
        zoteroApi(deps).get(`/${lib.path}/collections/${w.collection_key}/items/top`, c.apiKey, { query: { limit: 1 }, sinceVersion: w.last_version ?? undefined }),
      );
      if (!page.notModified) {
        await queueCollectionImport(deps, w.user_id, { library: w.library, collection: w.collection_key, folderId: w.folder_id });
        imports++;
      }
      await deps.db.updateTable("zotero_watches").set({ last_version: page.version ?? w.last_version, last_checked_at: new Date() }).where("id", "=", w.id).execute();
    } catch (err) {
      deps.log.warn({ err, watchId: w.id }, "zotero: a watched collection was not checked");
    }
  }
  return { checked: rows.length, imports };
}

export function zoteroWatchJob(deps: AppDeps) {
  return defineJob({
    name: ZOTERO_WATCH_JOB,
    payload: z.object({}).passthrough(),
    // Every 15 minutes.
    cron: "*/15 * * * *",
    retryLimit: 0,
    handler: async () => {
      await checkWatches(deps);
    },
  });
}
