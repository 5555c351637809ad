import { sql, type Kysely, type Selectable } from "kysely";
import type { ApiKeyType } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { ApiKeysTable, Database, UserRow } from "../../platform/db/schema.ts";
import { rateLimitHit, windowedHit, type RateLimitHit } from "../../platform/auth/rate-limit.ts";

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The account's keys that still work, newest first. */
export async function liveKeys(deps: AppDeps, userId: string): Promise<ApiKeyRow[]> {
  return deps.db.selectFrom("api_keys").selectAll().where("user_id", "=", userId).where("revoked_at", "is", null).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

/** How many working keys of a type the account has (inside the create transaction, which holds the user's row). */
export async function countLiveKeys(db: Kysely<Database>, userId: string, keyType: ApiKeyType): Promise<number> {
  const row = await db
    .selectFrom("api_keys")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("key_type", "=", keyType)
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A working key and its active owner, found by the SHA-256 of the secret, with the key's request
 * counted in its rate window in the same statement (one round trip: the key step's cost over a
 * session's is this upsert, not another query).
 */
export async function keyByHashWithHit(deps: AppDeps, hash: string, limit: number, windowSeconds: number): Promise<{ key: ApiKeyRow; user: UserRow; hit: RateLimitHit } | null> {
  const window = windowedHit(windowSeconds);
  const row = await deps.db
    .with("found", (db) =>
      db
        .selectFrom("api_keys as k")
        .innerJoin("users as u", "u.id", "k.user_id")
        .selectAll("u")
        .select(["k.id as key_id", "k.hash as key_hash", "k.name as key_name", "k.key_type", "k.prefix", "k.scope_knowledge_base_id", "k.scope_doc_ids", "k.read_only", "k.created_at as key_created_at", "k.last_used_at as key_last_used_at", "k.revoked_at as key_revoked_at"])
        .where("k.hash", "=", hash)
        .where("k.revoked_at", "is", null)
        .where("u.is_active", "=", true),
    )
    .with("hit", (db) =>
      db
        .insertInto("rate_limits")
        .columns(["key", "window_start", "count"])
        .expression((eb) => eb.selectFrom("found").select([sql<string>`'api_key:' || found.key_id`.as("key"), sql<Date>`now()`.as("window_start"), sql<number>`1`.as("count")]))
        .onConflict((oc) => oc.column("key").doUpdateSet({ count: window.count, window_start: window.windowStart }))
        .returning(["count as hit_count", window.retryAfter.as("hit_retry_after")]),
    )
    .selectFrom(["found", "hit"])
    .selectAll()
    .executeTakeFirst();
  if (!row) return null;
  const { key_id, key_hash, key_name, key_type, prefix, scope_knowledge_base_id, scope_doc_ids, read_only, key_created_at, key_last_used_at, key_revoked_at, hit_count, hit_retry_after, ...user } = row;
  return {
    key: { id: key_id, user_id: user.id, name: key_name, key_type, prefix, hash: key_hash, scope_knowledge_base_id, scope_doc_ids, read_only, created_at: key_created_at, last_used_at: key_last_used_at, revoked_at: key_revoked_at },
    user,
    hit: rateLimitHit(hit_count, hit_retry_after, limit),
  };
}

/** Note the key's use, at most once a minute, so a busy key does not write on every request. */
export async function touchKey(deps: AppDeps, key: Pick<ApiKeyRow, "id" | "last_used_at">, now = new Date()): Promise<void> {
  if (key.last_used_at && now.getTime() - key.last_used_at.getTime() < 60_000) return;
  await deps.db.updateTable("api_keys").set({ last_used_at: now }).where("id", "=", key.id).execute();
}
