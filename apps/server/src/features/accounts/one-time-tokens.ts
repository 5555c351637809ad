import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { hashToken, newToken } from "../../platform/auth/tokens.ts";

/** A single-use token for an e-mailed link; only its hash is stored. */
export async function issueOneTimeToken(deps: AppDeps, userId: string, purpose: "reset" | "verify", hours: number): Promise<string> {
  const token = newToken();
  await deps.db
    .insertInto("auth_tokens")
    .values({ id: hashToken(token), user_id: userId, purpose, expires_at: new Date(Date.now() + hours * 3_600_000) })
    .execute();
  return token;
}

/** Use a token up: returns its user id when it was valid, unused and not expired; null otherwise. */
export async function consumeOneTimeToken(deps: AppDeps, token: string, purpose: "reset" | "verify"): Promise<string | null> {
  const row = await deps.db
    .updateTable("auth_tokens")
    .set({ used_at: sql<Date>`now()` })
    .where("id", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}
