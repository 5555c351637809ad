import { describe, expect, it } from "vitest";
import type { User } from "@folio/contract";
import { choosePlan, parseCheckoutParams, planDisabled } from "./select-plan";

const user = { id: "usr_1", is_anonymous: false, plan: "PREMIUM" } as User;

describe("plan selection", () => {
  it("sends a visitor who is not signed in to log in, back to the automatic checkout", () => {
    expect(choosePlan(undefined, { plan: "FREE", period: null }, "PRO", "YEARLY")).toEqual({ kind: "login", next: "/documents?plan=PRO&period=YEARLY" });
    expect(choosePlan({ ...user, is_anonymous: true }, { plan: "FREE", period: null }, "PREMIUM", "MONTHLY", true)).toEqual({ kind: "login", next: "/documents?plan=PREMIUM&period=MONTHLY&trial=true" });
  });
  it("opens a mail to sales for Enterprise and ignores the plan and period already held", () => {
    expect(choosePlan(user, { plan: "PREMIUM", period: "YEARLY" }, "ENTERPRISE", "YEARLY").kind).toBe("sales");
    expect(choosePlan(user, { plan: "PREMIUM", period: "YEARLY" }, "PREMIUM", "YEARLY")).toEqual({ kind: "ignore" });
    expect(choosePlan(user, { plan: "PREMIUM", period: "YEARLY" }, "PRO", "MONTHLY")).toEqual({ kind: "checkout", plan: "PRO", period: "MONTHLY", trial: false });
  });
  it("disables plans not above the current one, except monthly to yearly on the same plan", () => {
    expect(planDisabled({ plan: "PRO", period: "MONTHLY" }, "PREMIUM", "YEARLY")).toBe(true);
    expect(planDisabled({ plan: "PRO", period: "MONTHLY" }, "PRO", "MONTHLY")).toBe(true);
    expect(planDisabled({ plan: "PRO", period: "MONTHLY" }, "PRO", "YEARLY")).toBe(false);
    expect(planDisabled({ plan: "PRO", period: "YEARLY" }, "PRO", "MONTHLY")).toBe(true);
    expect(planDisabled({ plan: "FREE", period: null }, "PREMIUM", "MONTHLY")).toBe(false);
  });
  it("reads the /documents checkout parameters; unknown ones are invalid", () => {
    expect(parseCheckoutParams({})).toEqual({ kind: "none" });
    expect(parseCheckoutParams({ plan: "pro", period: "yearly", trial: "TRUE" })).toEqual({ kind: "checkout", plan: "PRO", period: "YEARLY", trial: true });
    expect(parseCheckoutParams({ plan: "GOLD", period: "YEARLY" })).toEqual({ kind: "invalid" });
    expect(parseCheckoutParams({ plan: "PRO", period: "WEEKLY" })).toEqual({ kind: "invalid" });
  });
});
