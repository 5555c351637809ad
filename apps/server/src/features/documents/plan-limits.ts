import { PLAN_LIMITS, UNLIMITED_LIMITS, type PlanKey, type PlanLimits } from "@folio/contract";
import type { UserRow } from "../../platform/db/schema.ts";

/** The limits that apply to a user: their plan's, or none beyond safety caps when unlimited. */
export function limitsFor(user: Pick<UserRow, "plan" | "unlimited" | "is_anonymous">): PlanLimits {
  if (user.unlimited) return UNLIMITED_LIMITS;
  if (user.is_anonymous) return PLAN_LIMITS.FREE;
  return PLAN_LIMITS[user.plan as PlanKey] ?? PLAN_LIMITS.FREE;
}
