import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PLAN_TYPES, BILLING_MESSAGES, SUBSCRIPTION_PERIOD_CODES } from "@folio/contract";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import type { FakeStripeServer } from "../../test-support/fake-stripe-server.ts";
import { createStripeTestApp } from "../../test-support/stripe-test-app.ts";
import { monthStart } from "./api-quota.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("API plans, their purchase and their pages on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  const json = async (res: Response) => (await res.json()) as Json;
  async function registered(plan = "FREE"): Promise<{ token: string; id: string }> {
    const email = `api-plans-${++n}@example.com`;
    const token = await registerWithPlan(t, email, plan);
    return { token, id: (await t.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id };
  }
  async function newKey(token: string, keyType = "DEVELOPMENT"): Promise<Response> {
    return t.call("POST", "/api/api-keys", { token, json: { name: "script", key_type: keyType } });
  }
  async function keyOf(token: string): Promise<string> {
    const res = await newKey(token);
    expect(res.status).toBe(201);
    return String((await json(res)).key);
  }
  /** Buy through the test-mode checkout, as a paid Stripe checkout would complete. */
  async function buy(token: string, body: Json): Promise<Response> {
    const start = await t.call("POST", "/api/subscription", { token, json: body });
    if (start.status !== 200) return start;
    const id = String((await json(start)).url).split("/").pop();
    return t.call("POST", `/api/billing/test-checkout/${id}`, { token, json: { outcome: "success" } });
  }
  const pagesUsed = async (userId: string) =>
    (await t.deps.db.selectFrom("usage_counters").select("count").where("user_id", "=", userId).where("key", "=", "api_pages").where("day", "=", monthStart()).executeTakeFirst())?.count ?? 0;
  function fileForm(bytes: Uint8Array | string, name: string): FormData {
    const form = new FormData();
    form.append("file", new Blob([bytes]), name);
    return form;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("lists the API plans with the spec's prices and quotas, and the period codes that buy them", async () => {
    const res = await t.call("GET", "/api/plans?product=API");
    expect(res.status).toBe(200);
    const plans = (await json(res)).plans as Json[];
    expect(plans.map((p) => p.value)).toEqual([...API_PLAN_TYPES]);
    expect(plans[0]).toEqual({ value: "API_FREE", name: "API Free", price: 0, yearly_price: null, messages: 100, pages: 5000, maximumDocuments: 10, period_codes: null });
    expect(plans[1]).toMatchObject({ value: "API_PREMIUM", price: 19.99, yearly_price: 179.91, messages: 2000, pages: 30000, maximumDocuments: 100, period_codes: { monthly: 5, yearly: 6 } });
    expect(plans[5]).toMatchObject({ value: "API_PREMIUM_4", price: 499.99, messages: 60000, pages: 600000, maximumDocuments: 3000, period_codes: { monthly: 13, yearly: 14 } });
    expect(plans[6]).toMatchObject({ value: "API_ENTERPRISE", price: null, messages: 2000, pages: 60000, period_codes: null });
    expect((await t.call("GET", "/api/plans?product=api")).status).toBe(200);
    expect((await t.call("GET", "/api/plans?product=web")).status).toBe(422);
  });

  it("sells each API plan through the period codes 5 to 14, monthly and yearly", async () => {
    const { token, id } = await registered();
    for (let code = 5; code <= 14; code++) {
      const start = await t.call("POST", "/api/subscription", { token, json: { subscription: code } });
      expect(start.status, `code ${code}`).toBe(200);
      const checkout = String((await json(start)).url).split("/").pop() ?? "";
      const row = await t.deps.db.selectFrom("checkout_sessions").select(["plan_type", "period", "user_id"]).where("id", "=", checkout).executeTakeFirstOrThrow();
      expect(row).toEqual({ ...SUBSCRIPTION_PERIOD_CODES[code], plan_type: SUBSCRIPTION_PERIOD_CODES[code]?.plan, user_id: id, plan: undefined });
    }
  });

  it("a bought API plan shows beside the web plan, lifts the quotas, allows production keys; up only, cancelled at the end of the term", async () => {
    const { token } = await registered();
    expect((await newKey(token, "PRODUCTION")).status).toBe(403);
    const before = await json(await t.call("GET", "/api/user_subscription", { token }));
    expect(before).toMatchObject({ web_plan: "FREE", api_plan: "API_FREE", api: null });

    expect((await buy(token, { subscription: 5, plan: "API_PREMIUM" })).status).toBe(200);
    const after = await json(await t.call("GET", "/api/user_subscription", { token }));
    expect(after).toMatchObject({ web_plan: "FREE", api_plan: "API_PREMIUM", api: { plan_type: "API_PREMIUM", product: "API", period: "MONTHLY", status: "Active" }, web: null });
    const usage = await json(await t.call("GET", "/api/api-usage", { token }));
    expect(usage.plan).toBe("API_PREMIUM");
    expect(usage.limits).toContainEqual({ key: "pages", label: "Pages this month", used: 0, total: 30000 });
    const live = await newKey(token, "PRODUCTION");
    expect(live.status).toBe(201);
    expect(String((await json(live)).key)).toMatch(/^folio_live_/);

    // The same plan again, or a lower one, is refused with the spec's message; a higher one is sold.
    for (const body of [{ subscription: 5 }, { subscription: "MONTHLY", plan: "api_premium" }]) {
      const again = await t.call("POST", "/api/subscription", { token, json: body });
      expect(again.status).toBe(409);
      expect((await json(again)).detail).toBe(BILLING_MESSAGES.higherPlan("API Premium"));
    }
    expect((await t.call("POST", "/api/subscription", { token, json: { subscription: 6 } })).status).toBe(200);
    expect((await buy(token, { subscription: 9 })).status).toBe(200);
    expect((await json(await t.call("GET", "/api/user_subscription", { token }))).api_plan).toBe("API_PREMIUM_2");
    const lower = await t.call("POST", "/api/subscription", { token, json: { subscription: 7 } });
    expect(lower.status).toBe(409);

    // Cancelling runs to the end of the paid term: the plan stays until then.
    const cancel = await t.call("GET", "/api/manage/subscription?sub_type=API&action=SUBSCRIPTION_CANCEL", { token });
    expect(cancel.status).toBe(200);
    const cancelled = await json(await t.call("GET", "/api/user_subscription", { token }));
    expect(cancelled).toMatchObject({ api_plan: "API_PREMIUM_2", api: { status: "Cancelled", cancel_at_period_end: true } });
  });

  it("Enterprise is arranged with sales, not bought", async () => {
    const { token } = await registered();
    const res = await t.call("POST", "/api/subscription", { token, json: { subscription: "MONTHLY", plan: "API_ENTERPRISE" } });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("contact_sales");
    expect(String((await json(await t.call("POST", "/api/subscription", { token, json: { subscription: "YEARLY", plan: "API_ENTERPRISE" } }))).detail)).toContain("sales");
  });

  it("billing refuses a key (403), and credits are bought with the product in any letter case", async () => {
    const { token } = await registered("PREMIUM");
    const key = await keyOf(token);
    for (const [method, path, body] of [
      ["POST", "/api/subscription", { subscription: 5 }],
      ["GET", "/api/manage/subscription", undefined],
      ["POST", "/api/one_time_payment", { product: "CREDITS", quantity: 50 }],
    ] as const) {
      const res = await t.call(method, path, { headers: { "x-api-key": key }, ...(body && { json: body }) });
      expect(res.status, path).toBe(403);
      expect((await json(res)).code).toBe("api_key_not_allowed");
    }
    for (const product of ["credits", "Credits", "CREDITS"]) {
      const res = await t.call("POST", "/api/one_time_payment", { token, json: { product, quantity: 50 } });
      expect(res.status, product).toBe(200);
      expect(String((await json(res)).url)).toMatch(/^\/billing\/test-checkout\//);
    }
    expect((await t.call("POST", "/api/one_time_payment", { token, json: { product: "gold", quantity: 50 } })).status).toBe(422);
  });

  it("counts the pages of documents uploaded with a key against the month's pages: 402 with the spec's message once they would pass it", async () => {
    const { token, id } = await registered();
    const key = await keyOf(token);
    const pdf = fs.readFileSync(fixturePath("pdf", "federal-register-2020-17221.pdf"));
    // API Free allows 5000 pages a month: with 4990 used, a 15-page PDF does not fit, and nothing is kept.
    await t.deps.db.insertInto("usage_counters").values({ user_id: id, key: "api_pages", day: monthStart(), count: 4990 }).execute();
    const refused = await t.call("POST", "/api/documents", { headers: { "x-api-key": key }, body: fileForm(pdf, "register.pdf") });
    expect(refused.status).toBe(402);
    expect((await json(refused)).detail).toBe(BILLING_MESSAGES.unitsUsedUp("pages"));
    expect(await pagesUsed(id)).toBe(4990);
    expect((await json(await t.call("GET", "/api/documents", { token }))).total).toBe(0);

    await t.deps.db.updateTable("usage_counters").set({ count: 4980 }).where("user_id", "=", id).where("key", "=", "api_pages").execute();
    const accepted = await t.call("POST", "/api/documents", { headers: { "x-api-key": key }, body: fileForm(pdf, "register.pdf") });
    expect(accepted.status).toBe(202);
    expect(await pagesUsed(id)).toBe(4995);
    // Pages used stay used when the document goes (deleting it here also spares the test its processing).
    expect((await t.call("DELETE", `/api/documents/${String((await json(accepted)).doc_id)}`, { token })).status).toBe(200);
    expect(await pagesUsed(id)).toBe(4995);

    // A text's pages are known once extracted: one counted at upload, the rest when it is ready.
    const text = await t.call("POST", "/api/documents", { headers: { "x-api-key": key }, body: fileForm("A short note about rivers and the sea.", "note.txt") });
    expect(text.status).toBe(202);
    const docId = String((await json(text)).doc_id);
    let doc: Json = {};
    for (;;) {
      doc = await json(await t.call("GET", `/api/documents/${docId}`, { token }));
      if (doc.status === "ready" || doc.status === "failed") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(doc.status).toBe("ready");
    expect(await pagesUsed(id)).toBe(4995 + Number(doc.page_count));
    const usage = await json(await t.call("GET", "/api/api-usage", { token }));
    expect(usage.limits).toContainEqual({ key: "pages", label: "Pages this month", used: 4995 + Number(doc.page_count), total: 5000 });

    // The owner's own session uploads are not counted against the API plan.
    expect((await t.call("POST", "/api/documents", { token, body: fileForm("Web upload.", "web.txt") })).status).toBe(202);
    expect(await pagesUsed(id)).toBe(4995 + Number(doc.page_count));
  });
});

describe.each(DATABASE_KINDS)("API plans bought through Stripe on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let close = async () => {};
  beforeAll(async () => {
    ({ t, stripe, close } = await createStripeTestApp(kind));
  });
  afterAll(() => close());

  it("period code 6 opens a yearly Checkout at the API price, and the verified webhook gives the API plan, not a web plan", async () => {
    const token = await registerWithPlan(t, "stripe-api@example.com", "FREE");
    const start = await t.call("POST", "/api/subscription", { token, json: { subscription: 6 } });
    expect(start.status).toBe(200);
    expect(String(((await start.json()) as Json).url)).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const req = stripe.requests.at(-1);
    expect(req?.form).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "17991",
      "line_items[0][price_data][recurring][interval]": "year",
      "line_items[0][price_data][product_data][name]": "Folio API Premium",
      success_url: "https://folio.example/billing?checkout=success&kind=api",
    });
    const completed = stripe.event("checkout.session.completed", { id: "cs_api_1", client_reference_id: req?.form.client_reference_id, subscription: "sub_api_1", mode: "subscription", payment_status: "paid", invoice: "in_api_1" });
    const delivered = await t.call("POST", "/api/billing/webhook", { body: completed.body, headers: { "stripe-signature": completed.signature, "content-type": "application/json" } });
    expect(delivered.status).toBe(200);
    const subscription = (await (await t.call("GET", "/api/user_subscription", { token })).json()) as Json;
    expect(subscription).toMatchObject({ web_plan: "FREE", api_plan: "API_PREMIUM", web: null, api: { plan_type: "API_PREMIUM", period: "YEARLY", provider: "stripe" } });
    expect((await t.call("POST", "/api/api-keys", { token, json: { name: "live", key_type: "PRODUCTION" } })).status).toBe(201);
  });
});
