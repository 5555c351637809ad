import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { IdParam, pageQuery } from "./common.ts";
import { API_PLAN_TYPES, PLAN_TYPES } from "./billing-plans.ts";
import { PLAN_KEYS } from "./accounts.ts";

export { BILLING_MESSAGES } from "./billing-messages.ts";

export const SUBSCRIPTION_STATUSES = ["Pending", "Trialing", "Active", "Cancelled", "Failed", "Expired"] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export const ProductKind = z.enum(["WEB", "API"]);
export const ManageAction = z.enum(["SUBSCRIPTION_UPDATE", "SUBSCRIPTION_CANCEL", "PAYMENT_UPDATE", "MANAGE_SUBSCRIPTION"]);
export type ManageAction = z.infer<typeof ManageAction>;

export const Subscription = z.object({
  id: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  product: ProductKind,
  /** `<PLAN>_<PERIOD>`: containing YEARLY means yearly, otherwise monthly. */
  variant_name: z.string(),
  period: z.enum(["MONTHLY", "YEARLY"]),
  status: SubscriptionStatus,
  trial: z.enum(["none", "free", "paid"]),
  cancel_at_period_end: z.boolean(),
  current_period_end: z.string().nullable(),
  provider: z.enum(["stripe", "test"]),
  date_time: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

export const UserSubscription = z.object({
  /** Newest first. */
  subscriptions: z.array(Subscription),
  /** The live web and API subscriptions, if any. */
  web: Subscription.nullable(),
  api: Subscription.nullable(),
  credits: z.number().int(),
  /** The plans in force now, side by side: the web plan (the account's) and the API plan (the live API subscription's, else API_FREE). */
  web_plan: z.enum(PLAN_KEYS),
  api_plan: z.enum(API_PLAN_TYPES),
  /** "test" when no payment provider is configured: payments are simulated. */
  payment_mode: z.enum(["stripe", "test"]),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

export const CreateSubscriptionBody = z.object({
  /** The billing period (MONTHLY or YEARLY) or a subscription period code (1..14). */
  subscription: z.union([z.enum(["MONTHLY", "YEARLY"]), z.coerce.number().int().min(1).max(14)]),
  plan: z.string().trim().toUpperCase().max(40).optional(),
  give_trial: z.boolean().optional().default(false),
  give_paid_trial: z.boolean().optional().default(false),
});
export type CreateSubscriptionBody = z.input<typeof CreateSubscriptionBody>;

export const CheckoutUrl = z.object({ url: z.string() });

export const BillingItem = z.object({
  id: z.string(),
  type: z.enum(["subscription", "one_time", "trial", "refund"]),
  description: z.string(),
  amount: z.number(),
  currency: z.literal("USD"),
  status: z.enum(["paid", "failed"]),
  date_time: z.string(),
});
export type BillingItem = z.infer<typeof BillingItem>;

export const Churn = z.object({
  survey: z.object({ question: z.string(), reasons: z.array(z.string()) }),
  offer: z.object({ title: z.string(), description: z.string(), action: ManageAction.nullable() }),
});

export const OneTimePaymentBody = z.object({
  /** Case-insensitive: "credits" is CREDITS (issue 19 point 8). */
  product: z.string().trim().toUpperCase().pipe(z.enum(["CREDITS"])).default("CREDITS"),
  quantity: z.coerce.number().int().min(1).max(100000),
});

export const TestCheckout = z.object({
  id: z.string(),
  kind: z.enum(["subscription", "one_time"]),
  description: z.string(),
  amount: z.number(),
  status: z.enum(["open", "complete", "failed"]),
});

/** One API plan as `GET /api/plans?product=API` lists it (spec point 9). */
export const ApiPlanOffer = z.object({
  value: z.enum(API_PLAN_TYPES),
  name: z.string(),
  /** USD a month; null: custom pricing (Enterprise, through sales). */
  price: z.number().nullable(),
  /** USD billed once a year (25% off twelve months); null when not sold yearly. */
  yearly_price: z.number().nullable(),
  messages: z.number().int(),
  pages: z.number().int(),
  /** null: not limited by the plan (Enterprise, custom terms). */
  maximumDocuments: z.number().int().nullable(),
  /** The `subscription` codes that buy it through POST /api/subscription; null for API Free and Enterprise (mail to sales). */
  period_codes: z.object({ monthly: z.number().int(), yearly: z.number().int() }).nullable(),
});
export type ApiPlanOffer = z.infer<typeof ApiPlanOffer>;

/** Which plans to list: only the developer API's plans are listed here (the web plans are on the pricing page). */
export const PlansQuery = z.object({ product: z.string().trim().toUpperCase().pipe(z.literal("API")).default("API") });

const route = taggedRoutes("Billing", { keyAccess: "none" });

export const billingRoutes = {
  createSubscription: route("post", "/api/subscription", "registered", "Start a checkout for a plan; the browser goes to the returned url.", { body: CreateSubscriptionBody, success: { status: 200, schema: CheckoutUrl }, errors: [400, 401, 403, 409, 502] }),
  userSubscription: route("get", "/api/user_subscription", "user", "The user's subscriptions (newest first), the live web and API ones, and credits.", { success: { status: 200, schema: UserSubscription }, errors: [401] }),
  churn: route("get", "/api/churn", "registered", "The short survey and the offer shown before a cancellation.", { success: { status: 200, schema: Churn }, errors: [401] }),
  billingHistory: route("get", "/api/billing_history", "registered", "Payments, newest first.", { query: pageQuery(20).extend({ type: z.string().max(40).optional() }), success: { status: 200, schema: z.object({ items: z.array(BillingItem), total: z.number().int() }) }, errors: [401] }),
  manageSubscription: route("get", "/api/manage/subscription", "registered", "Update, cancel (at the end of the paid term) or reactivate a subscription, or open the payment page.", { query: z.object({ sub_type: ProductKind.default("WEB"), action: ManageAction.default("MANAGE_SUBSCRIPTION") }), success: { status: 200, schema: CheckoutUrl }, errors: [401, 404, 502] }),
  oneTimePayment: route("post", "/api/one_time_payment", "registered", "Buy credits (10 credits = $1, at least 50; not for free users).", { body: OneTimePaymentBody, success: { status: 200, schema: CheckoutUrl }, errors: [400, 401, 403, 502] }),
  plans: route("get", "/api/plans", "public", "The developer API's plans with their monthly prices and quotas (messages, pages, maximum documents), and the period codes that buy them.", { query: PlansQuery, keyAccess: "read", success: { status: 200, schema: z.object({ plans: z.array(ApiPlanOffer) }) }, errors: [422] }),
  webhook: route("post", "/api/billing/webhook", "public", "Stripe events, verified by their Stripe-Signature header.", { success: { status: 200, schema: z.object({ received: z.literal(true) }) }, errors: [400] }),
  testCheckout: route("get", "/api/billing/test-checkout/:id", "registered", "A test-mode checkout (no payment provider configured).", { params: IdParam, success: { status: 200, schema: TestCheckout }, errors: [401, 404] }),
  completeTestCheckout: route("post", "/api/billing/test-checkout/:id", "registered", "Pay (success) or decline (failure) a test-mode checkout.", { params: IdParam, body: z.object({ outcome: z.enum(["success", "failure"]) }), success: { status: 200, schema: CheckoutUrl }, errors: [401, 404, 409] }),
};
