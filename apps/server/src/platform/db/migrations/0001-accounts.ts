import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("password_hash", "text")
    .addColumn("is_anonymous", "boolean", (c) => c.notNull())
    .addColumn("is_active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("profession", "text")
    .addColumn("profile_image_key", "text")
    .addColumn("profile_completed_at", "timestamptz")
    .addColumn("plan", "text", (c) => c.notNull().defaultTo("FREE"))
    .addColumn("unlimited", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("google_sub", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_used_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("blob_refs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("blob_refs_hash_idx").on("blob_refs").column("hash").execute();
  await db.schema.createIndex("blob_refs_user_idx").on("blob_refs").column("user_id").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("oidc_states")
    .addColumn("state", "text", (c) => c.primaryKey())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    .addColumn("next_path", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["oidc_states", "app_settings", "outbox", "blob_refs", "rate_limits", "auth_tokens", "sessions", "users"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
