import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A watched Zotero collection: a scheduled job asks Zotero whether its library changed since
  // `last_version` (If-Modified-Since-Version: an unchanged library costs one request, a 304) and
  // imports what is new into the folder.
  await db.schema
    .createTable("zotero_watches")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("library", "text", (c) => c.notNull())
    .addColumn("collection_key", "text", (c) => c.notNull())
    .addColumn("folder_id", "text", (c) => c.references("knowledge_bases.id").onDelete("set null"))
    .addColumn("last_version", "integer")
    .addColumn("last_checked_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("zotero_watches_user_collection_idx").on("zotero_watches").columns(["user_id", "library", "collection_key"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("zotero_watches").ifExists().execute();
}
