import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ConfigError, integer, parseSection, problem, secret, url, type Env } from "./env.ts";

/** Semantic retrieval: an OpenAI-compatible embeddings endpoint (with its model), or a local ONNX model folder. */
const EmbeddingsSchema = z.object({
  EMBEDDINGS_BASE_URL: url("an OpenAI-compatible embeddings endpoint, e.g. http://localhost:11434/v1").optional(),
  EMBEDDINGS_MODEL: secret().optional(),
  EMBEDDINGS_API_KEY: secret().optional(),
  EMBEDDINGS_DIMENSIONS: integer().min(1).max(16384).optional(),
  EMBEDDINGS_MODEL_DIR: secret().optional(),
});

/** The embedder semantic retrieval uses, when one is configured. */
export type EmbedderConfig =
  | { kind: "openai-compatible"; baseUrl: string; model: string; apiKey?: string; dims?: number }
  | { kind: "onnx"; modelDir: string };

/** One embedder or none (null: lexical retrieval only); a model folder must hold a transformers.js model, nothing is ever downloaded. */
export function readEmbedderConfig(env: Env): EmbedderConfig | null {
  const c = parseSection(EmbeddingsSchema, env);
  if (c.EMBEDDINGS_BASE_URL && c.EMBEDDINGS_MODEL_DIR) throw new ConfigError(["EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL_DIR cannot both be set (choose one embedder)"]);
  if (c.EMBEDDINGS_MODEL_DIR) {
    const dir = path.resolve(c.EMBEDDINGS_MODEL_DIR);
    const missing = ["config.json", "tokenizer.json"].filter((f) => !fs.existsSync(path.join(dir, f)));
    if (!["model.onnx", "model_quantized.onnx"].some((f) => fs.existsSync(path.join(dir, "onnx", f)))) missing.push("onnx/model.onnx (or onnx/model_quantized.onnx)");
    if (missing.length) throw new ConfigError([problem("EMBEDDINGS_MODEL_DIR", c.EMBEDDINGS_MODEL_DIR, `not a model folder, it has no ${missing.join(", ")}`)]);
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
