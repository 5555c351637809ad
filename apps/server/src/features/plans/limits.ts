import { PLAN_LIMITS, UNLIMITED_LIMITS, type PlanKey, type PlanLimits } from "@folio/contract";
import type { UserRow } from "../../platform/db/schema.ts";

export type PlanUser = Pick<UserRow, "id" | "plan" | "unlimited" | "is_anonymous">;

/** The user's plan: anonymous users are on the free plan whatever their row says. */
export function planOf(user: Pick<UserRow, "plan" | "is_anonymous">): PlanKey {
  if (user.is_anonymous) return "FREE";
  return user.plan in PLAN_LIMITS ? (user.plan as PlanKey) : "FREE";
}

/** The limits that apply to a user: their plan's, or only safety caps when the operator made them unlimited. */
export function limitsFor(user: Pick<UserRow, "plan" | "unlimited" | "is_anonymous">): PlanLimits {
  if (user.unlimited) return UNLIMITED_LIMITS;
  return PLAN_LIMITS[planOf(user)];
}
