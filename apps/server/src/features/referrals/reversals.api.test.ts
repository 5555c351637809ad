import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import type { FakeStripeServer } from "../../test-support/fake-stripe-server.ts";
import { createStripeTestApp } from "../../test-support/stripe-test-app.ts";
import { markCommissionsPaid, owedCommissionsCsv } from "./index.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("a referred purchase refunded or disputed on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let close = async () => {};
  let referrer: { token: string; code: string };
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp(kind));
    const { token } = await register("reversal-referrer@example.com");
    referrer = { token, code: String((await ledger(token)).code) };
  });
  afterAll(() => close());

  const json = async (res: Response) => (await res.json()) as Json;
  async function register(email: string, ref?: string) {
    const res = await t.call("POST", "/api/auth/register", { json: { email, password: "long enough", ...(ref ? { ref } : {}) } });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: { id: string } };
  }
  async function ledger(token: string) {
    return json(await t.call("GET", "/api/referrals", { token }));
  }
  const deliver = async (type: string, object: Json) => {
    const event = stripe.event(type, object);
    const res = await t.call("POST", "/api/billing/webhook", { body: event.body, headers: { "stripe-signature": event.signature, "content-type": "application/json" } });
    expect(res.status).toBe(200);
    return event;
  };
  /** A referred customer's first payment, a monthly Premium plan: Checkout completes it with its first invoice, as Stripe does for subscriptions. */
  const referredSubscriber = async (name: string) => {
    const customer = await register(`${name}@example.com`, referrer.code);
    expect((await t.call("POST", "/api/subscription", { token: customer.token, json: { subscription: "MONTHLY", plan: "PREMIUM" } })).status).toBe(200);
    const checkoutId = stripe.requests.at(-1)!.form.client_reference_id!;
    await deliver("checkout.session.completed", { id: `cs_${name}`, client_reference_id: checkoutId, mode: "subscription", payment_status: "paid", subscription: `sub_${name}`, invoice: `in_${name}` });
    return { ...customer, invoice: `in_${name}` };
  };
  const commissions = async () => (await ledger(referrer.token)).commissions as Json[];
  const statusOf = async (index: number) => (await commissions()).at(index)?.status;

  it("cancels the commission when the first payment is refunded in full, not for a partial refund or a later purchase's refund", async () => {
    const customer = await referredSubscriber("refunded");
    expect(await ledger(referrer.token)).toMatchObject({ purchases: 1, commission_owed: 4.5 });

    // A later purchase (credits) refunded: the first payment, and its commission, stand.
    expect((await t.call("POST", "/api/one_time_payment", { token: customer.token, json: { product: "CREDITS", quantity: 100 } })).status).toBe(200);
    const credits = stripe.requests.at(-1)!.form.client_reference_id!;
    await deliver("checkout.session.completed", { id: "cs_credits", client_reference_id: credits, mode: "payment", payment_status: "paid", payment_intent: "pi_credits" });
    await deliver("charge.refunded", { id: "ch_credits", object: "charge", payment_intent: "pi_credits", refunded: true, amount: 1000, amount_refunded: 1000 });
    // Part of the first payment refunded: the purchase stands.
    await deliver("charge.refunded", { id: "ch_first", object: "charge", payment_intent: "pi_first", invoice: customer.invoice, refunded: false, amount: 1499, amount_refunded: 500 });
    expect(await ledger(referrer.token)).toMatchObject({ purchases: 1, commission_owed: 4.5 });
    expect(await statusOf(0)).toBe("owed");

    const refund = await deliver("charge.refunded", { id: "ch_first", object: "charge", payment_intent: "pi_first", invoice: customer.invoice, refunded: true, amount: 1499, amount_refunded: 1499 });
    const after = await ledger(referrer.token);
    expect(after).toMatchObject({ signups: 1, purchases: 0, commission_owed: 0, commission_paid: 0 });
    const [cancelled] = after.commissions as Json[];
    expect(cancelled).toMatchObject({ status: "cancelled", commission_amount: 4.5, paid_at: null });
    expect(Date.parse(String(cancelled!.cancelled_at))).not.toBeNaN();
    const row = await t.deps.db.selectFrom("referral_commissions").select(["status", "cancel_reason"]).where("id", "=", String(cancelled!.id)).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelled", cancel_reason: "refund" });

    // The operator's export leaves it out, and a payout run never marks it paid.
    expect((await owedCommissionsCsv(t.deps.db, {})).rows).toBe(0);
    expect(await markCommissionsPaid(t.deps.db, new Date(Date.now() + 1000))).toBe(0);
    expect(await statusOf(0)).toBe("cancelled");

    // Stripe delivers the event again: nothing changes.
    const again = await t.call("POST", "/api/billing/webhook", { body: refund.body, headers: { "stripe-signature": refund.signature, "content-type": "application/json" } });
    expect(again.status).toBe(200);
    expect(await ledger(referrer.token)).toMatchObject({ purchases: 0, commission_owed: 0 });
  });

  it("cancels the commission of a disputed first payment, found through the charge's invoice at Stripe", async () => {
    await referredSubscriber("kept");
    const disputed = await referredSubscriber("disputed");
    expect(await ledger(referrer.token)).toMatchObject({ purchases: 2, commission_owed: 9 });

    // A dispute names the charge and its PaymentIntent; only the charge knows the subscription's invoice.
    stripe.charges.set("ch_disputed", { id: "ch_disputed", object: "charge", payment_intent: "pi_disputed", invoice: disputed.invoice, amount: 1499 });
    await deliver("charge.dispute.created", { id: "dp_1", object: "dispute", charge: "ch_disputed", payment_intent: "pi_disputed", amount: 1499, status: "needs_response" });
    expect(stripe.requests.at(-1)).toMatchObject({ method: "GET", path: "/v1/charges/ch_disputed" });

    expect(await ledger(referrer.token)).toMatchObject({ purchases: 1, commission_owed: 4.5 });
    const reasons = await t.deps.db.selectFrom("referral_commissions").select(["status", "cancel_reason"]).where("status", "=", "cancelled").orderBy("created_at").execute();
    expect(reasons.map((r) => r.cancel_reason)).toEqual(["refund", "dispute"]);
    // The export lists the one still owed, the kept customer's.
    const { csv, rows } = await owedCommissionsCsv(t.deps.db, {});
    expect(rows).toBe(1);
    expect(csv).toContain(",4.50");
  });

  it("leaves a commission already paid out as paid when its payment is refunded later", async () => {
    const late = await referredSubscriber("late");
    expect(await markCommissionsPaid(t.deps.db, new Date(Date.now() + 1000))).toBe(2);
    await deliver("charge.refunded", { id: "ch_late", object: "charge", invoice: late.invoice, refunded: true, amount: 1499, amount_refunded: 1499 });
    const after = await ledger(referrer.token);
    expect(after).toMatchObject({ purchases: 2, commission_owed: 0, commission_paid: 9 });
    expect((after.commissions as Json[]).filter((c) => c.status === "paid")).toHaveLength(2);
  });
});
