import { sql, type Kysely } from "kysely";

/**
 * The tables a job makes (documents, summaries, podcasts) record a cancel as a fact, `cancelled_at`,
 * instead of the job recognising it by the message people see. Rows cancelled before this migration
 * are found by the messages those cancels wrote (as they stood then).
 */
const CANCELLED_BEFORE: [table: string, failed: string, message: string][] = [
  ["documents", "failed", "Processing was cancelled."],
  ["summaries", "FAILED", "The summary was cancelled."],
  ["podcasts", "FAILED", "The podcast was cancelled."],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, failed, message] of CANCELLED_BEFORE) {
    await db.schema.alterTable(table).addColumn("cancelled_at", "timestamptz").execute();
    await sql`update ${sql.table(table)} set cancelled_at = updated_at where status = ${failed} and error = ${message}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of CANCELLED_BEFORE) await db.schema.alterTable(table).dropColumn("cancelled_at").execute();
}
