import type { UserRow } from "../../platform/db/schema.ts";

/** The plan rules live in the contract, so the web app shows exactly what the server enforces. */
export { limitsFor, planOf } from "@folio/contract";

export type PlanUser = Pick<UserRow, "id" | "plan" | "unlimited" | "is_anonymous">;
