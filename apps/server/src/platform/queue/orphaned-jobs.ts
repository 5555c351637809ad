import type pg from "pg";
import type { PgBoss } from "pg-boss";

/** What a job's output says when it was taken back from a process that stopped while running it. */
export const ORPHANED_MESSAGE = "the process that ran it stopped";

/**
 * On the embedded database one process holds the data (db.lock, see platform/db/data-lock.ts), so a
 * job still `active` when that process starts was held by the one before it, which died (SIGKILL, a
 * crash, power). pg-boss would find it only by its missed heartbeat (HEARTBEAT_SECONDS), at its next
 * supervision, and would then hold the retry back by the retry delay: some 25 s in which a document
 * read "processing" after a restart with nothing working on it. Each such job is failed now, as a
 * missed heartbeat would fail it (a retry while retries remain, counted, or failed for good), and a
 * retry may start at once. Never on PostgreSQL, where other processes' running jobs are active too.
 */
export async function retryOrphanedJobs(boss: Pick<PgBoss, "fail">, pool: Pick<pg.Pool, "query">): Promise<number> {
  const { rows } = await pool.query<{ name: string; id: string }>("select name, id from pgboss.job where state = 'active'");
  for (const { name, id } of rows) await boss.fail(name, id, { message: ORPHANED_MESSAGE });
  if (rows.length > 0) {
    await pool.query("update pgboss.job set start_after = now() where state = 'retry' and id = any($1::uuid[])", [rows.map((r) => r.id)]);
  }
  return rows.length;
}
