import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Count one hit for `key` in a fixed window and say whether it is still within `limit`. Kept in
 * the database so every API instance shares the count.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; count: number }> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: sql<Date>`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end`,
      }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return { allowed: row.count <= limit, count: row.count };
}

export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}
