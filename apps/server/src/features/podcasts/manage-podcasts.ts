import { sql } from "kysely";
import type { z } from "zod";
import { PODCAST_CANCELLED, type Podcast, type PodcastListQuery, type PodcastPage, type PodcastSource } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { keyScopeOf, podcastInKeyScope, type ScopedUser } from "../scope/index.ts";
import { describeSource } from "./load-source.ts";
import { PODCAST_JOB } from "./podcast-state.ts";
import { toPodcast, type PodcastRow } from "./to-podcast.ts";
import { cancelJob } from "../../platform/queue/cancel-job.ts";

const NOT_FOUND = "The podcast cannot be found or has been deleted.";

async function ownedPodcast(deps: AppDeps, userId: string, id: string): Promise<PodcastRow> {
  const row = await deps.db.selectFrom("podcasts").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

export async function startPodcast(deps: AppDeps, user: UserRow, from: { id: string; source: PodcastSource }): Promise<{ podcast_id: string }> {
  const { name, language } = await describeSource(deps, user.id, from.source, from.id);
  const id = newId("pod_");
  await deps.db.insertInto("podcasts").values({ id, user_id: user.id, name, source: from.source, source_id: from.id, language, status: "QUEUED" }).execute();
  const jobId = await deps.queue.send(PODCAST_JOB, { podcastId: id }, { user: user.id });
  await deps.db.updateTable("podcasts").set({ job_id: jobId }).where("id", "=", id).execute();
  return { podcast_id: id };
}

export async function listPodcasts(deps: AppDeps, user: ScopedUser, q: z.infer<typeof PodcastListQuery>): Promise<PodcastPage> {
  const keyScope = keyScopeOf(user);
  let query = deps.db.selectFrom("podcasts").selectAll().where("user_id", "=", user.id);
  if (keyScope) query = query.where(podcastInKeyScope(keyScope, user.id));
  if (q.id) query = query.where("source_id", "=", q.id);
  if (q.conversation) query = query.where("source", "=", "CONVERSATION").where("source_id", "=", q.conversation);
  // One row more than a page tells whether another page exists.
  const rows = await query
    .orderBy("created_at", q.order)
    .orderBy("id", q.order)
    .limit(q.page_size + 1)
    .offset((q.page - 1) * q.page_size)
    .execute();
  return { podcasts: rows.slice(0, q.page_size).map(toPodcast), nextPage: rows.length > q.page_size ? q.page + 1 : null };
}

export async function getPodcast(deps: AppDeps, user: UserRow, id: string): Promise<Podcast> {
  return toPodcast(await ownedPodcast(deps, user.id, id));
}

export async function deletePodcast(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  const row = await ownedPodcast(deps, user.id, id);
  // A running job sees the row gone and stops; its files go with it.
  await deps.db.deleteFrom("podcasts").where("id", "=", id).execute();
  if (row.audio_ref_id) await releaseBlobRefs(deps.db, deps.blobs, [row.audio_ref_id]);
  if (row.job_id && row.status !== "COMPLETED" && row.status !== "FAILED") await cancelJob(deps, PODCAST_JOB, row.job_id);
}

export async function cancelPodcast(deps: AppDeps, user: UserRow, id: string): Promise<Podcast> {
  const row = await ownedPodcast(deps, user.id, id);
  if (row.status === "COMPLETED" || row.status === "FAILED") {
    throw new AppError("podcast_not_running");
  }
  const updated = await deps.db
    .updateTable("podcasts")
    .set({ status: "FAILED", error: PODCAST_CANCELLED, progress: 0, cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.job_id) await cancelJob(deps, PODCAST_JOB, row.job_id);
  return toPodcast(updated);
}

export async function retryPodcast(deps: AppDeps, user: UserRow, id: string): Promise<Podcast> {
  const row = await ownedPodcast(deps, user.id, id);
  if (row.status !== "FAILED") throw new AppError("podcast_not_failed");
  await describeSource(deps, user.id, row.source, row.source_id);
  await deps.db.updateTable("podcasts").set({ status: "QUEUED", error: null, progress: 0, cancelled_at: null, updated_at: sql<Date>`now()` }).where("id", "=", id).execute();
  const jobId = await deps.queue.send(PODCAST_JOB, { podcastId: id }, { user: user.id });
  const updated = await deps.db.updateTable("podcasts").set({ job_id: jobId }).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
  return toPodcast(updated);
}
