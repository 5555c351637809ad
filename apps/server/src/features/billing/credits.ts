import { sql } from "kysely";
import { CREDIT_MODELS } from "@folio/contract";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { Database } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { assertModelAllowed } from "./model-access.ts";
import { planOf, type PlanUser } from "./limits.ts";

export async function creditBalance(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom("credit_balances").select("credits").where("user_id", "=", userId).executeTakeFirst();
  return row?.credits ?? 0;
}

export async function grantCredits(db: Kysely<Database>, userId: string, credits: number): Promise<void> {
  if (credits <= 0) return;
  await db
    .insertInto("credit_balances")
    .values({ user_id: userId, credits })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ credits: sql<number>`credit_balances.credits + ${credits}`, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Credits one answer of this model costs (0 for models that need none). */
export function creditCost(model: string): number {
  return CREDIT_MODELS[model] ?? 0;
}

/**
 * Charge one answer of a model: a model the user's plan does not include is refused first (403;
 * free plans have GPT-4o Mini and LOCAL only). Models that need no credits cost nothing; Enterprise
 * and unlimited accounts are not charged; otherwise the balance goes down in one guarded statement,
 * so concurrent answers never take it below zero, and an empty balance is a 402 with the spec's
 * message. Returns the credits charged.
 */
export async function chargeCredits(deps: AppDeps, user: PlanUser, model: string): Promise<number> {
  assertModelAllowed(user, model);
  const cost = creditCost(model);
  if (cost === 0) return 0;
  if (user.unlimited || planOf(user) === "ENTERPRISE") return 0;
  const row = await deps.db
    .updateTable("credit_balances")
    .set({ credits: sql<number>`credits - ${cost}`, updated_at: sql<Date>`now()` })
    .where("user_id", "=", user.id)
    .where("credits", ">=", cost)
    .returning("credits")
    .executeTakeFirst();
  if (!row) throw new AppError("credits_exhausted");
  return cost;
}

/** Give credits back when the answer they paid for failed before it started. */
export async function refundCredits(deps: AppDeps, userId: string, credits: number): Promise<void> {
  await grantCredits(deps.db, userId, credits);
}
