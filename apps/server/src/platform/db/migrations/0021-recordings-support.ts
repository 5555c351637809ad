import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A session recording: one per page view the recorder ran in (the browser's recording_id, unique
  // per user). Totals are kept on the row so the size limit and the operator's list need no sums.
  await db.schema
    .createTable("recordings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("event_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("byte_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_event_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("recordings_user_client_key", ["user_id", "client_id"])
    .execute();
  await db.schema.createIndex("recordings_last_event_idx").on("recordings").column("last_event_at").execute();
  // The events of one batch as the JSON array the recorder sent, replayed in sequence order.
  await db.schema
    .createTable("recording_batches")
    .addColumn("recording_id", "text", (c) => c.notNull().references("recordings.id").onDelete("cascade"))
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("events_json", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recording_batches_pkey", ["recording_id", "sequence"])
    .execute();

  // One support conversation per user (a visitor is an anonymous user), answered by e-mail.
  await db.schema
    .createTable("support_conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("support_conversations_updated_idx").on("support_conversations").column("updated_at").execute();
  await db.schema
    .createTable("support_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text", (c) => c.notNull().references("support_conversations.id").onDelete("cascade"))
    .addColumn("author", "text", (c) => c.notNull().check(sql`author in ('user', 'operator')`))
    .addColumn("operator_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("context", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("support_messages_conversation_idx").on("support_messages").columns(["conversation_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["support_messages", "support_conversations", "recording_batches", "recordings"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
