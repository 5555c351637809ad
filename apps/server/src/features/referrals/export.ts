import { sql, type Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.ts";

/** Commissions earned in [from, to): either end open when not given. */
export interface CommissionPeriod {
  from?: Date;
  to?: Date;
}

const CSV_HEADER = ["commission_id", "earned_at", "referrer_id", "referrer_email", "purchase_usd", "commission_usd"];

/** A CSV field, quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const usd = (cents: number) => (cents / 100).toFixed(2);

/** `npm run admin -- referrals-export`: the commissions still owed, earned in the period, oldest first, as CSV. */
export async function owedCommissionsCsv(db: Kysely<Database>, period: CommissionPeriod): Promise<{ csv: string; rows: number }> {
  let query = db
    .selectFrom("referral_commissions as c")
    .innerJoin("users as u", "u.id", "c.referrer_id")
    .select(["c.id", "c.created_at", "c.referrer_id", "u.email", "c.purchase_cents", "c.commission_cents"])
    .where("c.status", "=", "owed");
  if (period.from) query = query.where("c.created_at", ">=", period.from);
  if (period.to) query = query.where("c.created_at", "<", period.to);
  const rows = await query.orderBy("c.created_at").orderBy("c.id").execute();
  const lines = [CSV_HEADER.join(",")];
  for (const r of rows) {
    lines.push([r.id, r.created_at.toISOString(), r.referrer_id, r.email ?? "", usd(r.purchase_cents), usd(r.commission_cents)].map(csvField).join(","));
  }
  return { csv: `${lines.join("\n")}\n`, rows: rows.length };
}

/** `npm run admin -- referrals-paid --to D`: the owed commissions earned before D are marked paid now (after the payout went out). */
export async function markCommissionsPaid(db: Kysely<Database>, before: Date): Promise<number> {
  const paid = await db
    .updateTable("referral_commissions")
    .set({ status: "paid", paid_at: sql<Date>`now()` })
    .where("status", "=", "owed")
    .where("created_at", "<", before)
    .returning("id")
    .execute();
  return paid.length;
}
