import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("custom_file_name", "text")
    .addColumn("file_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("file_ref_id", "text", (c) => c.references("blob_refs.id").onDelete("set null"))
    .addColumn("index_ref_id", "text", (c) => c.references("blob_refs.id").onDelete("set null"))
    .addColumn("source_url", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stage", "text")
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    .addColumn("page_count", "integer")
    .addColumn("unit_kind", "text")
    .addColumn("title", "text")
    .addColumn("language", "text")
    .addColumn("report", "jsonb")
    .addColumn("ocr_units", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("warnings", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("ready_at", "timestamptz")
    .execute();
  await db.schema.createIndex("documents_user_created_idx").on("documents").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("document_units")
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("search", sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('simple', left("text", 200000))`).stored())
    .addPrimaryKeyConstraint("document_units_pk", ["document_id", "unit"])
    .execute();
  await db.schema.createIndex("document_units_search_idx").on("document_units").using("gin").column("search").execute();

  await db.schema
    .createTable("chunks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull())
    .addColumn("ordinal", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("char_start", "integer", (c) => c.notNull())
    .addColumn("char_end", "integer", (c) => c.notNull())
    .addColumn("embedding", "bytea")
    .addColumn("embedder_id", "text")
    .execute();
  await db.schema.createIndex("chunks_document_idx").on("chunks").columns(["document_id", "unit", "ordinal"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["chunks", "document_units", "documents"]) await db.schema.dropTable(t).ifExists().execute();
}
