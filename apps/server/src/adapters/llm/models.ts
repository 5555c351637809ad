import type { ChatModelName, HostedModelName, ModelTarget } from "../../platform/config.ts";

/** The chat models are the contract's `model_name` enum (CHAT_MODEL_NAMES, LOCAL included); the configuration derives their types. */
export type { ChatModelName, HostedModelName };

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
