import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import type { FakeStripeServer } from "../../test-support/fake-stripe-server.ts";
import { createStripeTestApp, stripeTestEnv } from "../../test-support/stripe-test-app.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("deleting an account with a Stripe subscription on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp(kind));
  });
  afterAll(() => close());

  const json = async (res: Response) => (await res.json()) as Json;
  const register = async (app: TestApp, email: string) => (await json(await app.call("POST", "/api/auth/register", { json: { email, password: "long enough" } }))) as { token: string; user: { id: string } };
  const deliver = (e: { body: string; signature: string }) => t.call("POST", "/api/billing/webhook", { body: e.body, headers: { "stripe-signature": e.signature, "content-type": "application/json" } });
  const deletes = () => stripe.requests.filter((r) => r.method === "DELETE").map((r) => r.path);

  it("cancels the subscriptions at Stripe at once, then deletes the account", async () => {
    const u = await register(t, "delete-paying@example.com");
    const web = `sub_web_delete_${kind}`;
    await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PRO" } });
    const checkout = stripe.requests.at(-1)!.form.client_reference_id;
    expect((await deliver(stripe.event("checkout.session.completed", { id: `cs_${web}`, client_reference_id: checkout, subscription: web, mode: "subscription", invoice: `in_${web}` }))).status).toBe(200);
    // Cancelled at the end of the term: still billing until then, so it is ended too.
    await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=SUBSCRIPTION_CANCEL", { token: u.token });
    // A test-mode subscription of another kind (no provider reference) bills nobody: nothing to call.
    await t.deps.db.insertInto("subscriptions").values({ id: `sub_test_${kind}`, user_id: u.user.id, plan_type: "API_PREMIUM_1", product: "API", period: "MONTHLY", status: "Active", provider: "test", provider_ref: null }).execute();

    const res = await t.call("DELETE", "/api/users/account/me", { token: u.token });
    expect(res.status).toBe(200);
    expect(deletes()).toContain(`/v1/subscriptions/${web}`);
    expect(deletes().filter((p) => p.includes(`sub_test_${kind}`))).toEqual([]);
    expect((await t.call("GET", "/api/users/me", { token: u.token })).status).toBe(401);
    expect(await t.deps.db.selectFrom("subscriptions").select("id").where("user_id", "=", u.user.id).execute()).toEqual([]);
  });

  it("deletes nothing and says why when Stripe refuses to cancel", async () => {
    const broken = await createTestApp(kind, { ...stripeTestEnv(stripe), STRIPE_SECRET_KEY: "sk_wrong" });
    try {
      const u = await register(broken, "delete-broken@example.com");
      const ref = `sub_broken_${kind}`;
      await broken.deps.db.updateTable("users").set({ plan: "PREMIUM" }).where("id", "=", u.user.id).execute();
      await broken.deps.db.insertInto("subscriptions").values({ id: `sub_row_${kind}`, user_id: u.user.id, plan_type: "PREMIUM", product: "WEB", period: "MONTHLY", status: "Active", provider: "stripe", provider_ref: ref }).execute();

      const res = await broken.call("DELETE", "/api/users/account/me", { token: u.token });
      expect(res.status).toBe(502);
      const body = await json(res);
      expect(body).toMatchObject({ code: "subscription_not_cancelled" });
      expect(String(body.detail)).toMatch(/^Your account was not deleted: your subscription could not be cancelled/);
      expect(stripe.requests.at(-1)).toMatchObject({ method: "DELETE", path: `/v1/subscriptions/${ref}` });

      expect(await json(await broken.call("GET", "/api/users/me", { token: u.token }))).toMatchObject({ plan: "PREMIUM" });
      const sub = await broken.deps.db.selectFrom("subscriptions").select("status").where("provider_ref", "=", ref).executeTakeFirstOrThrow();
      expect(sub.status).toBe("Active");
    } finally {
      await broken.close();
    }
  });
});
