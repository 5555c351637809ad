import type { ModelTarget, ProviderName } from "./models.ts";

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

/** The environment variable still to set for this target, or null when it can run. */
export function missingSetting(target: ModelTarget, cfg: ProviderSettings): string | null {
  const present = target.provider === "compatible" ? cfg.compatibleBaseUrl : cfg.keys[target.provider];
  return present ? null : REQUIRED_SETTING[target.provider];
}
