/** What other features use of billing: the checkout started after sign-up for a chosen plan. */
export { AutoCheckout } from "./components/auto-checkout";
