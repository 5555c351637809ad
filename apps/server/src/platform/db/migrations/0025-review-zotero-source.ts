import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A review of a Zotero collection (decision 0030): the collection it names, and the collection
  // import its job waits for before it reads the imported papers (doc_ids stays empty until then).
  await db.schema
    .alterTable("literature_reviews")
    .addColumn("zotero_library", "text")
    .addColumn("zotero_collection", "text")
    .addColumn("zotero_import_id", "text", (c) => c.references("zotero_imports.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("literature_reviews").dropColumn("zotero_import_id").dropColumn("zotero_collection").dropColumn("zotero_library").execute();
}
