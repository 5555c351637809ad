import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const url = (what: string) => z.url({ message: `must be a URL (${what})` });

/** Every environment variable Folio reads, parsed once at start. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number({ message: "must be a number" }).int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: url("the address users reach Folio at").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_DAYS: z.coerce.number({ message: "must be a number" }).int().min(1).max(365).default(30),
  COOKIE_SECURE: bool.optional(),
  WORKERS: bool.default(true),
  MAX_JSON_BYTES: z.coerce.number({ message: "must be a number" }).int().min(1024).default(1_000_000),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Folio <no-reply@folio.local>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: url("the OpenID Connect issuer").default("https://accounts.google.com"),
  /** host:port pairs URL import may reach even though they are not public (tests' local servers). */
  URL_IMPORT_ALLOW_HOSTS: z
    .string()
    .transform((v) => v.split(",").map((h) => h.trim()).filter(Boolean))
    .default([]),
  /** Stripe: without a secret key, payments run in the built-in test mode. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: url("the Stripe API, changed only for tests").default("https://api.stripe.com"),
  LOGIN_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1).default(10),
  /** New accounts per address per hour: stops scripted sign-ups; raised for the end-to-end suite, which registers many. */
  REGISTER_RATE_LIMIT: z.coerce.number({ message: "must be a number" }).int().min(1).default(20),
  /** Semantic retrieval: an OpenAI-compatible embeddings endpoint (with its model), or a local ONNX model folder. */
  EMBEDDINGS_BASE_URL: url("an OpenAI-compatible embeddings endpoint, e.g. http://localhost:11434/v1").optional(),
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_DIMENSIONS: z.coerce.number({ message: "must be a number" }).int().min(1).max(16384).optional(),
  EMBEDDINGS_MODEL_DIR: z.string().min(1).optional(),
  /** Optional reranking of the best passages: a TEI-style or Cohere/Jina/vLLM-compatible `/rerank` endpoint. */
  RERANK_BASE_URL: url("a /rerank endpoint's base, e.g. http://localhost:8080").optional(),
  RERANK_MODEL: z.string().min(1).optional(),
  RERANK_API_KEY: z.string().min(1).optional(),
});

/** The embedder semantic retrieval uses, when one is configured. */
export type EmbedderConfig =
  | { kind: "openai-compatible"; baseUrl: string; model: string; apiKey?: string; dims?: number }
  | { kind: "onnx"; modelDir: string };

/** The reranker the best passages go through, when one is configured (the model is optional: TEI serves one). */
export interface RerankerConfig {
  baseUrl: string;
  model?: string;
  apiKey?: string;
}

export type Config = Omit<z.infer<typeof EnvSchema>, "DATA_DIR"> & {
  DATA_DIR: string;
  /** True when Google sign-in is configured (both id and secret). */
  googleEnabled: boolean;
  /** null: lexical retrieval only. */
  embedder: EmbedderConfig | null;
  /** null: passages in the order the ranking gives. */
  reranker: RerankerConfig | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Folio cannot start, the configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parse the environment, listing every bad value at once (not only the first). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}=${JSON.stringify(raw[String(i.path[0])] ?? "")}: ${i.message}`);
    throw new ConfigError(problems);
  }
  const c = parsed.data;
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(["GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together"]);
  }
  if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(["STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (webhooks are verified by signature)"]);
  }
  return { ...c, DATA_DIR: path.resolve(c.DATA_DIR), googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET), embedder: embedderConfig(c), reranker: rerankerConfig(c) };
}

function rerankerConfig(c: z.infer<typeof EnvSchema>): RerankerConfig | null {
  if (c.RERANK_BASE_URL) return { baseUrl: c.RERANK_BASE_URL, model: c.RERANK_MODEL, apiKey: c.RERANK_API_KEY };
  const stray = (["RERANK_MODEL", "RERANK_API_KEY"] as const).filter((k) => c[k] !== undefined);
  if (stray.length) throw new ConfigError([`${stray.join(", ")} need RERANK_BASE_URL`]);
  return null;
}

/** One embedder or none; a local model folder must hold a transformers.js model (nothing is ever downloaded). */
function embedderConfig(c: z.infer<typeof EnvSchema>): EmbedderConfig | null {
  if (c.EMBEDDINGS_BASE_URL && c.EMBEDDINGS_MODEL_DIR) throw new ConfigError(["EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL_DIR cannot both be set (choose one embedder)"]);
  if (c.EMBEDDINGS_MODEL_DIR) {
    const dir = path.resolve(c.EMBEDDINGS_MODEL_DIR);
    const missing = ["config.json", "tokenizer.json"].filter((f) => !fs.existsSync(path.join(dir, f)));
    if (!["model.onnx", "model_quantized.onnx"].some((f) => fs.existsSync(path.join(dir, "onnx", f)))) missing.push("onnx/model.onnx (or onnx/model_quantized.onnx)");
    if (missing.length) throw new ConfigError([`EMBEDDINGS_MODEL_DIR=${JSON.stringify(c.EMBEDDINGS_MODEL_DIR)}: not a model folder, it has no ${missing.join(", ")}`]);
    return { kind: "onnx", modelDir: dir };
  }
  if (c.EMBEDDINGS_BASE_URL) {
    if (!c.EMBEDDINGS_MODEL) throw new ConfigError(["EMBEDDINGS_MODEL must be set with EMBEDDINGS_BASE_URL (the embedding model's name, e.g. nomic-embed-text)"]);
    return { kind: "openai-compatible", baseUrl: c.EMBEDDINGS_BASE_URL, model: c.EMBEDDINGS_MODEL, apiKey: c.EMBEDDINGS_API_KEY, dims: c.EMBEDDINGS_DIMENSIONS };
  }
  const stray = (["EMBEDDINGS_MODEL", "EMBEDDINGS_API_KEY", "EMBEDDINGS_DIMENSIONS"] as const).filter((k) => c[k] !== undefined);
  if (stray.length) throw new ConfigError([`${stray.join(", ")} need EMBEDDINGS_BASE_URL`]);
  return null;
}

/** For entry points: the configuration, or every problem printed and the process ended (no stack trace for a typo). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
