import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A registered user's referral code, made the first time they open their ledger.
  await db.schema
    .createTable("referral_codes")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Who referred whom: a user is referred once (unique referred_user_id), never by themselves.
  await db.schema
    .createTable("referrals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("referred_user_id", "text", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("referrals_not_self", sql`referrer_id <> referred_user_id`)
    .execute();
  await db.schema.createIndex("referrals_referrer_idx").on("referrals").column("referrer_id").execute();
  // The commission a referred customer's first payment earned. It stays the referrer's when the
  // customer deletes their account (referral_id set null), so what is owed is still paid.
  await db.schema
    .createTable("referral_commissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("referrer_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("referral_id", "text", (c) => c.unique().references("referrals.id").onDelete("set null"))
    .addColumn("checkout_id", "text", (c) => c.notNull())
    .addColumn("purchase_cents", "integer", (c) => c.notNull())
    .addColumn("commission_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("owed"))
    .addColumn("paid_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("referral_commissions_referrer_idx").on("referral_commissions").column("referrer_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("referral_commissions").ifExists().execute();
  await db.schema.dropTable("referrals").ifExists().execute();
  await db.schema.dropTable("referral_codes").ifExists().execute();
}
