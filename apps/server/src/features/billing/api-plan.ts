import type { ApiPlanType } from "@folio/contract";
import { API_PLANS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { liveSubscription } from "./subscriptions.ts";

/** The account's API plan: its live API subscription's plan, or API_FREE when it bought none. */
export async function apiPlanOf(deps: AppDeps, userId: string): Promise<ApiPlanType> {
  const live = await liveSubscription(deps.db, userId, "API");
  return live && live.plan_type in API_PLANS ? (live.plan_type as ApiPlanType) : "API_FREE";
}
