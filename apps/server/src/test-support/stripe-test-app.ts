import { createTestApp, type TestApp } from "./test-app.ts";
import type { DatabaseKind } from "./test-databases.ts";
import { startFakeStripe, type FakeStripeServer } from "./fake-stripe-server.ts";

const SECRET_KEY = "sk_test_folio";
const WEBHOOK_SECRET = "whsec_test_folio";

export interface StripeTestApp {
  t: TestApp;
  stripe: FakeStripeServer;
  /** Closes the app, then the fake Stripe it calls. */
  close(): Promise<void>;
}

/** The variables that point the app at a fake Stripe with the test keys (a test may override one to break it). */
export function stripeTestEnv(stripe: FakeStripeServer): Record<string, string> {
  return { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, PUBLIC_URL: "https://folio.example" };
}

/** The whole app taking payments through a local fake Stripe, on a fresh database of the given kind. */
export async function createStripeTestApp(kind: DatabaseKind): Promise<StripeTestApp> {
  const stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  let t: TestApp;
  try {
    t = await createTestApp(kind, stripeTestEnv(stripe));
  } catch (error) {
    await stripe.close();
    throw error;
  }
  return {
    t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}
