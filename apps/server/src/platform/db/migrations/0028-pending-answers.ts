import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // An answer while it streams (decision 0041): its text so far and the lease of the process writing
  // it, so that any API process can resume it for the client, and take it over once the lease expires.
  // The row goes in the transaction that stores the answer as a message with the same id.
  await db.schema
    .createTable("pending_answers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("question_id", "text", (c) => c.notNull().references("messages.id").onDelete("cascade"))
    .addColumn("model_name", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("length", "text")
    .addColumn("sniper", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("at_documents", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("lease_owner", "text", (c) => c.notNull())
    .addColumn("lease_expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("pending_answers_conversation_idx").on("pending_answers").columns(["conversation_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_answers").ifExists().execute();
}
