import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrations } from "../platform/db/migrations/index.ts";
import { openTestDatabase } from "./test-databases.ts";

describe("migrated PostgreSQL test databases", () => {
  it("start with every migration applied and no rows, each its own copy", async () => {
    const [a, b] = await Promise.all([openTestDatabase("postgres", { migrated: true }), openTestDatabase("postgres", { migrated: true })]);
    try {
      for (const { db } of [a, b]) {
        const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
        expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
        const users = await db.selectFrom("users").select(db.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
        expect(Number(users.n)).toBe(0);
      }
      await sql`insert into users (id, email, is_anonymous) values (${"00000000-0000-4000-8000-000000000001"}, ${"only-in-a@example.com"}, false)`.execute(a.db);
      const inB = await b.db.selectFrom("users").select("email").execute();
      expect(inB).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
