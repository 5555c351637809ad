import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../platform/db/migrate.ts";
import { migrations } from "../../platform/db/migrations/index.ts";
import { DATABASE_KINDS, openTestDatabase } from "../../test-support/test-databases.ts";

describe.each(DATABASE_KINDS)("migration 0003-embeddings on %s", (kind) => {
  it("runs on a fresh database and on one already past 0008 (reserved number, applied late)", async () => {
    const fresh = await openTestDatabase(kind);
    try {
      expect(await migrateToLatest(fresh.db)).toContain("0003-embeddings");
      await fresh.db.selectFrom("embedding_runs").selectAll().execute();
    } finally {
      await fresh.close();
    }

    const older = await openTestDatabase(kind);
    try {
      const without = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== "0003-embeddings"));
      const { error } = await new Migrator({ db: older.db, provider: { getMigrations: async () => without } }).migrateToLatest();
      expect(error).toBeUndefined();
      expect(await migrateToLatest(older.db)).toEqual(["0003-embeddings"]);
      const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'chunks' and column_name in ('embedding', 'embedder_id') order by column_name`.execute(older.db);
      expect(columns.rows.map((r) => r.column_name)).toEqual(["embedder_id", "embedding"]);
      expect(await older.db.selectFrom("embedding_runs").selectAll().execute()).toEqual([]);
    } finally {
      await older.close();
    }
  });
});
