import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per user, limit and UTC day; an upsert with a guard makes "check and count" atomic.
  await db.schema
    .createTable("usage_counters")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("day", "date", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("usage_counters_pk", ["user_id", "key", "day"])
    .execute();

  // The check keeps a balance from going negative whatever the interleaving of charges.
  await db.schema
    .createTable("credit_balances")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("credits", "integer", (c) => c.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plan_type", "text", (c) => c.notNull())
    .addColumn("product", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("trial", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text", (c) => c.unique())
    .addColumn("cancel_at_period_end", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("current_period_end", "timestamptz")
    // The creation time of the newest provider event applied: older events arriving late are ignored.
    .addColumn("last_event_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("subscriptions_user_idx").on("subscriptions").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("checkout_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("plan_type", "text")
    .addColumn("period", "text")
    .addColumn("trial", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("quantity", "integer")
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("billing_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("billing_history_user_idx").on("billing_history").columns(["user_id", "created_at"]).execute();

  // Provider events already applied, so a replayed event changes nothing.
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["webhook_events", "billing_history", "checkout_sessions", "subscriptions", "credit_balances", "usage_counters"]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
