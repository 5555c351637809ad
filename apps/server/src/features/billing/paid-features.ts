import { AppError } from "../../platform/errors.ts";
import { isPaid, limitsFor, type PlanUser } from "./limits.ts";

/** Features only paid plans include (spec points 1, 5 and 6). */
export type PaidFeature = "summariser" | "summary_pdf" | "buy_credits" | "api_keys";

/** 403 with the spec's upgrade text when the user's plan does not include the feature. */
export function assertPaidFeature(user: Pick<PlanUser, "plan" | "is_anonymous" | "unlimited">, feature: PaidFeature): void {
  if (isPaid(user)) return;
  throw new AppError("upgrade_required", { cause: feature });
}

/** 403 with the spec's upgrade text when sniper mode is asked for on a plan without it (spec point 6). */
export function assertSniperMode(user: Pick<PlanUser, "plan" | "is_anonymous" | "unlimited">): void {
  if (limitsFor(user).sniperMode) return;
  throw new AppError("upgrade_required", { cause: "sniper_mode" });
}

/** 402 when a folder would hold more documents than the plan allows. */
export function assertFolderSize(user: Pick<PlanUser, "plan" | "is_anonymous" | "unlimited">, documentCount: number): void {
  const max = limitsFor(user).knowledgeBaseDocuments;
  if (max !== null && documentCount > max) {
    throw new AppError("limit_reached", `Your plan allows ${max} documents in a folder. Upgrade your plan to add more.`);
  }
}
