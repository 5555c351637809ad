import type { AppDeps } from "../../../deps.ts";
import type { UserRow } from "../../../platform/db/schema.ts";
import { AppError } from "../../../platform/errors.ts";
import type { HostedLanguageModel } from "../../../adapters/llm/index.ts";
import { chargeCredits, defaultModelFor, refundCredits } from "../../billing/index.ts";

/** Callers without an account are on the free plan's models. */
const ANONYMOUS = { plan: "FREE", is_anonymous: true, unlimited: false };

/**
 * The 503's detail, read by visitors of the tool pages: what to configure is the operator's
 * business (platform/config/llm.ts, the admin view), never named here.
 */
const NEEDS_MODEL =
  "This tool needs a generative AI model, and this server has none configured (the built-in LOCAL model only quotes documents). Its operator can enable one.";

export interface ToolModel {
  name: string;
  model: HostedLanguageModel;
  /** Gives back the credits charged when the call fails. */
  refund(): Promise<void>;
}

/**
 * The model a generative tool writes with, by the plan's model rules: anonymous callers get the
 * default of the free plan (whatever they ask for); signed-in users the one they name or their plan's default,
 * paying credits for a credit model as chat does (free plans may not use those: 403). LOCAL, the
 * extractive model, cannot write new text, so a server with nothing else answers 503 saying so
 * instead of making text up.
 */
export async function chooseToolModel(deps: AppDeps, user: UserRow | null, requested: string | undefined): Promise<ToolModel> {
  const anonymous = !user || user.is_anonymous;
  const name = (anonymous ? undefined : requested) ?? defaultModelFor(deps, user ?? ANONYMOUS);
  if (name === "LOCAL") {
    throw new AppError("tool_needs_model", NEEDS_MODEL);
  }
  const model = deps.models.languageModel(name);
  if (model === "LOCAL") throw new AppError("tool_needs_model", NEEDS_MODEL);
  const charged = user && !anonymous ? await chargeCredits(deps, user, name) : 0;
  return {
    name,
    model,
    refund: async () => {
      if (user && charged > 0) await refundCredits(deps, user.id, charged);
    },
  };
}
