import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A literature review made as a tracked job (decision 0011's lifecycle, decision 0028): what was
  // asked (topic, folder or documents, style, model), its progress, and the finished review as JSON.
  await db.schema
    .createTable("literature_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("folder_id", "text")
    .addColumn("doc_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("style", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("model_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("result", "jsonb")
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("literature_reviews_user_idx").on("literature_reviews").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("literature_reviews").ifExists().execute();
}
