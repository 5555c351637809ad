import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** A secret made on first start and kept in the database, so every instance signs alike. */
export async function appSecret(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto("app_settings")
    .values({ key, value: crypto.randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return row.value;
}
