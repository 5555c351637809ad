import { describe, expect, it } from "vitest";
import { apiPlanRows, parseBuyParams, periodCode, usd } from "./api-plan-rows";

describe("apiPlanRows", () => {
  it("lists the spec's API plans with their monthly prices and quotas", () => {
    const rows = apiPlanRows("MONTHLY");
    expect(rows.map((r) => [r.name, r.price?.billed ?? null, r.messages, r.pages, r.maximumDocuments])).toEqual([
      ["API Free", 0, 100, 5000, 10],
      ["API Premium", 19.99, 2000, 30000, 100],
      ["API Premium 1", 49.99, 6000, 60000, 300],
      ["API Premium 2", 99.99, 9000, 90000, 500],
      ["API Premium 3", 299.99, 36000, 360000, 1500],
      ["API Premium 4", 499.99, 60000, 600000, 3000],
      ["API Enterprise", null, 2000, 60000, null],
    ]);
  });

  it("bills paid plans yearly at 25% off, the free plan stays free and Enterprise goes to sales", () => {
    const rows = apiPlanRows("YEARLY");
    const premium = rows.find((r) => r.value === "API_PREMIUM");
    expect(premium?.price).toEqual({ perMonth: 14.99, billed: 179.91, period: "YEARLY" });
    expect(premium?.buy).toEqual({ kind: "checkout", plan: "API_PREMIUM", period: "YEARLY" });
    expect(rows[0]?.price).toEqual({ perMonth: 0, billed: 0, period: "MONTHLY" });
    expect(rows[0]?.buy).toEqual({ kind: "free" });
    expect(usd(rows.find((r) => r.value === "API_PREMIUM_3")?.price?.billed ?? 0)).toBe("$2,699.91");
    expect(rows.at(-1)?.buy.kind).toBe("sales");
    expect(rows.at(-1)?.buy).toMatchObject({ href: expect.stringMatching(/^mailto:/) });
  });
});

describe("parseBuyParams", () => {
  it("accepts a plan sold by checkout and a period, in any letter case", () => {
    expect(parseBuyParams({ buy: "api_premium_2", period: "yearly" })).toEqual({ kind: "checkout", plan: "API_PREMIUM_2", period: "YEARLY" });
    expect(parseBuyParams({ buy: "API_PREMIUM" })).toEqual({ kind: "checkout", plan: "API_PREMIUM", period: "MONTHLY" });
  });

  it("refuses unknown plans and periods, and plans not sold by checkout", () => {
    expect(parseBuyParams({})).toEqual({ kind: "none" });
    expect(parseBuyParams({ buy: "PREMIUM", period: "MONTHLY" })).toEqual({ kind: "invalid" });
    expect(parseBuyParams({ buy: "API_FREE", period: "MONTHLY" })).toEqual({ kind: "invalid" });
    expect(parseBuyParams({ buy: "API_ENTERPRISE", period: "MONTHLY" })).toEqual({ kind: "invalid" });
    expect(parseBuyParams({ buy: "API_PREMIUM", period: "DAILY" })).toEqual({ kind: "invalid" });
  });
});

describe("periodCode", () => {
  it("gives the spec's codes 5-14", () => {
    expect(periodCode("API_PREMIUM", "MONTHLY")).toBe(5);
    expect(periodCode("API_PREMIUM", "YEARLY")).toBe(6);
    expect(periodCode("API_PREMIUM_4", "YEARLY")).toBe(14);
    expect(periodCode("API_FREE", "MONTHLY")).toBeNull();
  });
});
