import { REFERRAL_COMMISSION_PERCENT } from "@folio/contract";

/** The commission a first payment earns, in cents: the programme's percentage, rounded half up to the cent. */
export function commissionCents(purchaseCents: number): number {
  return Math.round((purchaseCents * REFERRAL_COMMISSION_PERCENT) / 100);
}

/** One commission as the ledger holds it. */
export interface CommissionEntry {
  commission_cents: number;
  status: "owed" | "paid" | "cancelled";
}

/** What a referrer is owed and has been paid, in cents, and how many purchases still count (a refunded or disputed one does not). */
export function ledgerTotals(entries: readonly CommissionEntry[]): { owedCents: number; paidCents: number; purchases: number } {
  let owedCents = 0;
  let paidCents = 0;
  let purchases = 0;
  for (const e of entries) {
    if (e.status === "cancelled") continue;
    purchases += 1;
    if (e.status === "paid") paidCents += e.commission_cents;
    else owedCents += e.commission_cents;
  }
  return { owedCents, paidCents, purchases };
}

/** Cents as the US dollars the API answers with. */
export const dollars = (cents: number) => cents / 100;
