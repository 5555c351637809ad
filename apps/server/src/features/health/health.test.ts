import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../platform/db/connect.ts";
import { checkHealth } from "./index.ts";

/**
 * Issue 16, defect 9: /health's own `select 1` queued behind a burst's queries. The embedded
 * database has one connection; a transaction holding it stands for the queue.
 */
describe("health", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
  });
  afterAll(async () => {
    await handle.close();
  });
  const deps = () => ({ db: handle.db, lastDatabaseAnswerAt: handle.lastAnswerAt });
  const afterOneTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("answers from a query the database answered just now, without queuing one", async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      const health = checkHealth(deps());
      await afterOneTurn();
      expect(handle.pool.waitingCount).toBe(0);
      await expect(health).resolves.toEqual({ status: "ok" });
    });
  });

  it("asks the database itself when it has not answered recently", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    let health: Promise<unknown> = Promise.resolve();
    await handle.db.transaction().execute(async () => {
      health = checkHealth(deps());
      await afterOneTurn();
      expect(handle.pool.waitingCount).toBe(1);
    });
    await expect(health).resolves.toEqual({ status: "ok" });
  });
});
