import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { jobDefinitions } from "../../jobs.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { hitRateLimit, pruneExpiredRateLimits, RATE_LIMIT_MAX_WINDOW_SECONDS } from "./rate-limit.ts";
import { RATE_LIMIT_PRUNE_JOB } from "./rate-limit-prune.job.ts";

describe.each(DATABASE_KINDS)("pruning rate-limit rows on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = async () => (await t.deps.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key);
  const age = (key: string, seconds: number) =>
    t.deps.db.updateTable("rate_limits").set({ window_start: sql<Date>`now() - make_interval(secs => ${seconds})` }).where("key", "=", key).execute();

  it("deletes the rows whose window is over for every limit and keeps the others", async () => {
    await t.deps.db.deleteFrom("rate_limits").execute();
    // A sign-up leaves a row keyed by the caller's address.
    const res = await t.call("POST", "/api/auth/register", { json: { email: "prune@example.com", password: "long enough" }, headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(res.status).toBe(201);
    const [addressKey] = await keys();
    expect(addressKey).toMatch(/^register:/);
    await hitRateLimit(t.deps.db, "login-ip:198.51.100.1", 50, 900);
    await hitRateLimit(t.deps.db, "page-view:198.51.100.2", 100, 60);
    await age(addressKey!, RATE_LIMIT_MAX_WINDOW_SECONDS + 60);
    await age("login-ip:198.51.100.1", RATE_LIMIT_MAX_WINDOW_SECONDS + 1);
    // Older than its own minute but younger than the longest window: kept until that passes.
    await age("page-view:198.51.100.2", 3600);

    expect(await pruneExpiredRateLimits(t.deps.db)).toBe(2);
    expect(await keys()).toEqual(["page-view:198.51.100.2"]);
    expect(await pruneExpiredRateLimits(t.deps.db)).toBe(0);
  });

  it("runs as an hourly scheduled job, and no limit may use a window longer than the pruning assumes", async () => {
    const job = jobDefinitions(t.deps).find((d) => d.name === RATE_LIMIT_PRUNE_JOB);
    expect(job?.cron).toBe("17 * * * *");
    await hitRateLimit(t.deps.db, "old:1", 1, 60);
    await age("old:1", RATE_LIMIT_MAX_WINDOW_SECONDS * 2);
    await job!.handler({}, { id: "test", retryCount: 0, signal: new AbortController().signal });
    expect(await keys()).not.toContain("old:1");
    await expect(hitRateLimit(t.deps.db, "too-long", 1, RATE_LIMIT_MAX_WINDOW_SECONDS + 1)).rejects.toThrow(RangeError);
  });
});
