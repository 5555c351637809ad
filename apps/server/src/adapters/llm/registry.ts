import { CHAT_MODEL_NAMES } from "@folio/contract";
import { AppError } from "../../platform/errors.ts";
import { isChatModelName, missingSetting, type LlmConfig } from "../../platform/config.ts";
import { DISPLAY_NAMES, contextTokensOf, type ChatModelName, type HostedModelName } from "./models.ts";
import { createLanguageModel, type HostedLanguageModel } from "./providers.ts";
import { timedModel } from "./timed-model.ts";

/** What the model picker shows: every enum entry, disabled ones with the reason. */
export interface ModelStatus {
  name: string;
  display_name: string;
  available: boolean;
  /** For the operator: why it is disabled, e.g. "Set OPENAI_API_KEY to use GPT-4o Mini"; null when available. Users see the contract's MODEL_NOT_AVAILABLE instead. */
  reason: string | null;
  /** openai | anthropic | google | mistral | compatible | local */
  provider: string;
  /** The vendor's model id it runs as (null for LOCAL). */
  model_id: string | null;
}

export interface ModelRegistry {
  list(): ModelStatus[];
  /** The model to answer with; throws a 400 AppError for an unknown or unconfigured name. */
  languageModel(name: string): HostedLanguageModel | "LOCAL";
  defaultModel(): ChatModelName;
  /** A hosted model's context window in tokens (FOLIO_LLM_CONTEXT_TOKENS, else its published one). */
  contextTokens(name: HostedModelName): number;
  /** How long to wait for a provider's first token and between tokens (FOLIO_LLM_TIMEOUT_MS). */
  timeoutMs: number;
}

export function createModelRegistry(cfg: LlmConfig): ModelRegistry {
  const statuses = CHAT_MODEL_NAMES.map((name): ModelStatus => {
    if (name === "LOCAL") {
      return { name, display_name: DISPLAY_NAMES.LOCAL, available: true, reason: null, provider: "local", model_id: null };
    }
    const target = cfg.targets[name];
    const missing = missingSetting(target, cfg);
    return {
      name,
      display_name: DISPLAY_NAMES[name],
      available: missing === null,
      reason: missing ? `Set ${missing} to use ${DISPLAY_NAMES[name]}` : null,
      provider: target.provider,
      model_id: target.modelId,
    };
  });
  const byName = new Map(statuses.map((s) => [s.name, s]));
  // Provider clients are cheap but not free to build; one per model for the life of the process.
  const built = new Map<HostedModelName, HostedLanguageModel>();

  return {
    timeoutMs: cfg.timeoutMs,
    list: () => statuses.map((s) => ({ ...s })),
    languageModel(name) {
      if (!isChatModelName(name)) {
        throw new AppError("unknown_model", `Unknown model "${name}". Use one of ${CHAT_MODEL_NAMES.join(", ")}.`);
      }
      if (name === "LOCAL") return "LOCAL";
      const status = byName.get(name);
      if (!status?.available) {
        // People read this: the setting to change is the operator's (logs, the admin view), never named here.
        throw new AppError("model_not_configured", `${DISPLAY_NAMES[name]} is not available on this server: its operator has not configured it.`);
      }
      let model = built.get(name);
      if (!model) {
        model = timedModel(name, createLanguageModel(cfg.targets[name], cfg));
        built.set(name, model);
      }
      return model;
    },
    contextTokens: (name) => cfg.contextTokens ?? contextTokensOf(cfg.targets[name]),
    defaultModel() {
      if (cfg.defaultModel) return cfg.defaultModel;
      const first = statuses.find((s) => s.available && s.name !== "LOCAL");
      return first ? (first.name as ChatModelName) : "LOCAL";
    },
  };
}
