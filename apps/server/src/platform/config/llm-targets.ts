import { CHAT_MODEL_NAMES } from "@folio/contract";

export type ChatModelName = (typeof CHAT_MODEL_NAMES)[number];
export type HostedModelName = Exclude<ChatModelName, "LOCAL">;

export function isChatModelName(name: string): name is ChatModelName {
  return (CHAT_MODEL_NAMES as readonly string[]).includes(name);
}

/** Vendors a hosted model can run on. "compatible" is any OpenAI-compatible server (Ollama, vLLM, LM Studio…). */
export const PROVIDERS = ["openai", "anthropic", "google", "mistral", "compatible"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** A hosted model: which vendor serves it and under which model id. */
export interface ModelTarget {
  provider: ProviderName;
  modelId: string;
}

/**
 * Where each enum entry runs unless FOLIO_MODEL_<NAME> says otherwise. "GPT-4" maps to gpt-4.1, the
 * current model of the GPT-4 family (the original gpt-4 is retired from the chat-completions price list).
 */
export const DEFAULT_TARGETS: Record<HostedModelName, ModelTarget> = {
  GPT4O_MINI: { provider: "openai", modelId: "gpt-4o-mini" },
  GPT4: { provider: "openai", modelId: "gpt-4.1" },
  CLAUDE1: { provider: "anthropic", modelId: "claude-sonnet-4-0" },
  CLAUDE2: { provider: "anthropic", modelId: "claude-opus-4-0" },
  MISTRAL_MEDIUM: { provider: "mistral", modelId: "mistral-medium-latest" },
  GEMINI_FLASH: { provider: "google", modelId: "gemini-2.0-flash" },
};

/** The variable a provider cannot run without. OpenAI-compatible servers need an address, not a key. */
const REQUIRED_SETTING: Record<ProviderName, string> = {
  openai: "OPENAI_API_KEY",
  anthropic: "ANTHROPIC_API_KEY",
  google: "GOOGLE_GENERATIVE_AI_API_KEY",
  mistral: "MISTRAL_API_KEY",
  compatible: "OPENAI_COMPATIBLE_BASE_URL",
};

export interface ProviderSettings {
  keys: Partial<Record<ProviderName, string>>;
  compatibleBaseUrl: string | undefined;
}

/** The variable that enables a provider's models (for the operator's view), or null for an unknown provider. */
export function requiredSetting(provider: string): string | null {
  return (PROVIDERS as readonly string[]).includes(provider) ? REQUIRED_SETTING[provider as ProviderName] : null;
}

/** The environment variable still to set for this target, or null when it can run. */
export function missingSetting(target: ModelTarget, cfg: ProviderSettings): string | null {
  const present = target.provider === "compatible" ? cfg.compatibleBaseUrl : cfg.keys[target.provider];
  return present ? null : REQUIRED_SETTING[target.provider];
}
