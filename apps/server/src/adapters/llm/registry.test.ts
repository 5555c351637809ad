import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors.ts";
import { readLlmConfig } from "../../platform/config.ts";
import { CHAT_MODEL_NAMES } from "@folio/contract";
import { createModelRegistry } from "./registry.ts";

describe("createModelRegistry", () => {
  it("with nothing configured lists every model, only LOCAL available, and LOCAL is the default", () => {
    const registry = createModelRegistry(readLlmConfig({}));
    const list = registry.list();
    expect(list.map((m) => m.name)).toEqual([...CHAT_MODEL_NAMES]);
    expect(list.map((m) => m.display_name)).toEqual([
      "GPT-4o Mini",
      "GPT-4",
      "Claude 4.0 Sonnet",
      "Claude 4.0 Opus",
      "Mistral",
      "Gemini 2.0 Flash",
      "Local (offline)",
    ]);
    expect(list.filter((m) => m.available).map((m) => m.name)).toEqual(["LOCAL"]);
    expect(list[0]).toMatchObject({ available: false, reason: "Set OPENAI_API_KEY to use GPT-4o Mini", provider: "openai" });
    expect(list[4]?.reason).toBe("Set MISTRAL_API_KEY to use Mistral");
    expect(list[5]?.reason).toBe("Set GOOGLE_GENERATIVE_AI_API_KEY to use Gemini 2.0 Flash");
    expect(registry.defaultModel()).toBe("LOCAL");
    expect(registry.languageModel("LOCAL")).toBe("LOCAL");
  });

  it("answers 400 for an unconfigured or unknown model", () => {
    const registry = createModelRegistry(readLlmConfig({}));
    const error = (() => {
      try {
        registry.languageModel("CLAUDE2");
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, code: "model_not_configured", detail: "Claude 4.0 Opus is not available on this server: its operator has not configured it." });
    expect(() => registry.languageModel("GPT5")).toThrow(/Unknown model "GPT5"/);
  });

  it("builds each vendor's model once, and defaults to the first configured hosted model", () => {
    const registry = createModelRegistry(
      readLlmConfig({
        ANTHROPIC_API_KEY: "a",
        GOOGLE_GENERATIVE_AI_API_KEY: "g",
        MISTRAL_API_KEY: "m",
        OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:11434/v1",
        FOLIO_MODEL_GPT4: "vllm:meta-llama/Llama-3.1-8B-Instruct",
      }),
    );
    expect(registry.list().filter((m) => m.available).map((m) => m.name)).toEqual(["GPT4", "CLAUDE1", "CLAUDE2", "MISTRAL_MEDIUM", "GEMINI_FLASH", "LOCAL"]);
    expect(registry.defaultModel()).toBe("GPT4");
    const models = ["GPT4", "CLAUDE1", "MISTRAL_MEDIUM", "GEMINI_FLASH"].map((n) => registry.languageModel(n));
    expect(models.map((m) => (m === "LOCAL" ? m : [m.provider, m.modelId]))).toEqual([
      ["compatible.chat", "meta-llama/Llama-3.1-8B-Instruct"],
      ["anthropic.messages", "claude-sonnet-4-0"],
      ["mistral.chat", "mistral-medium-latest"],
      ["google.generative-ai", "gemini-2.0-flash"],
    ]);
    expect(registry.languageModel("GPT4")).toBe(models[0]);
  });

  it("honours FOLIO_DEFAULT_MODEL", () => {
    const registry = createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "k", FOLIO_DEFAULT_MODEL: "LOCAL" }));
    expect(registry.defaultModel()).toBe("LOCAL");
  });

  it("knows each default model's published context window; an unknown model id gets a small one; FOLIO_LLM_CONTEXT_TOKENS sets them all", () => {
    const registry = createModelRegistry(readLlmConfig({ FOLIO_MODEL_MISTRAL_MEDIUM: "ollama:llama3.1" }));
    expect(registry.contextTokens("GPT4O_MINI")).toBe(128_000);
    expect(registry.contextTokens("GPT4")).toBe(1_047_576);
    expect(registry.contextTokens("CLAUDE1")).toBe(200_000);
    expect(registry.contextTokens("GEMINI_FLASH")).toBe(1_048_576);
    expect(registry.contextTokens("MISTRAL_MEDIUM")).toBe(8_192);
    expect(createModelRegistry(readLlmConfig({ FOLIO_LLM_CONTEXT_TOKENS: "32768" })).contextTokens("GPT4")).toBe(32_768);
  });
});
