import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createMistral } from "@ai-sdk/mistral";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { LlmConfig, ModelTarget } from "../../platform/config.ts";

/** An AI SDK model object; the SDK's bare-string ids would route through its hosted gateway, never wanted here. */
export type HostedLanguageModel = Exclude<LanguageModel, string>;

/** Builds the AI SDK model for a target whose settings are present (checked by the caller). */
export function createLanguageModel(target: ModelTarget, cfg: LlmConfig): HostedLanguageModel {
  const { provider, modelId } = target;
  switch (provider) {
    case "openai":
      // Chat completions rather than the Responses API: it is what OPENAI_BASE_URL proxies speak.
      return createOpenAI({ apiKey: cfg.keys.openai, baseURL: cfg.openaiBaseUrl }).chat(modelId);
    case "anthropic":
      return createAnthropic({ apiKey: cfg.keys.anthropic })(modelId);
    case "google":
      return createGoogleGenerativeAI({ apiKey: cfg.keys.google })(modelId);
    case "mistral":
      return createMistral({ apiKey: cfg.keys.mistral })(modelId);
    case "compatible":
      return createOpenAICompatible({
        name: "compatible",
        baseURL: cfg.compatibleBaseUrl ?? "",
        apiKey: cfg.keys.compatible,
        // Without it the server sends no usage on streams (Ollama and vLLM honour stream_options).
        includeUsage: true,
      }).chatModel(modelId);
  }
}
