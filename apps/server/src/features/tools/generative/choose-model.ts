import type { AppDeps } from "../../../deps.ts";
import type { UserRow } from "../../../platform/db/schema.ts";
import { AppError } from "../../../platform/errors.ts";
import type { HostedLanguageModel } from "../../../adapters/llm/index.ts";
import { chargeCredits, refundCredits } from "../../billing/index.ts";

/** What turns the generative tools on, for the 503's detail. */
export const ENABLE_GENERATIVE =
  "Set OPENAI_API_KEY (or ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY, MISTRAL_API_KEY, or OPENAI_COMPATIBLE_BASE_URL for a local Ollama or vLLM server) to enable it.";

export interface ToolModel {
  name: string;
  model: HostedLanguageModel;
  /** Gives back the credits charged when the call fails. */
  refund(): Promise<void>;
}

/**
 * The model a generative tool writes with, by the plan's model rules: anonymous callers get the
 * server's default model (whatever they ask for); signed-in users the one they name or the default,
 * paying credits for a credit model as chat does (free plans may not use those: 403). LOCAL, the
 * extractive model, cannot write new text, so a server with nothing else answers 503 naming what to
 * configure instead of making text up.
 */
export async function chooseToolModel(deps: AppDeps, user: UserRow | null, requested: string | undefined): Promise<ToolModel> {
  const anonymous = !user || user.is_anonymous;
  const name = (anonymous ? undefined : requested) ?? deps.models.defaultModel();
  if (name === "LOCAL") {
    throw new AppError("tool_needs_model", `This tool needs a generative AI model, and this server has none configured (the built-in LOCAL model only quotes documents). ${ENABLE_GENERATIVE}`);
  }
  const model = deps.models.languageModel(name);
  if (model === "LOCAL") throw new AppError("tool_needs_model", ENABLE_GENERATIVE);
  const charged = user && !anonymous ? await chargeCredits(deps, user, name) : 0;
  return {
    name,
    model,
    refund: async () => {
      if (user && charged > 0) await refundCredits(deps, user.id, charged);
    },
  };
}
