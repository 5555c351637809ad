import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./connect.ts";

describe("the embedded database", () => {
  // Issue 16, defect 9: PGlite runs on the event loop, and queued queries ran back to back, so a
  // burst left no turn for sockets (connections accepted seconds late, /health stalled).
  it("lets the event loop take turns between queued queries", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
    try {
      const queries = 50;
      let answered = 0;
      const all = Promise.all(Array.from({ length: queries }, () => sql`select 1`.execute(handle.db).then(() => answered++)));
      const answeredAtFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
      await all;
      expect(answered).toBe(queries);
      expect(answeredAtFirstTurn).toBeLessThan(queries / 2);
    } finally {
      await handle.close();
    }
  });
});
