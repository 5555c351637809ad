import type { UserAnalytics } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";

/** The spec's user analytics: how many conversations the caller has. */
export async function userAnalytics(deps: AppDeps, user: UserRow): Promise<UserAnalytics> {
  const row = await deps.db.selectFrom("conversations").select((eb) => eb.fn.countAll<string>().as("n")).where("user_id", "=", user.id).executeTakeFirstOrThrow();
  return { number_of_conversations: Number(row.n) };
}
