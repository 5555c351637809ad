/** The spec's billing texts (points 6 and 8), word for word. */
export const BILLING_MESSAGES = {
  upgradeTitle: "Upgrade your account",
  upgrade: "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.",
  unitsUsedUp: (product: string) => `You have have used up your available ${product} units. Please purchase more units.`,
  billingFailed: "Your subscription couldn't be renewed because billing failed. Please check your payment method",
  subscriptionFailedTitle: "Subscription Failed",
  subscriptionFailed: "Something went wrong. Please try again",
  invalidPlanTitle: "Invalid Plan",
  invalidPlan: "The chosen plan is not a valid option. Please try again",
  higherPlanTitle: "Please choose a higher plan",
  higherPlan: (plan: string) => `You are already subscribed to a plan that is greater than or equal to the ${plan} plan`,
  minimumCredits: "The minimum credit purchase is 50 credits.",
  freeCannotBuyCredits: "Free users cannot buy credits. Upgrade your plan to buy credits.",
  accountUpgraded: "Account Upgraded",
  purchaseSuccessful: "Purchase Successful",
} as const;
