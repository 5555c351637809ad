import type { ModelsOverview } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { requiredSetting } from "../../platform/config.ts";

/**
 * The operator's view of the chat models: each one's provider and model id, whether it is on, and the
 * configuration variable that turns it on. Only admins see variable names; users see "not enabled".
 */
export function modelsOverview(deps: AppDeps): ModelsOverview {
  const defaultModel = deps.models.defaultModel();
  return {
    models: deps.models.list().map((m) => ({
      name: m.name,
      display_name: m.display_name,
      provider: m.provider,
      model_id: m.model_id,
      available: m.available,
      variable: requiredSetting(m.provider),
      is_default: m.name === defaultModel,
    })),
  };
}
