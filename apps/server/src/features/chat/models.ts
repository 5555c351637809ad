import { MODEL_NOT_AVAILABLE, modelAccess, type ChatModelList } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { creditBalance, creditCost, defaultModelFor } from "../billing/index.ts";

/**
 * The model picker's list for one user: every model, whether this server offers it (the operator's
 * configuration is never named: that is the admin view's), what the user's plan says of it, and
 * the user's credits.
 */
export async function modelsFor(deps: AppDeps, user: UserRow): Promise<ChatModelList> {
  const models = deps.models.list().map(({ name, display_name, available, provider }) => {
    const access = modelAccess(user, name);
    return { name, display_name, available, reason: available ? null : MODEL_NOT_AVAILABLE, provider, access, credits_per_answer: access === "credits" ? creditCost(name) : 0 };
  });
  return { models, default_model: defaultModelFor(deps, user), credits: await creditBalance(deps.db, user.id) };
}
