import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // share_id is the public link's token; null while the folder is not shared (revoking clears it).
  await db.schema
    .createTable("knowledge_bases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("knowledge_base_type", "text", (c) => c.notNull().defaultTo("FOLDER"))
    .addColumn("share_id", "text", (c) => c.unique())
    .addColumn("shared_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("knowledge_bases_user_created_idx").on("knowledge_bases").columns(["user_id", "created_at"]).execute();

  // A document may sit in several folders; deleting the document (or the folder) removes the row.
  await db.schema
    .createTable("knowledge_base_documents")
    .addColumn("knowledge_base_id", "text", (c) => c.notNull().references("knowledge_bases.id").onDelete("cascade"))
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("knowledge_base_documents_pk", ["knowledge_base_id", "document_id"])
    .execute();
  await db.schema.createIndex("knowledge_base_documents_document_idx").on("knowledge_base_documents").column("document_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("knowledge_base_documents").ifExists().execute();
  await db.schema.dropTable("knowledge_bases").ifExists().execute();
}
