import { sql, type Kysely } from "kysely";

/**
 * Semantic retrieval. Each chunk keeps one int8 vector (`chunks.embedding`, format byte + float32
 * scale + one byte per dimension) with the id of the embedder that made it (`chunks.embedder_id`).
 * Databases made before this migration may lack those columns; new ones have them from 0002.
 * `embedding_runs` records the background (re-)embedding after the embedder changes: one row per
 * embedder id, with its progress, for the log and `npm run admin -- embeddings`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chunks add column if not exists embedding bytea`.execute(db);
  await sql`alter table chunks add column if not exists embedder_id text`.execute(db);
  await db.schema
    .createTable("embedding_runs")
    .addColumn("embedder_id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
  // Finding a scope's vectors of one embedder, and the chunks still to (re-)embed.
  await db.schema.createIndex("chunks_document_embedder_idx").on("chunks").columns(["document_id", "embedder_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("chunks_document_embedder_idx").ifExists().execute();
  await db.schema.dropTable("embedding_runs").ifExists().execute();
}
