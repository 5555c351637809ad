import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_PLANS } from "@folio/contract";
import type { TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import type { FakeStripeServer } from "../../test-support/fake-stripe-server.ts";
import { createStripeTestApp } from "../../test-support/stripe-test-app.ts";
import { markCommissionsPaid, owedCommissionsCsv } from "./index.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("referrals on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp(kind));
  });
  afterAll(() => close());

  const json = async (res: Response) => (await res.json()) as Json;
  const register = async (email: string, ref?: string) => {
    const res = await t.call("POST", "/api/auth/register", { json: { email, password: "long enough", ...(ref ? { ref } : {}) } });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: { id: string } };
  };
  const ledger = async (token: string) => json(await t.call("GET", "/api/referrals", { token }));
  /** Pays through Stripe Checkout: the session is created at the fake Stripe, its completion arrives by the signed webhook. */
  const payWithStripe = async (token: string, path: string, body: Json, mode: "subscription" | "payment") => {
    expect((await t.call("POST", path, { token, json: body })).status).toBe(200);
    const checkoutId = stripe.requests.at(-1)!.form.client_reference_id!;
    const event = stripe.event("checkout.session.completed", { id: `cs_${checkoutId}`, client_reference_id: checkoutId, mode, payment_status: "paid", payment_intent: `pi_${checkoutId}`, ...(mode === "subscription" ? { subscription: `sub_${checkoutId}` } : {}) });
    expect((await t.call("POST", "/api/billing/webhook", { body: event.body, headers: { "stripe-signature": event.signature, "content-type": "application/json" } })).status).toBe(200);
  };

  it("attributes a sign-up by link and its first purchase through Stripe, once, and exports what is owed", async () => {
    const referrer = await register("referrer@example.com");
    const empty = await ledger(referrer.token);
    expect(empty).toMatchObject({ commission_percent: 30, signups: 0, purchases: 0, commission_owed: 0, commission_paid: 0, commissions: [] });
    const code = String(empty.code);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await ledger(referrer.token)).code).toBe(code);

    // Codes are typed by people: case does not matter.
    const customer = await register("customer@example.com", code.toLowerCase());
    expect(await ledger(referrer.token)).toMatchObject({ signups: 1, purchases: 0 });

    await payWithStripe(customer.token, "/api/subscription", { subscription: "MONTHLY", plan: "PREMIUM" }, "subscription");
    const earned = await ledger(referrer.token);
    const price = WEB_PLANS.PREMIUM.price!.monthly;
    expect(earned).toMatchObject({ signups: 1, purchases: 1, commission_owed: Math.round(price * 30) / 100, commission_paid: 0 });
    expect((earned.commissions as Json[])[0]).toMatchObject({ purchase_amount: price, commission_amount: 4.5, status: "owed", paid_at: null });

    // The second purchase earns nothing more: the commission is on the first payment only.
    await payWithStripe(customer.token, "/api/one_time_payment", { product: "CREDITS", quantity: 100 }, "payment");
    expect(await ledger(referrer.token)).toMatchObject({ purchases: 1, commission_owed: 4.5 });
    // The customer's own ledger is theirs: nothing of the referrer's shows.
    expect(await ledger(customer.token)).toMatchObject({ signups: 0, purchases: 0 });

    const { csv, rows } = await owedCommissionsCsv(t.deps.db, {});
    expect(rows).toBe(1);
    const [header, line] = csv.trim().split("\n");
    expect(header).toBe("commission_id,earned_at,referrer_id,referrer_email,purchase_usd,commission_usd");
    expect(line).toContain(`,${referrer.user.id},referrer@example.com,${price.toFixed(2)},4.50`);
    expect((await owedCommissionsCsv(t.deps.db, { from: new Date(Date.now() + 86_400_000) })).rows).toBe(0);

    // Paid out: the ledger says so, the export no longer lists it; a deleted customer leaves it standing.
    expect(await markCommissionsPaid(t.deps.db, new Date(Date.now() + 1000))).toBe(1);
    expect((await owedCommissionsCsv(t.deps.db, {})).rows).toBe(0);
    expect((await t.call("DELETE", "/api/users/account/me", { token: customer.token })).status).toBe(200);
    const paid = await ledger(referrer.token);
    expect(paid).toMatchObject({ signups: 0, purchases: 1, commission_owed: 0, commission_paid: 4.5 });
    expect((paid.commissions as Json[])[0]).toMatchObject({ status: "paid" });
  });

  it("refuses self-referral, a second referrer, a late claim and unknown or malformed codes", async () => {
    const a = await register("owner-a@example.com");
    const b = await register("owner-b@example.com");
    const codeA = String((await ledger(a.token)).code);
    const codeB = String((await ledger(b.token)).code);
    const claim = (token: string, code: string) => t.call("POST", "/api/referrals/claim", { token, json: { code } });

    expect(await json(await claim(a.token, codeA))).toMatchObject({ code: "referral_self" });
    expect((await claim(a.token, codeA)).status).toBe(403);

    // Signed up with Google (no body to carry the code): the web app claims it after the redirect.
    const newcomer = await register("newcomer@example.com");
    expect(await json(await claim(newcomer.token, codeA))).toEqual({ referred: true });
    const again = await claim(newcomer.token, codeB);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: "referral_taken" });
    expect(await ledger(a.token)).toMatchObject({ signups: 1 });
    expect(await ledger(b.token)).toMatchObject({ signups: 0 });

    // An account older than the claim window is nobody's referral.
    const old = await register("old@example.com");
    await t.deps.db.updateTable("users").set({ created_at: new Date(Date.now() - 2 * 86_400_000) }).where("id", "=", old.user.id).execute();
    expect(await json(await claim(old.token, codeB))).toMatchObject({ code: "referral_too_late" });

    expect((await claim(b.token, "NOSUCHCODE")).status).toBe(404);
    expect((await claim(b.token, "no such code")).status).toBe(422);
    // An unknown code at sign-up does not stop the sign-up; a malformed one is a 422 naming the field.
    await register("stale-link@example.com", "NOSUCHCODE");
    const bad = await t.call("POST", "/api/auth/register", { json: { email: "bad-ref@example.com", password: "long enough", ref: "<script>" } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("ref");

    const anon = (await json(await t.call("GET", "/api/create-anon-user"))) as { token: string };
    expect((await t.call("GET", "/api/referrals", { token: anon.token })).status).toBe(403);
    expect((await t.call("GET", "/api/referrals")).status).toBe(401);
  });
});
