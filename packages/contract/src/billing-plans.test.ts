import { describe, expect, it } from "vitest";
import { PLAN_LIMITS, SUBSCRIPTION_PERIOD_CODES, WEB_PLANS, formatFileSize, formatSizeLimit, hasPaidPlan, isDowngrade, limitsFor, modelAccess } from "./billing-plans.ts";

describe("plan catalogue", () => {
  it("holds the spec's web figures", () => {
    expect(PLAN_LIMITS.FREE).toMatchObject({ pagesPerDocument: 100, documentsPerDay: 1, questionsPerDay: 50, conversationsPerDay: 3, freeCredits: 0, retentionDays: 90 });
    expect(PLAN_LIMITS.PREMIUM).toMatchObject({ pagesPerDocument: 2500, documentsPerDay: 50, questionsPerDay: 1200, conversationsPerDay: 50, freeCredits: 10, knowledgeBaseDocuments: 10 });
    expect(PLAN_LIMITS.PRO).toMatchObject({ pagesPerDocument: 6000, documentsPerDay: 150, questionsPerDay: 100000, conversationsPerDay: 10000, freeCredits: 30, knowledgeBaseDocuments: 20 });
    expect(PLAN_LIMITS.ENTERPRISE).toMatchObject({ documentsPerDay: 1000, questionsPerDay: null, conversationsPerDay: null, knowledgeBaseDocuments: null });
    expect(WEB_PLANS.PREMIUM.price).toEqual({ monthly: 14.99, yearly: 11.99, billedYearly: 143.88, slashedMonthly: 12.99, slashedYearly: 144.99 });
    expect(WEB_PLANS.PRO.price).toEqual({ monthly: 19.99, yearly: 14.99, billedYearly: 179.88, slashedMonthly: 19.99, slashedYearly: 179.99 });
    expect(SUBSCRIPTION_PERIOD_CODES[4]).toEqual({ plan: "PRO", period: "YEARLY" });
    expect(SUBSCRIPTION_PERIOD_CODES[14]).toEqual({ plan: "API_PREMIUM_4", period: "YEARLY" });
  });
  it("applies the downgrade rule", () => {
    expect(isDowngrade({ plan: "FREE", period: null }, { plan: "PREMIUM", period: "MONTHLY" })).toBe(false);
    expect(isDowngrade({ plan: "PRO", period: "MONTHLY" }, { plan: "PREMIUM", period: "YEARLY" })).toBe(true);
    expect(isDowngrade({ plan: "PRO", period: "MONTHLY" }, { plan: "PRO", period: "MONTHLY" })).toBe(true);
    expect(isDowngrade({ plan: "PRO", period: "MONTHLY" }, { plan: "PRO", period: "YEARLY" })).toBe(false);
    expect(isDowngrade({ plan: "PRO", period: "YEARLY" }, { plan: "PRO", period: "MONTHLY" })).toBe(true);
    expect(isDowngrade({ plan: "PREMIUM", period: "YEARLY" }, { plan: "PRO", period: "MONTHLY" })).toBe(false);
  });
  it("allows sniper mode on premium, pro and enterprise, not on free or to anonymous users (spec point 6)", () => {
    const user = (plan: string, extra: { is_anonymous?: boolean; unlimited?: boolean } = {}) => ({ plan, is_anonymous: false, unlimited: false, ...extra });
    expect(["FREE", "PREMIUM", "PRO", "ENTERPRISE"].map((plan) => limitsFor(user(plan)).sniperMode)).toEqual([false, true, true, true]);
    expect(limitsFor(user("PRO", { is_anonymous: true })).sniperMode).toBe(false);
    expect(limitsFor(user("NOT_A_PLAN")).sniperMode).toBe(false);
    expect(limitsFor(user("FREE", { unlimited: true })).sniperMode).toBe(true);
  });
  it("shows plan limits in round figures and a file's size exactly (spec point 9)", () => {
    expect(["FREE", "PREMIUM", "PRO", "ENTERPRISE"].map((plan) => formatSizeLimit(limitsFor({ plan, is_anonymous: false, unlimited: false }).fileSizeBytes))).toEqual(["16 MB", "32 MB", "920 MB", "1,500 MB"]);
    expect(formatSizeLimit(limitsFor({ plan: "FREE", is_anonymous: false, unlimited: true }).fileSizeBytes)).toBe("2 GB");
    expect([formatSizeLimit(1024 * 1024 * 1024), formatSizeLimit(5 * 1024), formatSizeLimit(100)]).toEqual(["1 GB", "5 KB", "100 bytes"]);
    expect([formatFileSize(920 * 1024 * 1024), formatFileSize(90_470), formatFileSize(12)]).toEqual(["920.00 MB", "88.35 KB", "12 bytes"]);
  });
  it("gives paid features to paid plans and unlimited accounts only", () => {
    const user = (plan: string, extra: { is_anonymous?: boolean; unlimited?: boolean } = {}) => ({ plan, is_anonymous: false, unlimited: false, ...extra });
    expect(["FREE", "PREMIUM", "PRO", "ENTERPRISE"].map((plan) => hasPaidPlan(user(plan)))).toEqual([false, true, true, true]);
    expect(hasPaidPlan(user("PRO", { is_anonymous: true }))).toBe(false);
    expect(hasPaidPlan(user("FREE", { unlimited: true }))).toBe(true);
  });
  it("gives free users GPT-4o Mini (and LOCAL) only, and paid plans the credit models for credits (spec point 6)", () => {
    const user = (plan: string, extra: { is_anonymous?: boolean; unlimited?: boolean } = {}) => ({ plan, is_anonymous: false, unlimited: false, ...extra });
    const models = ["GPT4O_MINI", "GEMINI_FLASH", "GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM", "LOCAL"];
    const rule = (u: ReturnType<typeof user>) => models.map((m) => modelAccess(u, m));
    expect(rule(user("FREE"))).toEqual(["included", "upgrade", "upgrade", "upgrade", "upgrade", "upgrade", "included"]);
    expect(rule(user("PRO", { is_anonymous: true }))).toEqual(rule(user("FREE")));
    for (const plan of ["PREMIUM", "PRO"]) expect(rule(user(plan))).toEqual(["included", "included", "credits", "credits", "credits", "credits", "included"]);
    expect(rule(user("ENTERPRISE")).every((a) => a === "included")).toBe(true);
    expect(rule(user("FREE", { unlimited: true })).every((a) => a === "included")).toBe(true);
  });
});
