/** What other features use of billing: the checkout started after sign-up for a chosen plan, the 'Choose a plan' overlay, the subscription query and starting a checkout. */
export { AutoCheckout } from "./components/auto-checkout";
export { PlanOverlayHost } from "./components/choose-plan-overlay";
export { userSubscriptionQuery, useStartCheckout } from "./api/billing";
export { checkoutFailed } from "./use-plan-actions";
export { PricingPage } from "./components/pricing-page";
