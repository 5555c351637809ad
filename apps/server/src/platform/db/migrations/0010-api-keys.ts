import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A key is stored by the SHA-256 of its secret (looked up by it, unique), never the secret itself.
  // The scope columns narrow what the key reaches; revoked keys stay listed nowhere but keep their row.
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn("key_type", "text", (c) => c.notNull().check(sql`key_type in ('DEVELOPMENT', 'PRODUCTION')`))
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull().unique())
    .addColumn("scope_knowledge_base_id", "text", (c) => c.references("knowledge_bases.id").onDelete("cascade"))
    .addColumn("scope_doc_ids", "jsonb")
    .addColumn("read_only", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("api_keys_user_idx").on("api_keys").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_keys").ifExists().execute();
}
