import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One Zotero connection per account: the Zotero user it reaches and its API key, encrypted at rest
  // (AES-256-GCM, features/zotero/key-cipher.ts), never in clear.
  await db.schema
    .createTable("zotero_connections")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("zotero_user_id", "text", (c) => c.notNull())
    .addColumn("username", "text")
    .addColumn("key_ciphertext", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // An OAuth 1.0a request token between Folio asking for it and Zotero's redirect back: the callback
  // comes from the browser without Folio's bearer token, so the token names the user.
  await db.schema
    .createTable("zotero_oauth_requests")
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("token_secret_ciphertext", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // What a reference manager knows of an imported document (title, creators, year, doi, item_type).
  await db.schema.alterTable("documents").addColumn("metadata", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("documents").dropColumn("metadata").execute();
  await db.schema.dropTable("zotero_oauth_requests").ifExists().execute();
  await db.schema.dropTable("zotero_connections").ifExists().execute();
}
