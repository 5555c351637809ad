import { z } from "zod";
import { CHAT_MODEL_NAMES } from "@folio/contract";
import { ConfigError, problem, setVariables, type Env } from "./env.ts";
import { DEFAULT_TARGETS, PROVIDERS, isChatModelName, missingSetting, type ChatModelName, type HostedModelName, type ModelTarget, type ProviderName } from "./llm-targets.ts";

/**
 * Which chat models this server can use, read from the environment (empty values count as unset):
 *
 *   OPENAI_API_KEY [OPENAI_BASE_URL]      GPT4O_MINI (gpt-4o-mini), GPT4 (gpt-4.1); the base URL points
 *                                         the OpenAI client at a proxy speaking chat completions
 *   ANTHROPIC_API_KEY                     CLAUDE1 (claude-sonnet-4-0), CLAUDE2 (claude-opus-4-0)
 *   GOOGLE_GENERATIVE_AI_API_KEY          GEMINI_FLASH (gemini-2.0-flash)
 *   MISTRAL_API_KEY                       MISTRAL_MEDIUM (mistral-medium-latest)
 *   OPENAI_COMPATIBLE_BASE_URL            any OpenAI-compatible server (Ollama, vLLM, LM Studio), e.g.
 *     [OPENAI_COMPATIBLE_API_KEY]         http://localhost:11434/v1; the key only if the server wants one
 *   FOLIO_MODEL_<NAME>=<provider>:<id>    runs one enum entry on another vendor or model; provider is
 *                                         openai, anthropic, google, mistral or compatible (ollama and
 *                                         vllm are accepted as names for compatible), e.g.
 *                                         FOLIO_MODEL_GPT4O_MINI=ollama:llama3.1
 *   FOLIO_DEFAULT_MODEL=<NAME>            the model used when a request names none; it must be usable.
 *                                         Otherwise: the first usable hosted model in enum order, and
 *                                         LOCAL when none is configured
 *   FOLIO_LLM_TIMEOUT_MS                  how long to wait for a provider's first token and between
 *                                         tokens (default 30000)
 *   FOLIO_V1_MODEL=<NAME>                 the model answering on the OpenAI-compatible /api/v1 surface
 *                                         (features/openai-compat); it must be usable. Otherwise the
 *                                         default model
 *   FOLIO_LLM_CONTEXT_TOKENS              the context window of every hosted model, in tokens, when it
 *                                         is not the vendor's published one (an Ollama num_ctx); by
 *                                         default each model's published window (8192 for ids unknown)
 *   FOLIO_TEST_ANSWER_DELAY_MS            tests only: waits this long before each streamed text delta, so
 *                                         a process test can kill a server mid-answer (LOCAL answers at
 *                                         once otherwise); 0 (the default) in every real deployment
 *
 * LOCAL needs nothing and is always usable. A model whose vendor is not configured stays listed,
 * disabled: the registry's status names the variable to set (for the operator); users are told only
 * that it is not available on this server.
 */
export interface LlmConfig {
  keys: Partial<Record<ProviderName, string>>;
  openaiBaseUrl: string | undefined;
  compatibleBaseUrl: string | undefined;
  targets: Record<HostedModelName, ModelTarget>;
  defaultModel: ChatModelName | undefined;
  /** FOLIO_V1_MODEL: the model answering on /api/v1; undefined: the default model. */
  v1Model: ChatModelName | undefined;
  timeoutMs: number;
  /** FOLIO_LLM_CONTEXT_TOKENS: one window for every hosted model instead of its published one. */
  contextTokens: number | undefined;
  /** FOLIO_TEST_ANSWER_DELAY_MS: tests only, a wait before each streamed text delta. */
  answerDelayMs: number;
}

const OVERRIDE_PREFIX = "FOLIO_MODEL_";
const PROVIDER_ALIASES: Record<string, ProviderName> = { ollama: "compatible", vllm: "compatible" };

const chatModel = z.enum(CHAT_MODEL_NAMES, { message: `must be one of ${CHAT_MODEL_NAMES.join(", ")}` });

const key = z.string().min(1).optional();
const baseUrl = z.url({ message: "must be a URL such as http://localhost:11434/v1" }).optional();

const LlmEnvSchema = z.object({
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: baseUrl,
  ANTHROPIC_API_KEY: key,
  GOOGLE_GENERATIVE_AI_API_KEY: key,
  MISTRAL_API_KEY: key,
  OPENAI_COMPATIBLE_BASE_URL: baseUrl,
  OPENAI_COMPATIBLE_API_KEY: key,
  FOLIO_DEFAULT_MODEL: chatModel.optional(),
  FOLIO_V1_MODEL: chatModel.optional(),
  FOLIO_LLM_TIMEOUT_MS: z.coerce.number({ message: "must be a number" }).int().min(100).max(600_000).default(30_000),
  FOLIO_LLM_CONTEXT_TOKENS: z.coerce.number({ message: "must be a number" }).int().min(1_000).max(10_000_000).optional(),
  FOLIO_TEST_ANSWER_DELAY_MS: z.coerce.number({ message: "must be a number" }).int().min(0).max(10_000).default(0),
});

const OverrideSchema = z
  .string()
  .regex(/^[a-z]+:\S+$/, "must look like provider:model-id, e.g. ollama:llama3.1")
  .transform((value, ctx): ModelTarget => {
    const colon = value.indexOf(":");
    const named = value.slice(0, colon);
    const provider = PROVIDER_ALIASES[named] ?? named;
    if (!(PROVIDERS as readonly string[]).includes(provider)) {
      ctx.addIssue({ code: "custom", message: `unknown provider "${named}"; use one of ${PROVIDERS.join(", ")}, ollama, vllm` });
      return z.NEVER;
    }
    return { provider: provider as ProviderName, modelId: value.slice(colon + 1) };
  });

/** Parse the LLM settings, listing every bad value at once (the same contract as `loadConfig`). */
export function readLlmConfig(env: Env): LlmConfig {
  const raw = setVariables(env);
  const problems: string[] = [];
  const parsed = LlmEnvSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      problems.push(problem(name, raw[name], issue.message));
    }
  }

  const targets: Record<HostedModelName, ModelTarget> = { ...DEFAULT_TARGETS };
  for (const [name, value] of Object.entries(raw)) {
    if (!name.startsWith(OVERRIDE_PREFIX)) continue;
    const model = name.slice(OVERRIDE_PREFIX.length);
    if (!isChatModelName(model) || model === "LOCAL") {
      problems.push(`${name}: ${model} is not a hosted chat model; use one of ${CHAT_MODEL_NAMES.filter((m) => m !== "LOCAL").join(", ")}`);
      continue;
    }
    const target = OverrideSchema.safeParse(value);
    if (target.success) targets[model] = target.data;
    else problems.push(...target.error.issues.map((i) => problem(name, value, i.message)));
  }
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);

  const e = parsed.data;
  const cfg: LlmConfig = {
    keys: {
      openai: e.OPENAI_API_KEY,
      anthropic: e.ANTHROPIC_API_KEY,
      google: e.GOOGLE_GENERATIVE_AI_API_KEY,
      mistral: e.MISTRAL_API_KEY,
      compatible: e.OPENAI_COMPATIBLE_API_KEY,
    },
    openaiBaseUrl: e.OPENAI_BASE_URL,
    compatibleBaseUrl: e.OPENAI_COMPATIBLE_BASE_URL,
    targets,
    defaultModel: e.FOLIO_DEFAULT_MODEL,
    v1Model: e.FOLIO_V1_MODEL,
    timeoutMs: e.FOLIO_LLM_TIMEOUT_MS,
    contextTokens: e.FOLIO_LLM_CONTEXT_TOKENS,
    answerDelayMs: e.FOLIO_TEST_ANSWER_DELAY_MS,
  };
  // A default that cannot run would turn every chat without a model_name into an error: refuse at start.
  const unusable = (["FOLIO_DEFAULT_MODEL", "FOLIO_V1_MODEL"] as const).flatMap((name) => {
    const chosen = e[name];
    const missing = chosen && chosen !== "LOCAL" ? missingSetting(targets[chosen], cfg) : null;
    return missing ? [`${name}=${chosen}: that model is not configured; set ${missing}`] : [];
  });
  if (unusable.length) throw new ConfigError(unusable);
  return cfg;
}
