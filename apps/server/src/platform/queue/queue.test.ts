import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { until } from "../../test-support/until.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createLogger } from "../logger.ts";
import { defineJob } from "./job.ts";
import { startQueue, type JobQueue } from "./queue.ts";

describe.each(DATABASE_KINDS)("job queue on %s", (kind) => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const seen: string[] = [];
  const fairOrder: string[] = [];
  const allQueued = Promise.withResolvers<void>();
  const running = new Map<string, number>();
  const mostAtOnce = new Map<string, number>();
  let mostOfAll = 0;
  const otherUserStarted = Promise.withResolvers<void>();
  let failuresLeft = 1;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    queue = await startQueue({ pool: database.pool, kind: database.kind, log: createLogger("silent"), concurrency: { capped: 3 }, userConcurrency: 1 });
    await queue.register(defineJob({ name: "record", payload: z.object({ value: z.string() }), handler: async ({ value }) => void seen.push(value) }), { work: true });
    await queue.register(
      defineJob({
        name: "flaky",
        payload: z.object({ value: z.string() }),
        retryLimit: 2,
        handler: async ({ value }, ctx) => {
          if (failuresLeft-- > 0) throw new Error("first attempt fails");
          seen.push(`${value}@${ctx.retryCount}`);
        },
      }),
      { work: true },
    );
    await queue.register(
      defineJob({
        name: "fair",
        payload: z.object({ value: z.string() }),
        concurrency: 1,
        handler: async ({ value }) => {
          fairOrder.push(value);
          // The first job holds the only worker until every job is queued, as a long ingestion would.
          if (value === "a0") await allQueued.promise;
        },
      }),
      { work: true },
    );
    await queue.register(
      defineJob({
        name: "capped",
        payload: z.object({ user: z.string() }),
        // The configuration's 3 replaces this.
        concurrency: 1,
        handler: async ({ user }) => {
          running.set(user, (running.get(user) ?? 0) + 1);
          mostAtOnce.set(user, Math.max(mostAtOnce.get(user) ?? 0, running.get(user)!));
          mostOfAll = Math.max(mostOfAll, [...running.values()].reduce((a, b) => a + b, 0));
          if (user === "user-b") otherUserStarted.resolve();
          // User A's first job runs until user B's has started beside it.
          else await otherUserStarted.promise;
          running.set(user, running.get(user)! - 1);
        },
      }),
      { work: true },
    );
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  it("runs a sent job with its validated payload", async () => {
    const id = await queue.send("record", { value: "hello" });
    await until(async () => (await queue.state("record", id)) === "completed");
    expect(seen).toContain("hello");
    await expect(queue.send("record", { value: 42 })).rejects.toThrow();
  });

  it("retries a failed attempt", async () => {
    const id = await queue.send("flaky", { value: "again" });
    await until(async () => (await queue.state("flaky", id)) === "completed", 60_000);
    expect(seen).toContain("again@1");
  });

  it("cancels a job before it runs", async () => {
    const id = await queue.send("record", { value: "never" }, { startAfterSeconds: 60 });
    await queue.cancel("record", id);
    expect(await queue.state("record", id)).toBe("cancelled");
    expect(seen).not.toContain("never");
  });

  it("takes users' jobs in turn: a single job is not queued behind another user's many", async () => {
    const many: string[] = [];
    for (let i = 0; i < 20; i++) many.push(await queue.send("fair", { value: `a${i}` }, { user: "user-a" }));
    const single = await queue.send("fair", { value: "b" }, { user: "user-b" });
    allQueued.resolve();
    await until(async () => (await Promise.all([...many, single].map((id) => queue.state("fair", id)))).every((s) => s === "completed"));
    // In sending order it would be 21st; taken in turn it comes right after user A's first (or second, if A's second was fetched before B's job was queued).
    expect(fairOrder.indexOf("b")).toBeLessThan(3);
    expect(fairOrder).toHaveLength(21);
  });

  it("runs a kind's configured number of jobs at once, and one user's within the per-user cap", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await queue.send("capped", { user: "user-a" }, { user: "user-a" }));
    ids.push(await queue.send("capped", { user: "user-b" }, { user: "user-b" }));
    await until(async () => (await Promise.all(ids.map((id) => queue.state("capped", id)))).every((s) => s === "completed"));
    // User B's job ran beside user A's first (which waited for it): three at once, not the kind's own one.
    expect(mostOfAll).toBeGreaterThanOrEqual(2);
    // The cap is counted in the database when a worker fetches; on PostgreSQL workers fetching at the
    // same instant may each take one of the user's jobs (pg-boss's over-fetch), on PGlite fetches take turns.
    if (kind === "pglite") expect(mostAtOnce.get("user-a")).toBe(1);
  });
});
