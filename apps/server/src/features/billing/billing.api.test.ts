import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_MESSAGES, PLAN_LIMITS, type PlanKey } from "@folio/contract";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { removeExpiredFreeDocuments } from "../documents/index.ts";
import { advanceTestSubscriptions, assertFolderSize, assertPaidFeature, chargeCredits, consumeUsage, creditBalance, grantCredits, utcDay, type DailyLimitKey } from "./index.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("plans and billing API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = async (res: Response) => (await res.json()) as Json;
  let n = 0;
  const register = async (plan: PlanKey = "FREE", anonToken?: string) => {
    const email = `user${++n}@example.com`;
    const res = await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" }, token: anonToken });
    const body = (await res.json()) as { token: string; user: { id: string } };
    if (plan !== "FREE") await t.deps.db.updateTable("users").set({ plan }).where("id", "=", body.user.id).execute();
    return { token: body.token, id: body.user.id, email };
  };
  const userRow = (id: string) => t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const uploadText = (token: string, name = "notes.txt") => {
    const form = new FormData();
    form.append("file", new Blob([`Some notes about plans ${name}.`]), name);
    return t.call("POST", "/api/documents", { token, body: form });
  };
  const refusal = async (p: Promise<unknown>) => {
    const err = await p.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it("refuses the second document of the day on the free plan with 402 'uploads exceeded'", async () => {
    const u = await register();
    expect((await uploadText(u.token)).status).toBe(202);
    const second = await uploadText(u.token, "more.txt");
    expect(second.status).toBe(402);
    expect(String((await json(second)).detail)).toBe("Daily uploads exceeded: your plan allows 1 document per day. Upgrade your plan to upload more.");
    const url = await t.call("POST", "/api/documents/url", { token: u.token, json: { url: "https://example.com/a.pdf" } });
    expect(url.status).toBe(402);
  });

  it("limits conversations and questions per day in chat with 402", async () => {
    const u = await register();
    const accepted = (await json(await uploadText(u.token, "chat.txt"))) as { doc_id: string };
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${accepted.doc_id}`, { token: u.token }));
      if (doc.status === "ready") break;
      expect(doc.status).not.toBe("failed");
      await new Promise((r) => setTimeout(r, 100));
    }
    const start = () => t.call("GET", `/api/chat?doc_id=${accepted.doc_id}`, { token: u.token });
    const chats: string[] = [];
    for (let i = 0; i < 3; i++) chats.push(String((await json(await start())).chat_id));
    const fourth = await start();
    expect(fourth.status).toBe(402);
    expect((await json(fourth)).detail).toBe("You have reached your plan's limit of 3 conversations per day. Upgrade your plan for more.");

    await t.deps.db.insertInto("usage_counters").values({ user_id: u.id, key: "questions_per_day", day: utcDay(), count: 49 }).execute();
    const ask = () => t.call("POST", `/api/chat/${accepted.doc_id}?chat_id=${chats[0]}&model_name=LOCAL&language=EN`, { token: u.token, json: { message: "What are the notes about?" } });
    const fiftieth = await ask();
    expect(fiftieth.status).toBe(200);
    await fiftieth.text();
    const fiftyFirst = await ask();
    expect(fiftyFirst.status).toBe(402);
    expect((await json(fiftyFirst)).detail).toBe("You have reached your plan's limit of 50 questions per day. Upgrade your plan for more.");
  });

  it("counts each daily limit up to its figure for each plan and refuses the next one", async () => {
    const keys: [DailyLimitKey, "documentsPerDay" | "questionsPerDay" | "conversationsPerDay"][] = [
      ["documents_per_day", "documentsPerDay"], ["questions_per_day", "questionsPerDay"], ["conversations_per_day", "conversationsPerDay"],
    ];
    for (const plan of ["FREE", "PREMIUM", "PRO", "ENTERPRISE"] as const) {
      const u = await userRow((await register(plan)).id);
      for (const [key, field] of keys) {
        const total = PLAN_LIMITS[plan][field];
        if (total === null) {
          for (let i = 0; i < 5; i++) await consumeUsage(t.deps, u, key);
          continue;
        }
        // Start one short of the figure: the last allowed use passes, the next is refused.
        if (total > 1) await t.deps.db.insertInto("usage_counters").values({ user_id: u.id, key, day: utcDay(), count: total - 1 }).execute();
        await consumeUsage(t.deps, u, key);
        const err = await refusal(consumeUsage(t.deps, u, key));
        expect(err.status, `${plan} ${key}`).toBe(402);
        expect(err.detail).toContain(String(total));
      }
    }
  });

  it("reports used/total for each limit, null when unlimited", async () => {
    const u = await register();
    await uploadText(u.token);
    const usage = (await json(await t.call("GET", "/api/usage", { token: u.token }))).limits as Json[];
    const byKey = Object.fromEntries(usage.map((l) => [l.key, l]));
    expect(byKey.documents_per_day).toMatchObject({ used: 1, total: 1 });
    expect(byKey.questions_per_day).toMatchObject({ used: 0, total: 50 });
    expect(byKey.conversations_per_day).toMatchObject({ used: 0, total: 3 });
    expect(byKey.file_size_bytes).toMatchObject({ total: 16 * 1024 * 1024 });
    expect(byKey.pages_per_document).toMatchObject({ total: 100 });
    expect(byKey.credits).toMatchObject({ used: 0 });
    const ent = await register("ENTERPRISE");
    const entUsage = Object.fromEntries(((await json(await t.call("GET", "/api/usage", { token: ent.token }))).limits as Json[]).map((l) => [l.key, l]));
    expect(entUsage.questions_per_day).toMatchObject({ total: null });
    expect(entUsage.documents_expiring).toBeUndefined();
  });

  it("gives the free limits to anonymous users and moves their work to the account they register or log in as", async () => {
    const anon = (await json(await t.call("GET", "/api/create-anon-user"))) as { token: string; user: { id: string } };
    expect((await uploadText(anon.token, "anon.txt")).status).toBe(202);
    expect((await uploadText(anon.token, "anon2.txt")).status).toBe(402);
    const anonId = anon.user.id;
    const u = await register("FREE", anon.token);
    const docs = (await json(await t.call("GET", "/api/documents", { token: u.token }))).documents as Json[];
    expect(docs.map((d) => d.name)).toEqual(["anon.txt"]);
    expect(await t.deps.db.selectFrom("users").select("id").where("id", "=", anonId).executeTakeFirst()).toBeUndefined();
    expect((await t.deps.db.selectFrom("blob_refs").select("user_id").where("user_id", "=", u.id).execute()).length).toBeGreaterThan(0);
    // The day's upload moved too: the account cannot upload a second free document today.
    expect((await uploadText(u.token, "again.txt")).status).toBe(402);

    const anon2 = (await json(await t.call("GET", "/api/create-anon-user"))) as { token: string };
    await uploadText(anon2.token, "later.txt");
    const login = await t.call("POST", "/api/auth/login", { json: { email: u.email, password: "long enough" }, token: anon2.token });
    expect(login.status).toBe(200);
    const after = (await json(await t.call("GET", "/api/documents", { token: u.token }))).documents as Json[];
    expect(after.map((d) => d.name).sort()).toEqual(["anon.txt", "later.txt"]);
  });

  it("keeps paid features for paid plans (403 with the spec's text) and folder sizes to the plan", async () => {
    const free = await userRow((await register()).id);
    const err = await refusal(Promise.resolve().then(() => assertPaidFeature(free, "summary_pdf")));
    expect(err.status).toBe(403);
    expect(err.detail).toBe(BILLING_MESSAGES.upgrade);
    const premium = await userRow((await register("PREMIUM")).id);
    expect(() => assertPaidFeature(premium, "summariser")).not.toThrow();
    expect(() => assertFolderSize(premium, 10)).not.toThrow();
    expect((await refusal(Promise.resolve().then(() => assertFolderSize(premium, 11)))).status).toBe(402);
    expect(() => assertFolderSize(free, 6)).toThrow();
  });

  it("charges credits per answer of a credit model, never below zero under concurrent answers", async () => {
    const free = await userRow((await register()).id);
    expect((await refusal(chargeCredits(t.deps, free, "GPT4"))).status).toBe(403);
    expect(await chargeCredits(t.deps, free, "GPT4O_MINI")).toBe(0);
    const premium = await userRow((await register("PREMIUM")).id);
    await grantCredits(t.deps.db, premium.id, 10);
    const results = await Promise.allSettled(Array.from({ length: 14 }, (_, i) => chargeCredits(t.deps, premium, ["GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM"][i % 4]!)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect((r.reason as AppError).status).toBe(402);
      expect((r.reason as AppError).detail).toBe("You have have used up your available credits units. Please purchase more units.");
    }
    expect(await creditBalance(t.deps.db, premium.id)).toBe(0);
  });

  it("upgrades through the test-mode checkout, applies the downgrade rule, buys credits and cancels", async () => {
    const u = await register();
    const sub = await json(await t.call("GET", "/api/user_subscription", { token: u.token }));
    expect(sub).toMatchObject({ web: null, credits: 0, payment_mode: "test" });
    const bad = await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "GOLD" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).detail).toBe(BILLING_MESSAGES.invalidPlan);
    expect((await t.call("POST", "/api/one_time_payment", { token: u.token, json: { product: "CREDITS", quantity: 50 } })).status).toBe(403);

    const start = await json(await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PREMIUM" } }));
    const id = String(start.url).split("/").pop()!;
    expect(start.url).toBe(`/billing/test-checkout/${id}`);
    expect(await json(await t.call("GET", `/api/billing/test-checkout/${id}`, { token: u.token }))).toMatchObject({ kind: "subscription", amount: 14.99, status: "open" });
    const declinedStart = await json(await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: 3 } }));
    const declined = await json(await t.call("POST", `/api/billing/test-checkout/${String(declinedStart.url).split("/").pop()}`, { token: u.token, json: { outcome: "failure" } }));
    expect(declined.url).toBe("/billing?checkout=failed");
    expect((await userRow(u.id)).plan).toBe("FREE");

    const paid = await json(await t.call("POST", `/api/billing/test-checkout/${id}`, { token: u.token, json: { outcome: "success" } }));
    expect(paid.url).toBe("/billing?checkout=success&kind=web");
    expect((await t.call("POST", `/api/billing/test-checkout/${id}`, { token: u.token, json: { outcome: "success" } })).status).toBe(409);
    const me = await json(await t.call("GET", "/api/users/me", { token: u.token }));
    expect(me).toMatchObject({ plan: "PREMIUM", role: "premium" });
    const after = await json(await t.call("GET", "/api/user_subscription", { token: u.token }));
    expect(after).toMatchObject({ credits: 10, web: { plan_type: "PREMIUM", period: "MONTHLY", status: "Active", variant_name: "PREMIUM_MONTHLY" } });
    const usage = Object.fromEntries(((await json(await t.call("GET", "/api/usage", { token: u.token }))).limits as Json[]).map((l) => [l.key, l]));
    expect(usage.documents_per_day).toMatchObject({ total: 50 });

    // The same plan again, or a lower one, is refused; the same plan yearly is not a downgrade.
    for (const plan of ["PREMIUM"]) {
      const again = await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan } });
      expect(again.status).toBe(409);
      expect((await json(again)).detail).toBe("You are already subscribed to a plan that is greater than or equal to the Premium plan");
    }
    expect((await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: 2 } })).status).toBe(200);
    expect((await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "ENTERPRISE" } })).status).toBe(400);

    const few = await t.call("POST", "/api/one_time_payment", { token: u.token, json: { product: "CREDITS", quantity: 40 } });
    expect(few.status).toBe(400);
    expect((await json(few)).detail).toBe(BILLING_MESSAGES.minimumCredits);
    const credits = await json(await t.call("POST", "/api/one_time_payment", { token: u.token, json: { product: "CREDITS", quantity: 50 } }));
    const cid = String(credits.url).split("/").pop()!;
    expect(await json(await t.call("GET", `/api/billing/test-checkout/${cid}`, { token: u.token }))).toMatchObject({ kind: "one_time", amount: 5 });
    await t.call("POST", `/api/billing/test-checkout/${cid}`, { token: u.token, json: { outcome: "success" } });
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).credits).toBe(60);

    const history = await json(await t.call("GET", "/api/billing_history?page=1&page_size=1", { token: u.token }));
    expect(history.total).toBe(2);
    expect((history.items as Json[])[0]).toMatchObject({ type: "one_time", amount: 5, currency: "USD", status: "paid" });

    const churn = await json(await t.call("GET", "/api/churn", { token: u.token }));
    expect((churn.survey as Json).reasons).toEqual(expect.arrayContaining(["It is too expensive"]));
    const cancel = await json(await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=SUBSCRIPTION_CANCEL", { token: u.token }));
    expect(cancel.url).toBe("/billing?subscription=cancelled");
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).web).toMatchObject({ status: "Cancelled", cancel_at_period_end: true });
    expect((await json(await t.call("GET", "/api/users/me", { token: u.token }))).plan).toBe("PREMIUM");
    await t.call("GET", "/api/manage/subscription?sub_type=WEB&action=SUBSCRIPTION_UPDATE", { token: u.token });
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).web).toMatchObject({ status: "Active", cancel_at_period_end: false });
  });

  it("gives a free trial once, and the $1 paid trial for Premium or Pro", async () => {
    const u = await register();
    const start = await json(await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: "MONTHLY", plan: "PRO", give_trial: true } }));
    const id = String(start.url).split("/").pop()!;
    expect(await json(await t.call("GET", `/api/billing/test-checkout/${id}`, { token: u.token }))).toMatchObject({ amount: 0 });
    await t.call("POST", `/api/billing/test-checkout/${id}`, { token: u.token, json: { outcome: "success" } });
    expect((await json(await t.call("GET", "/api/user_subscription", { token: u.token }))).web).toMatchObject({ status: "Trialing", trial: "free", plan_type: "PRO" });
    const v = await register();
    const paid = await json(await t.call("POST", "/api/subscription", { token: v.token, json: { subscription: "YEARLY", plan: "PREMIUM", give_paid_trial: true } }));
    expect(await json(await t.call("GET", `/api/billing/test-checkout/${String(paid.url).split("/").pop()}`, { token: v.token }))).toMatchObject({ amount: 1 });
  });

  it("ends, converts and renews test-mode subscriptions at the end of their term", async () => {
    const buy = async (plan: string, period: string, extra: Json = {}) => {
      const u = await register();
      const start = await json(await t.call("POST", "/api/subscription", { token: u.token, json: { subscription: period, plan, ...extra } }));
      await t.call("POST", `/api/billing/test-checkout/${String(start.url).split("/").pop()}`, { token: u.token, json: { outcome: "success" } });
      return u;
    };
    const renewing = await buy("PRO", "MONTHLY");
    const cancelled = await buy("PREMIUM", "MONTHLY");
    await t.call("GET", "/api/manage/subscription?action=SUBSCRIPTION_CANCEL", { token: cancelled.token });
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await advanceTestSubscriptions(t.deps, later)).toBeGreaterThanOrEqual(2);
    const renewed = await json(await t.call("GET", "/api/user_subscription", { token: renewing.token }));
    expect(renewed).toMatchObject({ credits: 60, web: { status: "Active", plan_type: "PRO" } });
    expect((await json(await t.call("GET", "/api/billing_history", { token: renewing.token }))).total).toBe(2);
    expect(await json(await t.call("GET", "/api/users/me", { token: cancelled.token }))).toMatchObject({ plan: "FREE" });
    expect((await json(await t.call("GET", "/api/user_subscription", { token: cancelled.token }))).web).toBeNull();
  });

  it("removes free documents older than 90 days (warned a week before) and keeps paid ones", async () => {
    const free = await register();
    const pro = await register("PRO");
    const old = (userId: string, days: number) =>
      t.deps.db.insertInto("documents").values({ id: newId("doc_"), user_id: userId, name: `old-${days}.txt`, file_type: "txt", size_bytes: 10, status: "ready", created_at: new Date(Date.now() - days * 86_400_000) }).execute();
    await old(free.id, 91);
    await old(free.id, 85);
    await old(pro.id, 400);
    const usage = Object.fromEntries(((await json(await t.call("GET", "/api/usage", { token: free.token }))).limits as Json[]).map((l) => [l.key, l]));
    expect(usage.documents_expiring).toMatchObject({ used: 2 });
    expect(await removeExpiredFreeDocuments(t.deps)).toBe(1);
    const names = async (token: string) => ((await json(await t.call("GET", "/api/documents", { token }))).documents as Json[]).map((d) => d.name);
    expect(await names(free.token)).toEqual(["old-85.txt"]);
    expect(await names(pro.token)).toEqual(["old-400.txt"]);
  });
});
