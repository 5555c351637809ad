import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The operator's role, granted and revoked by `npm run admin -- grant-admin|revoke-admin`.
  await db.schema.alterTable("users").addColumn("is_admin", "boolean", (c) => c.notNull().defaultTo(false)).execute();
  // Product analytics kept in Folio's own database (docs/decisions/0034). A page view carries the
  // browser's analytics id (sent only with analytics consent) and the user when signed in; sign-ups,
  // uploads, chats and purchases are written by the server where they happen, with the user.
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("visitor_id", "text")
    .addColumn("path", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("analytics_events_kind_time_idx").on("analytics_events").columns(["kind", "created_at"]).execute();
  await db.schema.createIndex("analytics_events_user_idx").on("analytics_events").columns(["user_id", "kind"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_events").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("is_admin").execute();
}
