import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A Zotero collection imported as a job (decision 11's lifecycle): its progress, counts and the
  // documents it made. Which attachments were imported already is read from documents.source_url.
  await db.schema
    .createTable("zotero_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("library", "text", (c) => c.notNull())
    .addColumn("collection_key", "text", (c) => c.notNull())
    .addColumn("folder_id", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("imported", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("doc_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("error", "text")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("zotero_imports_user_idx").on("zotero_imports").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("zotero_imports").ifExists().execute();
}
