import { z } from "zod";
import { FREE_RETENTION_DAYS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { defineJob } from "../../platform/queue/job.ts";
import { advanceTestSubscriptions } from "../billing/index.ts";
import { deleteDocument } from "./manage-documents.ts";

export const RETENTION_JOB = "plans.remove-expired-free-documents";

/**
 * Remove the documents of free (and anonymous) users older than FREE_RETENTION_DAYS. The app warns
 * for a week before (`documents_expiring` in GET /api/usage, shown in billing and the library).
 * Idempotent: a re-run finds what is left. Returns how many documents went. The same daily job
 * also ends, converts or renews test-mode subscriptions whose term is over.
 */
export async function removeExpiredFreeDocuments(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FREE_RETENTION_DAYS * 86_400_000);
  const expired = await deps.db
    .selectFrom("documents")
    .innerJoin("users", "users.id", "documents.user_id")
    .selectAll("users")
    .select("documents.id as document_id")
    .where("documents.created_at", "<", cutoff)
    .where("users.unlimited", "=", false)
    .where((eb) => eb.or([eb("users.is_anonymous", "=", true), eb("users.plan", "=", "FREE")]))
    .orderBy("documents.created_at")
    .limit(1000)
    .execute();
  for (const row of expired) {
    const { document_id: documentId, ...user } = row;
    await deleteDocument(deps, user, documentId).catch((err: unknown) => deps.log.warn({ err, documentId }, "expired document not removed"));
  }
  if (expired.length > 0) deps.log.info({ removed: expired.length, before: cutoff.toISOString() }, "expired free documents removed");
  return expired.length;
}

export function retentionJob(deps: AppDeps) {
  return defineJob({
    name: RETENTION_JOB,
    payload: z.object({}).passthrough(),
    // Every day at 03:15 UTC.
    cron: "15 3 * * *",
    retryLimit: 2,
    handler: async () => {
      await advanceTestSubscriptions(deps);
      await removeExpiredFreeDocuments(deps);
    },
  });
}
