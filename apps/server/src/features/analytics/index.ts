/** What others use of analytics: recording the funnel's events where they happen, page views, the spec's user analytics and the operator's views. */
export { recordEvent, recordPurchase } from "./record-event.ts";
export { recordPageView } from "./page-views.ts";
export { userAnalytics } from "./user-analytics.ts";
export { analyticsDashboard } from "./dashboard.ts";
export { modelsOverview } from "./models-overview.ts";
export { siteEmbeds } from "./site-embeds.ts";
