import type { UserRow } from "../../platform/db/schema.ts";

/** The plan rules live in the contract, so the web app shows exactly what the server enforces. */
export { hasPaidPlan as isPaid, limitsFor, planOf } from "@folio/contract";

/**
 * Who a plan limit is checked for. `apiKeyId` is set when the call is made with an API key: the web
 * plan's counters are then neither checked nor counted (the API plan's monthly quotas are, by the
 * key step), so API use and web use never count against each other.
 */
export type PlanUser = Pick<UserRow, "id" | "plan" | "unlimited" | "is_anonymous"> & { apiKeyId?: string | undefined };
