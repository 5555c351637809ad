import { z } from "zod";
import { taggedRoutes } from "./route.ts";

/**
 * First-party product analytics and the operator's views (docs/decisions/0034). Page views come from
 * the browser only with the visitor's analytics consent; sign-ups, uploads, chats and purchases are
 * recorded by the server where they happen. Everything under /api/admin is for admins only.
 */

/** The event kinds, in funnel order after the visit. */
export const ANALYTICS_EVENT_KINDS = ["page_view", "sign_up", "upload", "chat", "purchase"] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** A browser's analytics id: random, made by the browser, forgotten at logout and when consent is withdrawn. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const PageViewBody = z.object({
  /** The page's path, without its query or fragment (which can hold tokens). */
  path: z.string().min(1).max(500).regex(/^\/[^?#\s]*$/, "must be a path such as /documents, without ? or #"),
  visitor_id: z.string().regex(VISITOR_ID_PATTERN, "must be 16 to 64 letters, digits, - or _"),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

/** The spec's user analytics: number_of_conversations (other fields not shown). */
export const UserAnalytics = z.object({ number_of_conversations: z.number().int().nonnegative() });
export type UserAnalytics = z.infer<typeof UserAnalytics>;

/** The longest period the dashboard's funnel covers, in days. */
export const FUNNEL_MAX_DAYS = 366;
/** How many days of daily actives the dashboard shows. */
export const DAILY_ACTIVE_DAYS = 30;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day such as 2026-01-31");
export const DashboardQuery = z.object({ from: Day.optional(), to: Day.optional() });

export const FUNNEL_STEPS = [
  { step: "visit", label: "Visited" },
  { step: "sign_up", label: "Signed up" },
  { step: "upload", label: "Uploaded a document" },
  { step: "chat", label: "Asked a question" },
  { step: "purchase", label: "Bought a plan or credits" },
] as const;

export const AnalyticsDashboard = z.object({
  /** Users (signed-in or anonymous) and consenting visitors active each day, oldest first, DAILY_ACTIVE_DAYS days to today (UTC). */
  daily_actives: z.array(z.object({ day: Day, actives: z.number().int().nonnegative() })),
  /** The funnel over [from, to] (UTC days, both included): visitors, then of those who signed up in the period, who went on to each step. */
  funnel: z.object({
    from: Day,
    to: Day,
    steps: z.array(z.object({ step: z.enum(["visit", "sign_up", "upload", "chat", "purchase"]), label: z.string(), count: z.number().int().nonnegative() })),
  }),
});
export type AnalyticsDashboard = z.infer<typeof AnalyticsDashboard>;

export const ConfiguredModel = z.object({
  name: z.string(),
  display_name: z.string(),
  provider: z.string(),
  model_id: z.string().nullable(),
  available: z.boolean(),
  /** The environment variable that enables it (null for LOCAL, which needs none). */
  variable: z.string().nullable(),
  is_default: z.boolean(),
});
export const ModelsOverview = z.object({ models: z.array(ConfiguredModel) });
export type ModelsOverview = z.infer<typeof ModelsOverview>;

/**
 * What the operator configured from outside Folio, for the web app to load (and nothing when null):
 * the ad pixel (only with the visitor's marketing consent) and Google's one-tap prompt (public pages,
 * signed out).
 */
export const SiteEmbeds = z.object({
  ad_pixel_url: z.string().nullable(),
  google_one_tap_client_id: z.string().nullable(),
});
export type SiteEmbeds = z.infer<typeof SiteEmbeds>;

const route = taggedRoutes("Analytics", { keyAccess: "none" });
const admin = taggedRoutes("Admin", { keyAccess: "none" });

export const analyticsRoutes = {
  pageView: route("post", "/api/analytics/page-views", "public", "Record a page view (sent by the web app only with the visitor's analytics consent).", { body: PageViewBody, success: { status: 204, schema: null }, errors: [422, 429] }),
  embeds: route("get", "/api/site/embeds", "public", "The third-party embeds the operator configured: the ad pixel's script and the Google client id of the one-tap prompt (null when not configured).", { success: { status: 200, schema: SiteEmbeds } }),
  userAnalytics: route("get", "/api/users/analytics", "user", "The caller's user analytics: number_of_conversations.", { success: { status: 200, schema: UserAnalytics }, errors: [401] }),
  dashboard: admin("get", "/api/admin/analytics", "registered", "Operators: daily actives for the last 30 days and the funnel visit, sign-up, upload, chat, purchase over a period (default the last 30 days).", { query: DashboardQuery, success: { status: 200, schema: AnalyticsDashboard }, errors: [401, 403, 422] }),
  models: admin("get", "/api/admin/models", "registered", "Operators: every chat model, its provider and the configuration variable that enables it.", { success: { status: 200, schema: ModelsOverview }, errors: [401, 403] }),
} as const;
