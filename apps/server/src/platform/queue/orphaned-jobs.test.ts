import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { until } from "../../test-support/until.ts";
import type { DatabaseHandle } from "../db/connect.ts";
import { createLogger } from "../logger.ts";
import { defineJob } from "./job.ts";
import { startQueue } from "./queue.ts";
import { ORPHANED_MESSAGE } from "./orphaned-jobs.ts";

/**
 * A job left `active` by a process that died: on the embedded database, which one process holds,
 * the next start takes it back at once (a retry due now, its attempt counted); on PostgreSQL it is
 * left to its heartbeat, since another process may be running it.
 */
describe.each(DATABASE_KINDS)("a job left running by a stopped process, on %s", (kind) => {
  let database: DatabaseHandle;
  const ran: number[] = [];
  const job = (work: boolean) =>
    defineJob({ name: "orphan", payload: z.object({}), retryLimit: 2, handler: async (_payload, ctx) => void (work && ran.push(ctx.retryCount)) });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const row = async (id: string) =>
    (
      await database.pool.query<{ state: string; retry_count: number; due: boolean; output: { message?: string } | null }>(
        "select state, retry_count, start_after <= now() as due, output from pgboss.job where id = $1",
        [id],
      )
    ).rows[0];

  it(kind === "pglite" ? "is retried as soon as the next process starts" : "is left to its heartbeat", async () => {
    // The process before: it queued the job and was running it when it died (no worker here, so the row is set as its worker left it).
    const before = await startQueue({ pool: database.pool, kind: database.kind, log: createLogger("silent") });
    await before.register(job(false), { work: false });
    const id = await before.send("orphan", {});
    await before.stop();
    await database.pool.query("update pgboss.job set state = 'active', started_on = now(), heartbeat_on = now() where id = $1", [id]);

    const next = await startQueue({ pool: database.pool, kind: database.kind, log: createLogger("silent") });
    try {
      if (kind === "postgres") {
        expect(await row(id)).toMatchObject({ state: "active", retry_count: 0 });
        return;
      }
      expect(await row(id)).toMatchObject({ state: "retry", due: true, output: { message: ORPHANED_MESSAGE } });
      await next.register(job(true), { work: true });
      await until(async () => ran.length > 0);
      expect(ran).toEqual([1]);
    } finally {
      await next.stop();
    }
  });
});
