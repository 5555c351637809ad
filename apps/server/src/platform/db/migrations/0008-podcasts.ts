import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // source_id carries no foreign key: a podcast outlives the conversation, document or folder it was made from.
  await db.schema
    .createTable("podcasts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_id", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    .addColumn("audio_ref_id", "text", (c) => c.references("blob_refs.id").onDelete("set null"))
    .addColumn("duration_s", "double precision")
    .addColumn("peaks", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("chapters", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("script", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("podcasts_user_created_idx").on("podcasts").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("podcasts_user_source_idx").on("podcasts").columns(["user_id", "source_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("podcasts").ifExists().execute();
}
