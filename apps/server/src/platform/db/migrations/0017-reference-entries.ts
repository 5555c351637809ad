import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Entries of a BibTeX or RIS export imported without a Zotero account: their metadata, and the
  // attachment names they list, waiting for their PDF (uploaded with the export or later); a PDF
  // that matches becomes a document with the entry's metadata (document_id set).
  await db.schema
    .createTable("reference_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("metadata", "jsonb", (c) => c.notNull())
    .addColumn("file_names", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("document_id", "text", (c) => c.references("documents.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("reference_entries_user_idx").on("reference_entries").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reference_entries").ifExists().execute();
}
