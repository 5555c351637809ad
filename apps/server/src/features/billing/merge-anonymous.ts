import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { resolveSession } from "../../platform/auth/sessions.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * Tables whose user_id rows are NOT simply handed over: sessions and one-time tokens belong to the
 * anonymous login and go with it; counters and balances are added up (a plain update would collide
 * with the account's own row). Every other table with a user_id column moves as it is, found in the
 * database catalogue, so tables other features add later are moved too.
 */
const NOT_MOVED = new Set(["sessions", "auth_tokens", "usage_counters", "credit_balances", "users"]);

/**
 * Give everything an anonymous user made (documents, blob refs, conversations, folders, summaries,
 * podcasts, ...) to the account they signed up or logged in as on the same browser, then delete the
 * anonymous user. One transaction: either all of it moves or nothing does.
 */
export async function mergeAnonymousUser(deps: AppDeps, anonId: string, userId: string): Promise<{ moved: Record<string, number> }> {
  if (anonId === userId || !anonId.startsWith("anon_")) return { moved: {} };
  const moved: Record<string, number> = {};
  await deps.db.transaction().execute(async (trx) => {
    const anon = await trx.selectFrom("users").select("id").where("id", "=", anonId).where("is_anonymous", "=", true).forUpdate().executeTakeFirst();
    if (!anon) return;
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = current_schema()
      order by table_name`.execute(trx);
    for (const { table_name: table } of tables.rows) {
      if (NOT_MOVED.has(table)) continue;
      const res = await sql`update ${sql.table(table)} set user_id = ${userId} where user_id = ${anonId}`.execute(trx);
      if (res.numAffectedRows) moved[table] = Number(res.numAffectedRows);
    }
    await sql`
      insert into usage_counters (user_id, key, day, count)
      select ${userId}, key, day, count from usage_counters where user_id = ${anonId}
      on conflict (user_id, key, day) do update set count = usage_counters.count + excluded.count`.execute(trx);
    await sql`
      insert into credit_balances (user_id, credits)
      select ${userId}, credits from credit_balances where user_id = ${anonId} and credits > 0
      on conflict (user_id) do update set credits = credit_balances.credits + excluded.credits`.execute(trx);
    await trx.deleteFrom("users").where("id", "=", anonId).execute();
  });
  deps.log.info({ anonId, userId, moved }, "anonymous user merged into account");
  return { moved };
}

/**
 * Sign-in with Google arrives by redirect, with no token to say which anonymous user the browser
 * was; the web app then names it by its token. Only a live anonymous session is taken over.
 */
export async function claimAnonymousWork(deps: AppDeps, anonToken: string, userId: string): Promise<{ moved: Record<string, number> }> {
  const anon = await resolveSession(deps.db, anonToken);
  if (!anon?.user.is_anonymous) throw new AppError("anonymous_session_not_found");
  return mergeAnonymousUser(deps, anon.user.id, userId);
}
