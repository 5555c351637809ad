/** What other features use of billing: the checkout started after sign-up for a chosen plan, the 'Choose a plan' overlay, the subscription and usage queries, starting a checkout, and the sidebar's plan and usage summary. */
export { AutoCheckout } from "./components/auto-checkout";
export { PlanOverlayHost } from "./components/choose-plan-overlay";
export { billingKeys, userSubscriptionQuery, useStartCheckout, useUsage } from "./api/billing";
export { PlanUsageSummary } from "./components/plan-usage-summary";
export { checkoutFailed } from "./use-plan-actions";
export { PricingPage } from "./components/pricing-page";
