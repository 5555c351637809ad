import type { EmbedderConfig } from "../../platform/config.ts";
import type { Embedder } from "./embedder.ts";
import { createLocalOnnxEmbedder } from "./onnx.ts";
import { createOpenAICompatibleEmbedder } from "./openai-compatible.ts";

/**
 * The configured embedder, made at its first use rather than at start: a local model is large and
 * is loaded once per process, when something is first embedded.
 */
export interface EmbedderSource {
  /** The embedder; rejects when a local model cannot be loaded, and then loads again at the next call. */
  load(): Promise<Embedder>;
}

/** The embedder the configuration names, or null when retrieval is lexical only. */
export function createEmbedderSource(cfg: EmbedderConfig | null): EmbedderSource | null {
  if (!cfg) return null;
  let pending: Promise<Embedder> | null = null;
  return {
    load() {
      if (pending) return pending;
      const loading =
        cfg.kind === "onnx"
          ? createLocalOnnxEmbedder({ modelDir: cfg.modelDir })
          : Promise.resolve(createOpenAICompatibleEmbedder({ baseUrl: cfg.baseUrl, model: cfg.model, apiKey: cfg.apiKey, dims: cfg.dims, timeoutMs: 30_000 }));
      loading.catch(() => {
        if (pending === loading) pending = null;
      });
      pending = loading;
      return loading;
    },
  };
}
