import type { DerivedRole, PlanKey, User } from "@folio/contract";
import type { UserRow } from "../../platform/db/schema.ts";

const PLAN_ROLES: Record<PlanKey, string[]> = {
  FREE: ["basic"],
  PREMIUM: ["basic", "premium"],
  PRO: ["basic", "pro"],
  ENTERPRISE: ["basic", "enterprise"],
};

export function rolesOf(user: Pick<UserRow, "is_anonymous" | "plan">): string[] {
  if (user.is_anonymous) return ["anonymous"];
  return PLAN_ROLES[user.plan as PlanKey] ?? PLAN_ROLES.FREE;
}

/** The highest matching role wins: enterprise over pro over premium; otherwise free (or anonymous). */
export function deriveRole(roles: string[]): DerivedRole {
  for (const role of ["enterprise", "pro", "premium"] as const) if (roles.includes(role)) return role;
  return roles.includes("anonymous") ? "anonymous" : "free";
}

export function toUser(row: UserRow): User {
  const roles = rolesOf(row);
  return {
    id: row.id,
    email: row.email,
    is_active: row.is_active,
    is_verified: row.email_verified_at !== null,
    is_anonymous: row.is_anonymous,
    roles,
    role: deriveRole(roles),
    plan: (row.plan as PlanKey) ?? "FREE",
    unlimited: row.unlimited,
    is_admin: row.is_admin,
    first_name: row.first_name,
    last_name: row.last_name,
    created_at: row.created_at.toISOString(),
  };
}
