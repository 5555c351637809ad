import { describe, expect, it } from "vitest";
import { ConfigError } from "./env.ts";
import { readLlmConfig } from "./llm.ts";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readLlmConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

describe("readLlmConfig", () => {
  it("needs nothing: every hosted model on its default vendor, a 30 s timeout", () => {
    const cfg = readLlmConfig({});
    expect(cfg.targets.GPT4O_MINI).toEqual({ provider: "openai", modelId: "gpt-4o-mini" });
    expect(cfg.targets.CLAUDE2).toEqual({ provider: "anthropic", modelId: "claude-opus-4-0" });
    expect(cfg.timeoutMs).toBe(30_000);
    expect(cfg.keys).toEqual({ openai: undefined, anthropic: undefined, google: undefined, mistral: undefined, compatible: undefined });
  });

  it("reads keys, base URLs and per-model overrides; empty values count as unset", () => {
    const cfg = readLlmConfig({
      OPENAI_API_KEY: "sk-1",
      ANTHROPIC_API_KEY: "",
      OPENAI_COMPATIBLE_BASE_URL: "http://localhost:11434/v1",
      FOLIO_MODEL_GPT4O_MINI: "ollama:llama3.1",
      FOLIO_MODEL_GEMINI_FLASH: "compatible:qwen2.5:7b",
      FOLIO_MODEL_CLAUDE1: "openai:gpt-4o",
      FOLIO_LLM_TIMEOUT_MS: "5000",
    });
    expect(cfg.keys.openai).toBe("sk-1");
    expect(cfg.keys.anthropic).toBeUndefined();
    expect(cfg.targets.GPT4O_MINI).toEqual({ provider: "compatible", modelId: "llama3.1" });
    expect(cfg.targets.GEMINI_FLASH).toEqual({ provider: "compatible", modelId: "qwen2.5:7b" });
    expect(cfg.targets.CLAUDE1).toEqual({ provider: "openai", modelId: "gpt-4o" });
    expect(cfg.timeoutMs).toBe(5000);
  });

  it("lists every bad value at once", () => {
    const problems = problemsOf({
      OPENAI_BASE_URL: "not a url",
      FOLIO_MODEL_GPT4: "llama3.1",
      FOLIO_MODEL_GPT5: "openai:gpt-5",
      FOLIO_MODEL_LOCAL: "openai:gpt-4o",
      FOLIO_MODEL_CLAUDE1: "bedrock:claude",
      FOLIO_DEFAULT_MODEL: "GPT9",
      FOLIO_LLM_TIMEOUT_MS: "soon",
    });
    expect(problems).toHaveLength(7);
    expect(problems.join("\n")).toMatch(/OPENAI_BASE_URL="not a url": must be a URL/);
    expect(problems.join("\n")).toMatch(/FOLIO_MODEL_GPT4="llama3.1": must look like provider:model-id/);
    expect(problems.join("\n")).toMatch(/FOLIO_MODEL_GPT5: GPT5 is not a hosted chat model/);
    expect(problems.join("\n")).toMatch(/FOLIO_MODEL_CLAUDE1="bedrock:claude": unknown provider "bedrock"/);
  });

  it("refuses a default model that cannot run", () => {
    expect(problemsOf({ FOLIO_DEFAULT_MODEL: "CLAUDE1" })).toEqual([
      "FOLIO_DEFAULT_MODEL=CLAUDE1: that model is not configured; set ANTHROPIC_API_KEY",
    ]);
    expect(readLlmConfig({ FOLIO_DEFAULT_MODEL: "CLAUDE1", ANTHROPIC_API_KEY: "k" }).defaultModel).toBe("CLAUDE1");
  });
});
