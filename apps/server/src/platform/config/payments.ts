import { z } from "zod";
import { ConfigError, parseSection, secret, url, type Env } from "./env.ts";

const PaymentsSchema = z.object({
  /** Stripe: without a secret key, payments run in the built-in test mode. */
  STRIPE_SECRET_KEY: secret().optional(),
  STRIPE_WEBHOOK_SECRET: secret().optional(),
  STRIPE_API_BASE: url("the Stripe API, changed only for tests").default("https://api.stripe.com"),
});

export type PaymentsSettings = z.output<typeof PaymentsSchema>;

export function readPaymentsSettings(env: Env): PaymentsSettings {
  const s = parseSection(PaymentsSchema, env);
  if (s.STRIPE_SECRET_KEY && !s.STRIPE_WEBHOOK_SECRET) throw new ConfigError(["STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified by signature)"]);
  return s;
}
