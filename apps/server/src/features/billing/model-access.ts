import { modelAccess } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { PlanUser } from "./limits.ts";

type ModelUser = Pick<PlanUser, "plan" | "is_anonymous" | "unlimited">;

/** 403 with the spec's upgrade text when the user's plan does not include the model (free plans: GPT-4o Mini and LOCAL only). */
export function assertModelAllowed(user: ModelUser, model: string): void {
  if (modelAccess(user, model) === "upgrade") throw new AppError("upgrade_required", { cause: "model" });
}

/**
 * The model a user's question uses when it names none: the server's default when the plan includes
 * it, else the first model the server offers that the plan includes without credits, else LOCAL.
 */
export function defaultModelFor(deps: Pick<AppDeps, "models">, user: ModelUser): string {
  const server = deps.models.defaultModel();
  if (modelAccess(user, server) !== "upgrade") return server;
  return deps.models.list().find((m) => m.available && m.name !== "LOCAL" && modelAccess(user, m.name) === "included")?.name ?? "LOCAL";
}
