/** The chat models of the spec's `model_name` enum, plus LOCAL (the offline extractive answerer). */
export const CHAT_MODELS = ["GPT4O_MINI", "GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM", "GEMINI_FLASH", "LOCAL"] as const;
export type ChatModelName = (typeof CHAT_MODELS)[number];
export type HostedModelName = Exclude<ChatModelName, "LOCAL">;

/** Vendors a hosted model can run on. "compatible" is any OpenAI-compatible server (Ollama, vLLM, LM Studio…). */
export const PROVIDERS = ["openai", "anthropic", "google", "mistral", "compatible"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** A hosted model: which vendor serves it and under which model id. */
export interface ModelTarget {
  provider: ProviderName;
  modelId: string;
}

/** Display names exactly as the product spec shows them. */
export const DISPLAY_NAMES: Record<ChatModelName, string> = {
  GPT4O_MINI: "GPT-4o Mini",
  GPT4: "GPT-4",
  CLAUDE1: "Claude 4.0 Sonnet",
  CLAUDE2: "Claude 4.0 Opus",
  MISTRAL_MEDIUM: "Mistral",
  GEMINI_FLASH: "Gemini 2.0 Flash",
  LOCAL: "Local (offline)",
};

/**
 * Where each enum entry runs unless the operator overrides it. "GPT-4" maps to gpt-4.1, the current
 * model of the GPT-4 family (the original gpt-4 is retired from the chat-completions price list).
 */
export const DEFAULT_TARGETS: Record<HostedModelName, ModelTarget> = {
  GPT4O_MINI: { provider: "openai", modelId: "gpt-4o-mini" },
  GPT4: { provider: "openai", modelId: "gpt-4.1" },
  CLAUDE1: { provider: "anthropic", modelId: "claude-sonnet-4-0" },
  CLAUDE2: { provider: "anthropic", modelId: "claude-opus-4-0" },
  MISTRAL_MEDIUM: { provider: "mistral", modelId: "mistral-medium-latest" },
  GEMINI_FLASH: { provider: "google", modelId: "gemini-2.0-flash" },
};

/**
 * Context windows in tokens, as each vendor publishes them for the model id (OpenAI's model pages,
 * Anthropic's models overview, Google's Gemini models page, Mistral's model card).
 */
const CONTEXT_TOKENS: Record<string, number> = {
  "gpt-4o-mini": 128_000,
  "gpt-4.1": 1_047_576,
  "claude-sonnet-4-0": 200_000,
  "claude-opus-4-0": 200_000,
  "gemini-2.0-flash": 1_048_576,
  "mistral-medium-latest": 128_000,
};
/** A model id with no published figure here (an Ollama or vLLM model) is assumed to hold this much. */
export const UNKNOWN_CONTEXT_TOKENS = 8_192;

export function contextTokensOf(target: ModelTarget): number {
  return CONTEXT_TOKENS[target.modelId] ?? UNKNOWN_CONTEXT_TOKENS;
}

export function isChatModelName(name: string): name is ChatModelName {
  return (CHAT_MODELS as readonly string[]).includes(name);
}
