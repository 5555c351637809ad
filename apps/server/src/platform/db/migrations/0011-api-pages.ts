import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A document uploaded with an API key counts its pages against the API plan's monthly pages:
  // api_key_id says which key added it, api_pages how many pages were counted so far (the known
  // page count at upload, completed by the ingest job for formats whose units appear only then).
  await db.schema.alterTable("documents").addColumn("api_key_id", "text", (c) => c.references("api_keys.id").onDelete("set null")).execute();
  await db.schema.alterTable("documents").addColumn("api_pages", "integer", (c) => c.notNull().defaultTo(sql`0`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").dropColumn("api_pages").execute();
  await db.schema.alterTable("documents").dropColumn("api_key_id").execute();
}
