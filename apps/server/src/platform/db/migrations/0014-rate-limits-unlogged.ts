import { sql, type Kysely } from "kysely";

/**
 * Rate windows are counted on almost every API key request and every login: written without the
 * write-ahead log, a hit no longer waits for a disk flush (about 2.5 ms on PostgreSQL here, more
 * than the whole key step; docs/benchmarks.md, api-keys). A crash empties the table, which only
 * restarts the windows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set unlogged`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limits set logged`.execute(db);
}
