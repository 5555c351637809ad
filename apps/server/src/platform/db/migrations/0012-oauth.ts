import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // OAuth 2.1 for assistants connecting to /mcp (decision 22). Clients register themselves (RFC 7591);
  // a grant is one user's consent to one client (a "connected assistant"); codes and tokens hang off
  // it and are stored only as SHA-256 hashes, so deleting the grant disconnects the assistant.
  await db.schema
    .createTable("oauth_clients")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("redirect_uris", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable("oauth_grants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("client_id", "text", (c) => c.notNull().references("oauth_clients.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addUniqueConstraint("oauth_grants_client_user", ["client_id", "user_id"])
    .execute();
  await db.schema.createIndex("oauth_grants_user_idx").on("oauth_grants").column("user_id").execute();
  await db.schema
    .createTable("oauth_codes")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("grant_id", "text", (c) => c.notNull().references("oauth_grants.id").onDelete("cascade"))
    .addColumn("redirect_uri", "text", (c) => c.notNull())
    .addColumn("code_challenge", "text", (c) => c.notNull())
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema
    .createTable("oauth_tokens")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("grant_id", "text", (c) => c.notNull().references("oauth_grants.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('access', 'refresh')`))
    .addColumn("resource", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    // A refresh token is used once: rotated_at marks it spent, and presenting it again revokes the grant.
    .addColumn("rotated_at", "timestamptz")
    .execute();
  await db.schema.createIndex("oauth_tokens_grant_idx").on("oauth_tokens").column("grant_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["oauth_tokens", "oauth_codes", "oauth_grants", "oauth_clients"]) await db.schema.dropTable(table).ifExists().execute();
}
