import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../test-support/test-databases.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

describe.each(DATABASE_KINDS)("migration 0009-job-cancellation on %s", (kind) => {
  it("marks the documents, summaries and podcasts cancelled before it by their cancel message, and no others", async () => {
    const database = await openTestDatabase(kind);
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== "0009-job-cancellation"));
      const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      const db = database.db;
      await sql`insert into users (id, is_anonymous) values ('u1', true)`.execute(db);
      await sql`insert into documents (id, user_id, name, file_type, size_bytes, status, error) values
        ('d-cancelled', 'u1', 'a.pdf', 'pdf', 1, 'failed', 'Processing was cancelled.'),
        ('d-failed', 'u1', 'b.pdf', 'pdf', 1, 'failed', 'This file has no text.'),
        ('d-ready', 'u1', 'c.pdf', 'pdf', 1, 'ready', null)`.execute(db);
      await sql`insert into summaries (id, user_id, source, name, format, length, language, model_name, status, error) values
        ('s-cancelled', 'u1', 'TEXT', 'S', 'AUTO', 'AUTO', 'EN', 'LOCAL', 'FAILED', 'The summary was cancelled.'),
        ('s-failed', 'u1', 'TEXT', 'S', 'AUTO', 'AUTO', 'EN', 'LOCAL', 'FAILED', 'The summary could not be made. Try again.')`.execute(db);
      await sql`insert into podcasts (id, user_id, name, source, source_id, status, error) values
        ('p-cancelled', 'u1', 'P', 'DOCUMENT', 'd-ready', 'FAILED', 'The podcast was cancelled.'),
        ('p-queued', 'u1', 'P', 'DOCUMENT', 'd-ready', 'QUEUED', null)`.execute(db);

      expect(await migrateToLatest(db)).toEqual(["0009-job-cancellation"]);
      const cancelled = await sql<{ id: string }>`
        select id from documents where cancelled_at is not null
        union all select id from summaries where cancelled_at is not null
        union all select id from podcasts where cancelled_at is not null
        order by id`.execute(db);
      expect(cancelled.rows.map((r) => r.id)).toEqual(["d-cancelled", "p-cancelled", "s-cancelled"]);
    } finally {
      await database.close();
    }
  });
});
