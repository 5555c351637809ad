/** What other features use of billing: the checkout started after sign-up for a chosen plan, the subscription query and starting a checkout. */
export { AutoCheckout } from "./components/auto-checkout";
export { userSubscriptionQuery, useStartCheckout } from "./api/billing";
export { checkoutFailed } from "./use-plan-actions";
export { PricingPage } from "./components/pricing-page";
