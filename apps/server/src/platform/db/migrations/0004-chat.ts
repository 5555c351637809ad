import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // doc_id and knowledge_base_id carry no foreign key: a conversation outlives its document (chat then
  // says the document is gone), and folders arrive in a later migration.
  await db.schema
    .createTable("conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("renamed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("doc_id", "text")
    .addColumn("knowledge_base_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("conversations_user_updated_idx").on("conversations").columns(["user_id", "updated_at"]).execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    // Order within a conversation: timestamps can tie, an identity cannot.
    .addColumn("seq", "bigint", (c) => c.generatedAlwaysAsIdentity())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("citations", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("complete"))
    .addColumn("model_name", "text")
    .addColumn("language", "text")
    .addColumn("feedback_expression", "text")
    .addColumn("feedback_details", "text")
    .addColumn("feedback_issue", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("messages_conversation_seq_idx").on("messages").columns(["conversation_id", "seq"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["messages", "conversations"]) await db.schema.dropTable(t).ifExists().execute();
}
