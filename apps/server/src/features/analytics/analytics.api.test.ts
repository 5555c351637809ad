import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { readChat } from "../../test-support/ui-message-stream.ts";
import { setUserAdmin } from "../accounts/index.ts";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const VISITOR_A = "visitor-aaaaaaaaaaaaaaaa";
const VISITOR_B = "visitor-bbbbbbbbbbbbbbbb";

describe.each(DATABASE_KINDS)("analytics and the operator's views on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  const register = async (email: string) => String((await json(await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } }))).token);
  const pageView = (body: unknown, token?: string) => t.call("POST", "/api/analytics/page-views", { json: body, ...(token ? { token } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await register("operator@example.com");
    member = await register("member@example.com");
    await setUserAdmin(t.deps.db, "operator@example.com", true);
  });
  afterAll(async () => t.close());

  it("says who is an admin, and keeps /api/admin to admins in person", async () => {
    expect((await json(await t.call("GET", "/api/users/me", { token: admin }))).is_admin).toBe(true);
    expect((await json(await t.call("GET", "/api/users/me", { token: member }))).is_admin).toBe(false);
    const refused = await t.call("GET", "/api/admin/analytics", { token: member });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: "admin_only", detail: "Only Folio's operators can do this." });
    expect((await t.call("GET", "/api/admin/models")).status).toBe(401);
    expect((await t.call("GET", "/api/admin/anything-else", { token: member })).status).toBe(403);
    expect((await setUserAdmin(t.deps.db, "nobody@example.com", true))).toBeNull();
  });

  it("records page views only as the contract allows, with the user when signed in", async () => {
    expect((await pageView({ path: "/pricing", visitor_id: VISITOR_A })).status).toBe(204);
    expect((await pageView({ path: "/documents", visitor_id: VISITOR_B }, member)).status).toBe(204);
    expect((await pageView({ path: "/reset-password?token=secret", visitor_id: VISITOR_A })).status).toBe(422);
    expect((await pageView({ path: "/pricing", visitor_id: "short" })).status).toBe(422);
    expect((await pageView({ path: "/pricing" })).status).toBe(422);
    const rows = await t.deps.db.selectFrom("analytics_events").select(["path", "visitor_id", "user_id"]).where("kind", "=", "page_view").orderBy("id").execute();
    const memberId = (await t.deps.db.selectFrom("users").select("id").where("email", "=", "member@example.com").executeTakeFirstOrThrow()).id;
    expect(rows).toEqual([
      { path: "/pricing", visitor_id: VISITOR_A, user_id: null },
      { path: "/documents", visitor_id: VISITOR_B, user_id: memberId },
    ]);
  });

  it("refuses a flood of page views from one address with 429", async () => {
    await t.deps.db.deleteFrom("rate_limits").where("key", "like", "page-view:%").execute();
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await pageView({ path: "/", visitor_id: VISITOR_A })).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    await t.deps.db.deleteFrom("analytics_events").where("path", "=", "/").execute();
  });

  it("counts a real journey in the funnel: sign-up, upload, chat and purchase, and the user's conversations", async () => {
    const buyer = await register("buyer@example.com");
    const form = new FormData();
    form.append("file", new Blob(["The mill was built in 1820 by the river. Kingfishers nest in the bank."]), "mill.txt");
    const docId = String((await json(await t.call("POST", "/api/documents", { token: buyer, body: form }))).doc_id);
    for (let doc = await json(await t.call("GET", `/api/documents/${docId}`, { token: buyer })); doc.status !== "ready"; doc = await json(await t.call("GET", `/api/documents/${docId}`, { token: buyer }))) {
      expect(doc.status).not.toBe("failed");
      await new Promise((r) => setTimeout(r, 100));
    }
    await readChat(await t.call("POST", `/api/chat/${docId}?model_name=LOCAL&language=EN`, { token: buyer, json: { message: "Who built the mill?" } }));
    expect(await json(await t.call("GET", "/api/users/analytics", { token: buyer }))).toEqual({ number_of_conversations: 1 });
    const start = await json(await t.call("POST", "/api/subscription", { token: buyer, json: { subscription: "MONTHLY", plan: "PREMIUM" } }));
    const paid = await t.call("POST", `/api/billing/test-checkout/${String(start.url).split("/").pop()}`, { token: buyer, json: { outcome: "success" } });
    expect(paid.status).toBe(200);

    const dashboard = await json(await t.call("GET", "/api/admin/analytics", { token: admin }));
    const funnel = dashboard.funnel as { steps: { step: string; count: number }[]; from: string; to: string };
    expect(Object.fromEntries(funnel.steps.map((s) => [s.step, s.count]))).toEqual({ visit: 2, sign_up: 3, upload: 1, chat: 1, purchase: 1 });
    const days = dashboard.daily_actives as { day: string; actives: number }[];
    expect(days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    // The anonymous visitor A, and the operator, the member (also visitor B) and the buyer.
    expect(days.at(-1)).toEqual({ day: today, actives: 4 });
    expect(funnel.to).toBe(today);

    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await json(await t.call("GET", `/api/admin/analytics?from=${yesterday}&to=${yesterday}`, { token: admin }));
    expect((past.funnel as { steps: { count: number }[] }).steps.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
    expect((await t.call("GET", `/api/admin/analytics?from=${today}&to=${yesterday}`, { token: admin })).status).toBe(422);
    expect((await t.call("GET", "/api/admin/analytics?from=2024-01-01&to=2026-01-01", { token: admin })).status).toBe(422);
    expect((await t.call("GET", "/api/admin/analytics?from=yesterday", { token: admin })).status).toBe(422);
  });

  it("shows the operator every model with the variable that enables it", async () => {
    const { models } = (await json(await t.call("GET", "/api/admin/models", { token: admin }))) as { models: Json[] };
    expect(models.find((m) => m.name === "LOCAL")).toMatchObject({ available: true, variable: null, is_default: true });
    expect(models.find((m) => m.name === "GPT4O_MINI")).toMatchObject({ provider: "openai", available: false, variable: "OPENAI_API_KEY" });
    expect(models.find((m) => m.name === "CLAUDE1")).toMatchObject({ variable: "ANTHROPIC_API_KEY" });
  });

  it("offers no third-party embed the operator did not configure", async () => {
    expect(await json(await t.call("GET", "/api/site/embeds"))).toEqual({ ad_pixel_url: null, google_one_tap_client_id: null });
  });
});
