import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import type { FakeStripeServer } from "../../test-support/fake-stripe-server.ts";
import { createStripeTestApp, stripeTestEnv } from "../../test-support/stripe-test-app.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("Stripe checkout and webhooks on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp(kind));
  });
  afterAll(() => close());

  const json = async (res: Response) => (await res.json()) as Json;
  const register = async (email: string) => ((await json(await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } }))) as { token: string; user: { id: string } });
  const deliver = (e: { body: string; signature: string }) => t.call("POST", "/api/billing/webhook", { body: e.body, headers: { "stripe-signature": e.signature, "content-type": "application/json" } });
  const me = async (token: string) => json(await t.call("GET", "/api/users/me", { token }));
  const subOf = async (token: string) => (await json(await t.call("GET", "/api/user_subscription", { token }))).web as Json | null;

  it("creates a Checkout session with the catalogue's price and sets the plan from the verified webhook, once", async () => {
    const u = await register("stripe1@example.com");
    const res = await json(await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "YEARLY", plan: "PRO" } }));
    expect(res.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const req = stripe.requests.at(-1)!;
    expect(req.path).toBe("/v1/checkout/sessions");
    expect(req.headers["idempotency-key"]).toBeTruthy();
    expect(req.form).toMatchObject({
      mode: "subscription",
      customer_email: "stripe1@example.com",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "17988",
      "line_items[0][price_data][recurring][interval]": "year",
      success_url: "https://folio.example/billing?checkout=success&kind=web",
    });
    const checkoutId = req.form.client_reference_id!;
    expect((await me(u.token)).plan).toBe("FREE");

    // A forged event (wrong secret) and an unsigned one are refused and change nothing.
    const forged = stripe.event("checkout.session.completed", { id: "cs_x", client_reference_id: checkoutId, subscription: "sub_1", mode: "subscription" }, { secret: "whsec_wrong" });
    expect((await deliver(forged)).status).toBe(400);
    expect((await t.call("POST", "/api/billing/webhook", { body: forged.body })).status).toBe(400);
    expect((await me(u.token)).plan).toBe("FREE");

    const created = Math.floor(Date.now() / 1000) - 60;
    const completed = stripe.event("checkout.session.completed", { id: "cs_test_1", client_reference_id: checkoutId, subscription: "sub_1", mode: "subscription", payment_status: "paid", invoice: "in_1" }, { created });
    expect((await deliver(completed)).status).toBe(200);
    expect(await me(u.token)).toMatchObject({ plan: "PRO", role: "pro" });
    expect(await subOf(u.token)).toMatchObject({ plan_type: "PRO", period: "YEARLY", status: "Active", provider: "stripe" });
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).credits).toBe(30);

    // Replayed: same id, nothing changes (no second credit grant, no second payment row).
    expect((await deliver(completed)).status).toBe(200);
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).credits).toBe(30);
    expect((await json(await t.call("GET", "/api/billing_history", { token: u.token }))).total).toBe(1);

    // Cancelled at period end, then an older "active" update arrives late: it is ignored.
    const period = Math.floor(Date.now() / 1000) + 30 * 86400;
    expect((await deliver(stripe.event("customer.subscription.updated", { id: "sub_1", status: "active", cancel_at_period_end: true, current_period_end: period }, { created: created + 20 }))).status).toBe(200);
    expect(await subOf(u.token)).toMatchObject({ status: "Cancelled", cancel_at_period_end: true });
    expect((await deliver(stripe.event("customer.subscription.updated", { id: "sub_1", status: "active", cancel_at_period_end: false }, { created: created + 10 }))).status).toBe(200);
    expect(await subOf(u.token)).toMatchObject({ status: "Cancelled" });
    expect((await me(u.token)).plan).toBe("PRO");

    // Billing fails, then the subscription ends: back on the free plan.
    expect((await deliver(stripe.event("invoice.payment_failed", { id: "in_2", subscription: "sub_1", amount_due: 17988 }, { created: created + 30 }))).status).toBe(200);
    expect(await subOf(u.token)).toMatchObject({ status: "Failed" });
    const history = await json(await t.call("GET", "/api/billing_history", { token: u.token }));
    expect((history.items as Json[])[0]).toMatchObject({ status: "failed", amount: 179.88 });
    expect((await deliver(stripe.event("customer.subscription.deleted", { id: "sub_1", status: "canceled" }, { created: created + 40 }))).status).toBe(200);
    expect(await me(u.token)).toMatchObject({ plan: "FREE", role: "free" });
    expect(await subOf(u.token)).toBeNull();
  });

  it("asks Stripe to redeliver events about a subscription it does not know yet", async () => {
    const u = await register("stripe2@example.com");
    await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: 1 } });
    const checkoutId = stripe.requests.at(-1)!.form.client_reference_id!;
    const early = stripe.event("customer.subscription.updated", { id: "sub_2", status: "active", cancel_at_period_end: true });
    expect((await deliver(early)).status).toBe(409);
    expect((await deliver(stripe.event("checkout.session.completed", { id: "cs_2", client_reference_id: checkoutId, subscription: "sub_2", mode: "subscription" }, { created: Math.floor(Date.now() / 1000) - 5 }))).status).toBe(200);
    expect((await deliver(early)).status).toBe(200);
    expect(await subOf(u.token)).toMatchObject({ plan_type: "PREMIUM", status: "Cancelled" });
  });

  it("cancels and reactivates through Stripe, opens the customer portal and sells credits with Checkout", async () => {
    const u = await register("stripe3@example.com");
    await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PREMIUM", give_paid_trial: true } });
    const form = stripe.requests.at(-1)!.form;
    expect(form).toMatchObject({ "subscription_data[trial_period_days]": "3", "line_items[1][price_data][unit_amount]": "100" });
    await deliver(stripe.event("checkout.session.completed", { id: "cs_3", client_reference_id: form.client_reference_id, subscription: "sub_3", mode: "subscription" }));
    expect(await subOf(u.token)).toMatchObject({ status: "Trialing", trial: "paid" });

    const cancel = await json(await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=SUBSCRIPTION_CANCEL", { token: u.token }));
    expect(cancel.url).toBe("/billing?subscription=cancelled");
    expect(stripe.requests.at(-1)).toMatchObject({ method: "POST", path: "/v1/subscriptions/sub_3", form: { cancel_at_period_end: "true" } });
    await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=SUBSCRIPTION_UPDATE", { token: u.token });
    expect(stripe.requests.at(-1)!.form).toEqual({ cancel_at_period_end: "false" });
    expect(await subOf(u.token)).toMatchObject({ status: "Trialing", cancel_at_period_end: false });
    const portal = await json(await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=PAYMENT_UPDATE", { token: u.token }));
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);

    const buy = await json(await t.call("POST", "/api/one_time_payment", { token: u.token, json: { product: "CREDITS", quantity: 120 } }));
    expect(buy.url).toMatch(/checkout\.stripe\.test/);
    const credits = stripe.requests.at(-1)!.form;
    expect(credits).toMatchObject({ mode: "payment", "line_items[0][quantity]": "120", "line_items[0][price_data][unit_amount]": "10" });
    await deliver(stripe.event("checkout.session.completed", { id: "cs_4", client_reference_id: credits.client_reference_id, mode: "payment", payment_status: "paid", payment_intent: "pi_4" }));
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).credits).toBe(130);
  });

  it("cancels the replaced Stripe subscription when a new plan is bought, so the user does not pay for both", async () => {
    const u = await register("stripe-upgrade@example.com");
    const [oldRef, newRef] = [`sub_premium_${kind}`, `sub_pro_${kind}`];
    await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PREMIUM" } });
    await deliver(stripe.event("checkout.session.completed", { id: `cs_p_${kind}`, client_reference_id: stripe.requests.at(-1)!.form.client_reference_id, subscription: oldRef, mode: "subscription" }));
    expect(await subOf(u.token)).toMatchObject({ plan_type: "PREMIUM", status: "Active" });

    const upgrade = await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PRO" } });
    expect(upgrade.status).toBe(200);
    const completed = stripe.event("checkout.session.completed", { id: `cs_pro_${kind}`, client_reference_id: stripe.requests.at(-1)!.form.client_reference_id, subscription: newRef, mode: "subscription" });
    expect((await deliver(completed)).status).toBe(200);
    expect(await subOf(u.token)).toMatchObject({ plan_type: "PRO", status: "Active" });
    expect(stripe.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toContain(`/v1/subscriptions/${oldRef}`);
    expect(stripe.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).not.toContain(`/v1/subscriptions/${newRef}`);

    // Stripe then reports the old subscription deleted: the new plan stays.
    expect((await deliver(stripe.event("customer.subscription.deleted", { id: oldRef, status: "canceled" }))).status).toBe(200);
    expect((await me(u.token)).plan).toBe("PRO");
    // A replayed completion cancels nothing more.
    const deletes = stripe.requests.filter((r) => r.method === "DELETE").length;
    expect((await deliver(completed)).status).toBe(200);
    expect(stripe.requests.filter((r) => r.method === "DELETE").length).toBe(deletes);
  });

  it("answers a Stripe failure with the spec's checkout message", async () => {
    const broken = await createTestApp(kind, { ...stripeTestEnv(stripe), STRIPE_SECRET_KEY: "sk_wrong" });
    try {
      const u = (await (await broken.call("POST", "/api/auth/register", { json: { email: "x@example.com", password: "long enough" } })).json()) as { token: string };
      const res = await broken.call("POST", "/api/subscription", { token: u.token, json: { subscription: 1 } });
      expect(res.status).toBe(502);
      expect((await json(res)).detail).toBe("Subscription Failed: Something went wrong. Please try again");
    } finally {
      await broken.close();
    }
  });
});
