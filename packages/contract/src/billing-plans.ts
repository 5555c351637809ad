import type { PlanKey } from "./accounts.ts";
import { formatNumber } from "./format-number.ts";

export type { PlanKey };

const MB = 1024 * 1024;

/**
 * The one plan catalogue (product spec point 9): the pricing pages show it and the server enforces
 * it. Where the spec gives two readings, the choice is one constant here, explained in docs/billing.md.
 */

/** Upload sizes: the limits table (16/32/920 MB), not the other statement (15/30/90 MB). */
export const UPLOAD_SIZE_MB: Record<PlanKey, number> = { FREE: 16, PREMIUM: 32, PRO: 920, ENTERPRISE: 1500 };
/** The new-user free trial: the terms' 3 days (the FAQ says 7; the terms are the binding text). */
export const FREE_TRIAL_DAYS = 3;
/** The paid trial: $1 for Premium or Pro, for the same number of days as the free trial. */
export const PAID_TRIAL_PRICE_USD = 1;
/** Free (and anonymous) users' documents are kept at most this long. */
export const FREE_RETENTION_DAYS = 90;
/** How long before deletion the app warns about a free document. */
export const RETENTION_WARNING_DAYS = 7;
export const CREDITS_PER_USD = 10;
export const MIN_CREDIT_PURCHASE = 50;
export const YEARLY_DISCOUNT_PERCENT = 25;

/** What each web plan allows; null means unlimited. Per-day limits count per UTC day. */
export interface PlanLimits {
  fileSizeBytes: number;
  pagesPerDocument: number | null;
  documentsPerDay: number | null;
  questionsPerDay: number | null;
  conversationsPerDay: number | null;
  /** Documents in one folder (knowledge base). */
  knowledgeBaseDocuments: number | null;
  /** Credits granted when the plan starts and at each renewal. */
  freeCredits: number;
  /** Days a document is kept; null keeps it until deleted. */
  retentionDays: number | null;
  /** Sniper mode in chat: every sentence of a model's answer must carry a verified citation (spec point 6). */
  sniperMode: boolean;
}

export const PLAN_LIMITS: Record<PlanKey, PlanLimits> = {
  FREE: {
    fileSizeBytes: UPLOAD_SIZE_MB.FREE * MB, pagesPerDocument: 100, documentsPerDay: 1, questionsPerDay: 50,
    conversationsPerDay: 3, knowledgeBaseDocuments: 5, freeCredits: 0, retentionDays: FREE_RETENTION_DAYS, sniperMode: false,
  },
  PREMIUM: {
    fileSizeBytes: UPLOAD_SIZE_MB.PREMIUM * MB, pagesPerDocument: 2500, documentsPerDay: 50, questionsPerDay: 1200,
    conversationsPerDay: 50, knowledgeBaseDocuments: 10, freeCredits: 10, retentionDays: null, sniperMode: true,
  },
  PRO: {
    fileSizeBytes: UPLOAD_SIZE_MB.PRO * MB, pagesPerDocument: 6000, documentsPerDay: 150, questionsPerDay: 100000,
    conversationsPerDay: 10000, knowledgeBaseDocuments: 20, freeCredits: 30, retentionDays: null, sniperMode: true,
  },
  ENTERPRISE: {
    fileSizeBytes: UPLOAD_SIZE_MB.ENTERPRISE * MB, pagesPerDocument: null, documentsPerDay: 1000, questionsPerDay: null,
    conversationsPerDay: null, knowledgeBaseDocuments: null, freeCredits: 0, retentionDays: null, sniperMode: true,
  },
};

/** Limits for accounts the operator made unlimited (`admin create-user --unlimited`): only safety caps. */
export const UNLIMITED_LIMITS: PlanLimits = {
  fileSizeBytes: 2048 * MB, pagesPerDocument: null, documentsPerDay: null, questionsPerDay: null,
  conversationsPerDay: null, knowledgeBaseDocuments: null, freeCredits: 0, retentionDays: null, sniperMode: true,
};

/** What decides a user's plan: the server's user row and the web app's User both carry these. */
export interface PlanHolder {
  plan: string;
  is_anonymous: boolean;
  unlimited: boolean;
}

/** The user's plan: anonymous users are on the free plan whatever their row says. */
export function planOf(user: Pick<PlanHolder, "plan" | "is_anonymous">): PlanKey {
  if (user.is_anonymous) return "FREE";
  return user.plan in PLAN_LIMITS ? (user.plan as PlanKey) : "FREE";
}

/** What a user's plan allows: their plan's limits, or only safety caps when the operator made them unlimited. */
export function limitsFor(user: PlanHolder): PlanLimits {
  if (user.unlimited) return UNLIMITED_LIMITS;
  return PLAN_LIMITS[planOf(user)];
}

/** Paid features (the summariser and its PDF export, credits, API keys) need any plan but the free one, or an unlimited account. */
export function hasPaidPlan(user: PlanHolder): boolean {
  return user.unlimited || planOf(user) !== "FREE";
}

/** Plan rank for the downgrade rule: free 1, premium 2, pro 3, enterprise 4. */
export const PLAN_RANK: Record<PlanKey, number> = { FREE: 1, PREMIUM: 2, PRO: 3, ENTERPRISE: 4 };

export const BILLING_PERIODS = ["MONTHLY", "YEARLY", "DAILY"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface WebPlanPrice {
  /** USD per month, billed monthly. */
  monthly: number;
  /** USD per month, billed yearly. */
  yearly: number;
  /** USD billed once a year. */
  billedYearly: number;
  /** The crossed-out comparison prices shown next to the real ones. */
  slashedMonthly: number;
  slashedYearly: number;
}

export interface WebPlanEntry {
  value: PlanKey;
  name: string;
  description: string;
  /** null: custom pricing (Enterprise, through sales). */
  price: WebPlanPrice | null;
  limits: PlanLimits;
  aiModels: string[];
  benefits: string[];
  userRole: "free" | "premium" | "pro" | "enterprise";
}

const FREE_MODELS = ["GPT-4o Mini"];
const PAID_MODELS = ["GPT-4o Mini", "Gemini 2.0 Flash", "GPT-4 (credits)", "Claude 4.0 Sonnet (credits)", "Claude 4.0 Opus (credits)", "Mistral (credits)"];

export const WEB_PLANS: Record<PlanKey, WebPlanEntry> = {
  FREE: {
    value: "FREE", name: "Free", description: "Try Folio on a few documents.", price: { monthly: 0, yearly: 0, billedYearly: 0, slashedMonthly: 0, slashedYearly: 0 },
    limits: PLAN_LIMITS.FREE, aiModels: FREE_MODELS, userRole: "free",
    benefits: ["Chat with cited answers", "Documents kept 90 days"],
  },
  PREMIUM: {
    value: "PREMIUM", name: "Premium", description: "For students and regular readers.",
    price: { monthly: 14.99, yearly: 11.99, billedYearly: 143.88, slashedMonthly: 12.99, slashedYearly: 144.99 },
    limits: PLAN_LIMITS.PREMIUM, aiModels: PAID_MODELS, userRole: "premium",
    benefits: ["Summariser with PDF export", "10 credits for premium models", "Documents kept until you delete them"],
  },
  PRO: {
    value: "PRO", name: "Pro", description: "For researchers and professionals.",
    price: { monthly: 19.99, yearly: 14.99, billedYearly: 179.88, slashedMonthly: 19.99, slashedYearly: 179.99 },
    limits: PLAN_LIMITS.PRO, aiModels: PAID_MODELS, userRole: "pro",
    benefits: ["Everything in Premium", "30 credits for premium models"],
  },
  ENTERPRISE: {
    value: "ENTERPRISE", name: "Enterprise", description: "For teams: custom terms, contact sales.", price: null,
    limits: PLAN_LIMITS.ENTERPRISE, aiModels: PAID_MODELS, userRole: "enterprise",
    benefits: ["Everything in Pro", "Custom terms and invoicing"],
  },
};

export const SALES_EMAIL = "sales@folio.local";

/** Chat models that cost credits per answer (spec point 6), and what one answer costs. */
export const CREDIT_MODELS: Record<string, number> = { GPT4: 1, CLAUDE1: 1, CLAUDE2: 1, MISTRAL_MEDIUM: 1 };

/**
 * The models the free plan includes: the spec's "smallest GPT-4o model" (GPT-4o Mini) and LOCAL,
 * Folio's built-in model that only quotes documents and costs nothing to run.
 */
export const FREE_PLAN_MODELS: readonly string[] = ["GPT4O_MINI", "LOCAL"];

/** What a user's plan says about one chat model: part of the plan, paid per answer in credits, or only on a paid plan. */
export type ModelAccess = "included" | "credits" | "upgrade";

/**
 * The plan's model rule (spec point 6): free and anonymous users may use only the free plan's
 * models; Premium and Pro pay CREDIT_MODELS' credits for the credit models; Enterprise and
 * unlimited accounts are not charged.
 */
export function modelAccess(user: PlanHolder, model: string): ModelAccess {
  if (user.unlimited) return "included";
  const plan = planOf(user);
  if (plan === "FREE") return FREE_PLAN_MODELS.includes(model) ? "included" : "upgrade";
  if (plan === "ENTERPRISE") return "included";
  return CREDIT_MODELS[model] ? "credits" : "included";
}

export const API_PLAN_TYPES = ["API_FREE", "API_PREMIUM", "API_PREMIUM_1", "API_PREMIUM_2", "API_PREMIUM_3", "API_PREMIUM_4", "API_ENTERPRISE"] as const;
export type ApiPlanType = (typeof API_PLAN_TYPES)[number];
export const PLAN_TYPES = ["PREMIUM", "PRO", "FREE", "ENTERPRISE", ...API_PLAN_TYPES] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface ApiPlanEntry {
  value: ApiPlanType;
  name: string;
  /** USD per month; null for custom pricing. */
  price: number | null;
  messages: number;
  pages: number;
  /** null: not shown (enterprise, custom). */
  maximumDocuments: number | null;
}

export const API_PLANS: Record<ApiPlanType, ApiPlanEntry> = {
  API_FREE: { value: "API_FREE", name: "API Free", price: 0, messages: 100, pages: 5000, maximumDocuments: 10 },
  API_PREMIUM: { value: "API_PREMIUM", name: "API Premium", price: 19.99, messages: 2000, pages: 30000, maximumDocuments: 100 },
  API_PREMIUM_1: { value: "API_PREMIUM_1", name: "API Premium 1", price: 49.99, messages: 6000, pages: 60000, maximumDocuments: 300 },
  API_PREMIUM_2: { value: "API_PREMIUM_2", name: "API Premium 2", price: 99.99, messages: 9000, pages: 90000, maximumDocuments: 500 },
  API_PREMIUM_3: { value: "API_PREMIUM_3", name: "API Premium 3", price: 299.99, messages: 36000, pages: 360000, maximumDocuments: 1500 },
  API_PREMIUM_4: { value: "API_PREMIUM_4", name: "API Premium 4", price: 499.99, messages: 60000, pages: 600000, maximumDocuments: 3000 },
  API_ENTERPRISE: { value: "API_ENTERPRISE", name: "API Enterprise", price: null, messages: 2000, pages: 60000, maximumDocuments: null },
};
export const API_KEY_LIMITS = { development: 2, production: 5 } as const;

/** USD billed once a year for an API plan: twelve months less the yearly discount, as for web plans. */
export function apiYearlyPrice(monthly: number): number {
  return Math.round(monthly * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100;
}

/** Subscription period codes (spec point 4): plan and period for each numeric code. */
export const SUBSCRIPTION_PERIOD_CODES: Record<number, { plan: PlanKey | ApiPlanType; period: "MONTHLY" | "YEARLY" }> = {
  1: { plan: "PREMIUM", period: "MONTHLY" },
  2: { plan: "PREMIUM", period: "YEARLY" },
  3: { plan: "PRO", period: "MONTHLY" },
  4: { plan: "PRO", period: "YEARLY" },
  5: { plan: "API_PREMIUM", period: "MONTHLY" },
  6: { plan: "API_PREMIUM", period: "YEARLY" },
  7: { plan: "API_PREMIUM_1", period: "MONTHLY" },
  8: { plan: "API_PREMIUM_1", period: "YEARLY" },
  9: { plan: "API_PREMIUM_2", period: "MONTHLY" },
  10: { plan: "API_PREMIUM_2", period: "YEARLY" },
  11: { plan: "API_PREMIUM_3", period: "MONTHLY" },
  12: { plan: "API_PREMIUM_3", period: "YEARLY" },
  13: { plan: "API_PREMIUM_4", period: "MONTHLY" },
  14: { plan: "API_PREMIUM_4", period: "YEARLY" },
};

/** The period codes that buy a plan monthly and yearly; null for a plan not bought by checkout (free, Enterprise). */
export function periodCodesOf(plan: PlanKey | ApiPlanType): { monthly: number; yearly: number } | null {
  const code = (period: "MONTHLY" | "YEARLY") => Object.entries(SUBSCRIPTION_PERIOD_CODES).find(([, c]) => c.plan === plan && c.period === period)?.[0];
  const monthly = code("MONTHLY");
  const yearly = code("YEARLY");
  return monthly && yearly ? { monthly: Number(monthly), yearly: Number(yearly) } : null;
}

/**
 * The downgrade rule (spec point 4): a change is a downgrade if the target rank is at or below the
 * current one, except moving the same plan from monthly to yearly.
 */
export function isDowngrade(current: { plan: PlanKey; period: BillingPeriod | null }, target: { plan: PlanKey; period: BillingPeriod }): boolean {
  if (current.plan === target.plan && current.period === "MONTHLY" && target.period === "YEARLY") return false;
  return PLAN_RANK[target.plan] <= PLAN_RANK[current.plan];
}

/** The same rule for API plans, ranked from API Free up to API Enterprise. */
export function isApiDowngrade(current: { plan: ApiPlanType; period: BillingPeriod | null }, target: { plan: ApiPlanType; period: BillingPeriod }): boolean {
  if (current.plan === target.plan && current.period === "MONTHLY" && target.period === "YEARLY") return false;
  return API_PLAN_TYPES.indexOf(target.plan) <= API_PLAN_TYPES.indexOf(current.plan);
}

/** Bytes under 1024, KB under 1 MiB, else MB with two decimals (the spec's file size display). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / MB).toFixed(2)} MB`;
}

/**
 * A size limit in round figures ("16 MB", "920 MB", "1,500 MB", "2 GB"): plans, upload hints and
 * refusals. A file's own size keeps the exact display of formatFileSize.
 */
export function formatSizeLimit(bytes: number): string {
  const mb = bytes / MB;
  if (mb >= 1024 && Number.isInteger(mb / 1024)) return `${mb / 1024} GB`;
  if (mb >= 1) return `${formatNumber(Math.round(mb))} MB`;
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KB`;
}
