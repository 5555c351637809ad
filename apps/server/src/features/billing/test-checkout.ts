import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { completeCheckout, failCheckout } from "./fulfil.ts";
import { planName } from "./checkout.ts";

async function ownedTestCheckout(deps: AppDeps, user: UserRow, id: string) {
  const row = await deps.db.selectFrom("checkout_sessions").selectAll().where("id", "=", id).where("user_id", "=", user.id).where("provider", "=", "test").executeTakeFirst();
  if (!row) throw new AppError("not_found", "This checkout cannot be found.");
  return row;
}

/** The built-in test-mode checkout (no payment provider configured): what is being bought. */
export async function getTestCheckout(deps: AppDeps, user: UserRow, id: string) {
  const row = await ownedTestCheckout(deps, user, id);
  const description =
    row.kind === "one_time"
      ? `${row.quantity ?? 0} credits`
      : `${planName(row.plan_type ?? "")} (${row.period === "YEARLY" ? "yearly" : "monthly"})${row.trial === "none" ? "" : `, ${row.trial} trial`}`;
  return { id: row.id, kind: row.kind, description, amount: row.amount_cents / 100, status: row.status };
}

/** Pay or decline a test-mode checkout; the same state machine as a Stripe webhook drives. */
export async function completeTestCheckout(deps: AppDeps, user: UserRow, id: string, outcome: "success" | "failure") {
  const row = await ownedTestCheckout(deps, user, id);
  if (row.status !== "open") throw new AppError("checkout_closed");
  if (outcome === "failure") {
    await failCheckout(deps, id);
    return { url: "/billing?checkout=failed" };
  }
  await completeCheckout(deps, id, { paymentRef: `test_${id}` });
  return { url: `/billing?checkout=success&kind=${row.kind === "one_time" ? "one_time" : row.plan_type?.startsWith("API") ? "api" : "web"}` };
}
