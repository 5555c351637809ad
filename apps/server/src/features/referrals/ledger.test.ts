import { describe, expect, it } from "vitest";
import { REFERRAL_COMMISSION_PERCENT } from "@folio/contract";
import { commissionCents, ledgerTotals } from "./ledger.ts";

describe("referral ledger", () => {
  it("earns the programme's percentage of the first payment, to the cent", () => {
    expect(REFERRAL_COMMISSION_PERCENT).toBe(30);
    expect(commissionCents(1499)).toBe(450); // 449.7 rounds up
    expect(commissionCents(100)).toBe(30);
    expect(commissionCents(5)).toBe(2); // 1.5 rounds half up
    expect(commissionCents(1)).toBe(0);
  });

  it("adds owed and paid commissions apart and leaves cancelled ones out", () => {
    expect(ledgerTotals([])).toEqual({ owedCents: 0, paidCents: 0, purchases: 0 });
    expect(
      ledgerTotals([
        { commission_cents: 450, status: "owed" },
        { commission_cents: 30, status: "paid" },
        { commission_cents: 2700, status: "owed" },
        { commission_cents: 900, status: "cancelled" },
      ]),
    ).toEqual({ owedCents: 3150, paidCents: 30, purchases: 3 });
  });
});
