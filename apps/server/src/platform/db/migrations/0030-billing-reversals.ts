import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The payment a completed checkout was paid with (a PaymentIntent or an invoice at Stripe), so a
  // later refund or dispute of that charge finds the checkout, and the commission it earned.
  await db.schema.alterTable("checkout_sessions").addColumn("payment_ref", "text").execute();
  await db.schema.createIndex("checkout_sessions_payment_ref_idx").on("checkout_sessions").column("payment_ref").execute();
  // A commission whose purchase was refunded or disputed is cancelled (status 'cancelled'): kept in
  // the ledger with when and why, never exported for payout.
  await db.schema.alterTable("referral_commissions").addColumn("cancelled_at", "timestamptz").execute();
  await db.schema.alterTable("referral_commissions").addColumn("cancel_reason", "text").execute();
  // What a literature review's start charged, so a review that fails for good gives it back once.
  await db.schema
    .alterTable("literature_reviews")
    .addColumn("credits", "integer", (c) => c.notNull().defaultTo(0).check(sql`credits >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("literature_reviews").dropColumn("credits").execute();
  await db.schema.alterTable("referral_commissions").dropColumn("cancel_reason").execute();
  await db.schema.alterTable("referral_commissions").dropColumn("cancelled_at").execute();
  await db.schema.dropIndex("checkout_sessions_payment_ref_idx").ifExists().execute();
  await db.schema.alterTable("checkout_sessions").dropColumn("payment_ref").execute();
}
