import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // doc_id loses its document when that is deleted (the summary stays, with the name it had: doc_name).
  await db.schema
    .createTable("summaries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("doc_id", "text", (c) => c.references("documents.id").onDelete("set null"))
    .addColumn("doc_name", "text")
    .addColumn("source_text", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prompt", "text")
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("length", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("model_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    // Credits charged for a credit model, given back when the summary fails.
    .addColumn("credits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("result", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("summaries_user_created_idx").on("summaries").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("summaries_doc_idx").on("summaries").columns(["doc_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("summaries").ifExists().execute();
}
