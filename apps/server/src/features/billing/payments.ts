import type { AppDeps } from "../../deps.ts";
import { StripeClient } from "../../adapters/payments/index.ts";

/** The Stripe client when STRIPE_SECRET_KEY is set; null means the built-in test mode. */
export function stripeOf(deps: AppDeps): StripeClient | null {
  const key = deps.config.STRIPE_SECRET_KEY;
  return key ? new StripeClient(key, deps.config.STRIPE_API_BASE) : null;
}

export function paymentMode(deps: AppDeps): "stripe" | "test" {
  return deps.config.STRIPE_SECRET_KEY ? "stripe" : "test";
}

/** Absolute address of a page of the app, for the provider's redirects. */
export function appUrl(deps: AppDeps, origin: string, path: string): string {
  return new URL(path, deps.config.PUBLIC_URL ?? origin).href;
}
